import { jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { jsonResponse } from '../episodes/testing.js';
import { FormTestProviders, problem } from './testing.js';
import { NewsletterConfirmPage, NewsletterUnsubscribePage } from './newsletter-email-pages.js';

const confirmFailure = 'This confirmation link has expired or was already used. Subscribe again to get a new one.';
const unsubscribeFailure = 'This unsubscribe link is not valid. Reply to any of our emails and we will remove you by hand.';

function renderAt(url: string) {
  return render(
    <FormTestProviders>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/newsletter/confirm" element={<NewsletterConfirmPage />} />
          <Route path="/newsletter/unsubscribe" element={<NewsletterUnsubscribePage />} />
          <Route path="/episodes" element={<h1>Episodes</h1>} />
        </Routes>
      </MemoryRouter>
    </FormTestProviders>,
  );
}

/** A fetch that records each request (method, path with query, JSON body) and answers what `respond` gives, when `release` is called if held. */
function stubFetch(respond: () => Response, { held = false } = {}) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  let release: () => void = () => {};
  const gate = held ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve();
  globalThis.fetch = jest.fn<typeof fetch>(async (input) => {
    const request = input as Request;
    const url = new URL(request.url);
    calls.push({ method: request.method, url: `${url.pathname}${url.search}`, body: await request.clone().json() });
    await gate;
    return respond();
  });
  return { calls, release: () => release() };
}

describe('the newsletter pages a subscriber’s email links to', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  describe('NewsletterConfirmPage', () => {
    it('says what it will do, and confirms nobody until the button is pressed', async () => {
      const { calls } = stubFetch(() => jsonResponse({ status: 'active' }));
      renderAt('/newsletter/confirm?token=abc.def');
      expect(screen.getByRole('heading', { level: 1, name: 'Confirm your subscription' })).toBeInTheDocument();
      expect(screen.getByText("One click and you're on the list for our welcome email and the Day 3 and Day 7 follow-ups.")).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Confirm subscription' })).toBeEnabled();
      expect(document.title).toBe('Confirm your subscription | Money Together');
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(calls).toEqual([]);
    });

    it('posts the token, shows "Confirming..." meanwhile, then the success with a link to the episodes', async () => {
      const { calls, release } = stubFetch(() => jsonResponse({ status: 'active' }), { held: true });
      const user = userEvent.setup();
      renderAt('/newsletter/confirm?token=abc.def');
      await user.click(screen.getByRole('button', { name: 'Confirm subscription' }));

      expect(await screen.findByRole('button', { name: 'Confirming...' })).toBeDisabled();
      release();

      const done = await screen.findByRole('heading', { level: 1, name: "You're subscribed!" });
      expect(done).toHaveFocus();
      expect(screen.getByText('Your welcome email is on its way.')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /confirm/i })).not.toBeInTheDocument();
      expect(calls).toEqual([{ method: 'POST', url: '/api/newsletter/confirm', body: { token: 'abc.def' } }]);

      await user.click(screen.getByRole('link', { name: 'Listen to the latest episodes' }));
      expect(await screen.findByRole('heading', { name: 'Episodes' })).toBeInTheDocument();
    });

    it('shows the 400’s detail in an alert, and no button to press again', async () => {
      stubFetch(() => problem(400, confirmFailure));
      const user = userEvent.setup();
      renderAt('/newsletter/confirm?token=used');
      // Pressed with the keyboard: a native button, so Enter works without a pointer.
      screen.getByRole('button', { name: 'Confirm subscription' }).focus();
      await user.keyboard('{Enter}');

      expect(await screen.findByRole('alert')).toHaveTextContent(confirmFailure);
      expect(screen.getByRole('alert')).not.toHaveTextContent('400');
      expect(screen.queryByRole('button', { name: 'Confirm subscription' })).not.toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: "You're subscribed!" })).not.toBeInTheDocument();
    });

    it('keeps the button after an error that may pass (a server error), saying what went wrong', async () => {
      stubFetch(() => new Response('', { status: 503, statusText: 'Service Unavailable' }));
      const user = userEvent.setup();
      renderAt('/newsletter/confirm?token=abc');
      await user.click(screen.getByRole('button', { name: 'Confirm subscription' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Service Unavailable');
      // The alert can show a render before the mutation's loading state ends and the button reads its name again.
      expect(await screen.findByRole('button', { name: 'Confirm subscription' })).toBeEnabled();
    });

    it.each(['/newsletter/confirm', '/newsletter/confirm?token=', '/newsletter/confirm?token=%20'])('fails at once at %s, without asking the API', async (url) => {
      const { calls } = stubFetch(() => jsonResponse({ status: 'active' }));
      renderAt(url);
      expect(await screen.findByRole('alert')).toHaveTextContent(confirmFailure);
      expect(screen.queryByRole('button', { name: /confirm/i })).not.toBeInTheDocument();
      expect(calls).toEqual([]);
    });
  });

  describe('NewsletterUnsubscribePage', () => {
    it('asks first, then posts the token in the query and says it is done', async () => {
      const { calls, release } = stubFetch(() => jsonResponse({ status: 'unsubscribed' }), { held: true });
      const user = userEvent.setup();
      renderAt('/newsletter/unsubscribe?token=u.1%2B2');
      expect(screen.getByRole('heading', { level: 1, name: 'Unsubscribe from our newsletter' })).toBeInTheDocument();
      expect(screen.getByText("You'll stop getting our emails. You can subscribe again at any time.")).toBeInTheDocument();
      expect(document.title).toBe('Unsubscribe | Money Together');
      expect(calls).toEqual([]);

      await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
      expect(await screen.findByRole('button', { name: 'Unsubscribing...' })).toBeDisabled();
      release();

      expect(await screen.findByRole('heading', { level: 1, name: "You're unsubscribed" })).toHaveFocus();
      expect(screen.getByText("You won't get any more emails from us.")).toBeInTheDocument();
      expect(calls).toEqual([{ method: 'POST', url: '/api/newsletter/unsubscribe?token=u.1%2B2', body: {} }]);
    });

    it('shows the 400’s detail in an alert', async () => {
      stubFetch(() => problem(400, unsubscribeFailure));
      const user = userEvent.setup();
      renderAt('/newsletter/unsubscribe?token=bad');
      await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(unsubscribeFailure);
      expect(screen.queryByRole('heading', { name: "You're unsubscribed" })).not.toBeInTheDocument();
    });

    it('fails at once without a token, without asking the API', async () => {
      const { calls } = stubFetch(() => jsonResponse({ status: 'unsubscribed' }));
      renderAt('/newsletter/unsubscribe');
      expect(await screen.findByRole('alert')).toHaveTextContent(unsubscribeFailure);
      expect(calls).toEqual([]);
    });
  });
});
