import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { defaultSiteConfig } from '@harmony/site-config';
import { FormTestProviders } from './testing.js';
import ContactPage from './contact-page.js';

function renderPage() {
  return render(
    <FormTestProviders>
      <MemoryRouter initialEntries={['/contact']}>
        <ContactPage />
      </MemoryRouter>
    </FormTestProviders>,
  );
}

describe('ContactPage', () => {
  it('is titled as the server titles /contact and shows the contact form under its one h1, at once', () => {
    renderPage();
    expect(document.title).toBe('Contact | Money Together');
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Get in Touch']);
    const form = screen.getByRole('form', { name: 'Get in Touch' });
    for (const label of ['Name', 'Email', 'Subject', 'Message']) expect(form).toContainElement(screen.getByLabelText(label));
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeInTheDocument();
    // Sent before the app has started, the message goes in a request body, never in the page's URL.
    expect(form).toHaveAttribute('method', 'post');
  });

  it('offers the contact address for those who prefer their own mail app', () => {
    renderPage();
    expect(screen.getByRole('link', { name: defaultSiteConfig.contactEmail })).toHaveAttribute('href', `mailto:${defaultSiteConfig.contactEmail}`);
  });
});
