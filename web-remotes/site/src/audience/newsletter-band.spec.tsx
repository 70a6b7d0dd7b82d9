import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter } from 'react-router';
import { defaultSiteConfig } from '@harmony/site-config';
import { resetToastsForTests } from '@harmony/ui';
import { jsonResponse } from '../episodes/testing.js';
import { NewsletterBand } from './newsletter-band.js';
import { FormTestProviders, problem, recordingFetch } from './testing.js';

function renderBand(path = '/') {
  return render(
    <FormTestProviders>
      <MemoryRouter initialEntries={[path]}>
        <Link to="/#newsletter">Subscribe</Link>
        <NewsletterBand />
      </MemoryRouter>
    </FormTestProviders>,
  );
}

const emailField = () => screen.getByRole('textbox', { name: 'Email address' });

describe(NewsletterBand.name, () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
    act(() => resetToastsForTests());
  });

  it('is the #newsletter band with its heading, labelled field, button and privacy note', () => {
    const { container } = renderBand();
    expect(container.querySelector('section#newsletter')).toHaveAccessibleName('Subscribe to Our Newsletter');
    expect(emailField()).toHaveAttribute('type', 'email');
    expect(screen.getByRole('button', { name: 'Subscribe Now' })).toBeInTheDocument();
    expect(screen.getByText(/We respect your privacy/)).toBeInTheDocument();
  });

  it('asks for an address before sending anything', async () => {
    const { fetchMock } = recordingFetch(() => jsonResponse({}));
    globalThis.fetch = fetchMock;
    const user = userEvent.setup();
    renderBand();

    await user.click(screen.getByRole('button', { name: 'Subscribe Now' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    await user.type(emailField(), 'nope');
    await user.click(screen.getByRole('button', { name: 'Subscribe Now' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(emailField()).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('subscribes with the engagement tag, toasts, shows the thank-you card and sequence, and resets for another address', async () => {
    const { fetchMock, bodies } = recordingFetch(() => jsonResponse({ message: 'ok' }));
    globalThis.fetch = fetchMock;
    const user = userEvent.setup();
    renderBand();

    await user.type(emailField(), 'ann@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe Now' }));

    const card = await screen.findByTestId('newsletter-thank-you');
    expect(bodies).toEqual([{ path: '/api/newsletter/subscribe', body: { email: 'ann@example.com', tags: ['podcast_engagement_sequence'], website: '' } }]);
    const toast = await screen.findByText('Successfully subscribed!');
    expect(toast.parentElement).toHaveTextContent("You've been added to our newsletter. Check your inbox for your welcome email!");
    expect(within(card).getByRole('link', { name: defaultSiteConfig.contactEmail })).toHaveAttribute('href', `mailto:${defaultSiteConfig.contactEmail}`);
    const steps = within(within(card).getByRole('list', { name: 'What to expect' })).getAllByRole('listitem').map((step) => step.textContent);
    expect(steps[0]).toMatch(/^Day 0:.*welcome email.*top episode/);
    expect(steps[1]).toMatch(/^Day 3:.*three episodes/);
    expect(steps[2]).toMatch(/^Day 7:.*social community.*free.*template/);
    expect(steps[3]).toMatch(/^And more/);
    expect(emailField()).toHaveValue('');

    await user.type(emailField(), 'ben@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe Now' }));
    await screen.findAllByText('Successfully subscribed!');
    expect(bodies.map(({ body }) => (body as { email: string }).email)).toEqual(['ann@example.com', 'ben@example.com']);
  });

  it('toasts "Subscription failed" with the server message and shows its field error', async () => {
    globalThis.fetch = recordingFetch(() => problem(400, 'Please check the highlighted fields', [{ field: 'email', message: 'Please enter a valid email address' }])).fetchMock;
    const user = userEvent.setup();
    renderBand();

    await user.type(emailField(), 'ann@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe Now' }));

    const toast = await screen.findByText('Subscription failed');
    expect(toast.parentElement).toHaveTextContent('400: Please check the highlighted fields');
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.queryByTestId('newsletter-thank-you')).not.toBeInTheDocument();
    expect(emailField()).toHaveValue('ann@example.com');
  });

  it('focuses the email field when the location moves to #newsletter', async () => {
    const user = userEvent.setup();
    renderBand();
    expect(emailField()).not.toHaveFocus();
    await user.click(screen.getByRole('link', { name: 'Subscribe' }));
    expect(emailField()).toHaveFocus();
  });

  it('focuses the email field when the page opens at /#newsletter', () => {
    renderBand('/#newsletter');
    expect(emailField()).toHaveFocus();
  });
});
