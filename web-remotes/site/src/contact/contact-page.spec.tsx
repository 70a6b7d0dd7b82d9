import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { defaultSiteConfig } from '@harmony/site-config';
import { FormTestProviders } from '../audience/testing.js';
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
  // Jest's ESM loader fails to link a dynamic import of a module graph another test file links too: have the
  // form's module linked before the page asks for it.
  beforeAll(async () => {
    await import('../audience/contact-form.js');
  });

  it('is titled as the server titles /contact and shows the contact form under its one h1', async () => {
    renderPage();
    expect(document.title).toBe('Contact | Money Together');
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Get in Touch']);
    const form = await screen.findByRole('form', { name: 'Get in Touch' });
    for (const label of ['Name', 'Email', 'Subject', 'Message']) expect(form).toContainElement(screen.getByLabelText(label));
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeInTheDocument();
  });

  it('offers the contact address for those who prefer their own mail app', () => {
    renderPage();
    expect(screen.getByRole('link', { name: defaultSiteConfig.contactEmail })).toHaveAttribute('href', `mailto:${defaultSiteConfig.contactEmail}`);
  });
});
