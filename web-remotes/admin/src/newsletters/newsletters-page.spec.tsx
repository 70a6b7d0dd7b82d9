import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetToastsForTests } from '@harmony/ui';
import { jsonResponse, problemResponse, renderAdmin, restoreFetchAfterEach, signedIn } from '../testing.js';
import { fromDateTimeLocal } from '../common/index.js';
import { newsletterPollMs } from './newsletter-editor.js';
import type { Newsletter } from './newsletters-api.js';
import { aNewsletter } from './testing.js';

const draft = aNewsletter();
const sent = aNewsletter({
  id: 5,
  subject: 'November news',
  status: 'sent',
  sentAt: '2026-11-18T12:00:00.000Z',
  counts: { recipients: 123, queued: 0, sent: 120, failed: 2, bounced: 1 },
});
const drafted = aNewsletter({ id: 6, subject: 'New episode: Money dates', source: 'content-automation', episodeId: 12 });
const listPage = (items: Newsletter[], total = items.length) => jsonResponse({ items, total, page: 1, pageSize: 20 });
const routes = {
  ...signedIn,
  'GET /api/admin/newsletters': listPage([draft, drafted, sent]),
  'GET /api/admin/newsletters/7': jsonResponse(draft),
  'GET /api/admin/newsletters/5': jsonResponse(sent),
  // The article editor's preview, as the newsletter's markdown is rendered like an article's.
  'POST /api/admin/blog-articles/preview': ({ body }: { body: unknown }) => jsonResponse({ html: `<p>preview: ${(body as { content: string }).content}</p>` }),
};
const currentPath = () => screen.getByTestId('current-path').textContent ?? '';
const sendsOf = (requests: { method: string; url: string }[]) => requests.filter(({ method, url }) => method === 'POST' && url.endsWith('/send'));

describe('the newsletters screen', () => {
  restoreFetchAfterEach();
  afterEach(() => act(() => resetToastsForTests()));

  it('is in the navigation after Audience and lists every newsletter with its state and delivery', async () => {
    const { requests } = renderAdmin('/admin/newsletters', routes);
    expect(await screen.findByRole('heading', { level: 1, name: 'Newsletters' })).toBeInTheDocument();
    const nav = screen.getAllByRole('navigation', { name: 'Admin' })[0];
    const labels = within(nav).getAllByRole('link').map((link) => link.textContent);
    expect(labels.indexOf('Newsletters')).toBe(labels.indexOf('Audience') + 1);
    expect(within(nav).getByRole('link', { name: 'Newsletters' })).toHaveAttribute('href', '/admin/newsletters');

    const table = await screen.findByRole('table', { name: 'Newsletters' });
    const [, draftRow, draftedRow, sentRow] = within(table).getAllByRole('row');
    expect(within(draftRow).getByRole('rowheader')).toHaveTextContent('Money dates that work');
    expect(draftRow).toHaveTextContent('Draft');
    expect(draftRow).toHaveTextContent('Not sent yet');
    expect(within(draftRow).getByRole('link', { name: 'Edit “Money dates that work”' })).toHaveAttribute('href', '/admin/newsletters/7');
    expect(draftedRow).toHaveTextContent('Drafted from an episode');
    expect(sentRow).toHaveTextContent('Sent');
    expect(sentRow).toHaveTextContent('120 of 123 sent, 2 failed, 1 bounced, 0 waiting');
    expect(within(sentRow).getByRole('link', { name: 'View “November news”' })).toHaveAttribute('href', '/admin/newsletters/5');
    expect(screen.getByRole('link', { name: 'New newsletter' })).toHaveAttribute('href', '/admin/newsletters/new');
    expect(requests).toContainEqual({ method: 'GET', url: '/api/admin/newsletters?page=1&pageSize=20', body: undefined });
  });

  it('says when there are none yet', async () => {
    renderAdmin('/admin/newsletters', { ...routes, 'GET /api/admin/newsletters': listPage([]) });
    expect(await screen.findByText('No newsletters yet')).toBeInTheDocument();
  });

  it('shows why the list could not be loaded', async () => {
    renderAdmin('/admin/newsletters', { ...routes, 'GET /api/admin/newsletters': problemResponse(500, 'Database unavailable') });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load the newsletters. 500: Database unavailable');
  });

  it('writes a new newsletter beside its live preview and saves it as a draft at its own address', async () => {
    const user = userEvent.setup();
    const created = aNewsletter({ id: 8, subject: 'Our first letter', previewText: 'Hello from us', content: 'Hi **there**' });
    const { requests } = renderAdmin('/admin/newsletters/new', { ...routes, 'POST /api/admin/newsletters': jsonResponse(created, 201), 'GET /api/admin/newsletters/8': jsonResponse(created) });

    expect(await screen.findByRole('heading', { level: 2, name: 'New newsletter' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Newsletter preview' })).toHaveTextContent('Write your newsletter to see how it reads.');
    await user.type(screen.getByRole('textbox', { name: 'Subject' }), 'Our first letter');
    await user.type(screen.getByRole('textbox', { name: /^Preview text/ }), 'Hello from us');
    await user.type(screen.getByRole('textbox', { name: 'Content (markdown)' }), 'Hi **there**');
    expect(await screen.findByTestId('newsletter-content-preview')).toHaveTextContent('preview: Hi **there**');
    // Not saved yet: nothing to test or send.
    expect(screen.queryByRole('button', { name: 'Send now' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Draft saved')).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/admin/newsletters/8'));
    expect(requests.filter(({ method, url }) => method === 'POST' && url === '/api/admin/newsletters')).toEqual([
      { method: 'POST', url: '/api/admin/newsletters', body: { subject: 'Our first letter', previewText: 'Hello from us', content: 'Hi **there**' } },
    ]);
    expect(await screen.findByRole('button', { name: 'Send now' })).toBeInTheDocument();
  });

  it('says what is missing before sending anything, and shows the server’s refusal under its field', async () => {
    const user = userEvent.setup();
    const refusal = problemResponse(400, 'The subject must be one line of at most 200 characters.', [{ field: 'subject', message: 'The subject must be one line of at most 200 characters.' }]);
    const { requests } = renderAdmin('/admin/newsletters/new', { ...routes, 'POST /api/admin/newsletters': refusal });

    await user.click(await screen.findByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('The subject is required.')).toBeInTheDocument();
    expect(screen.getByText('The content is required.')).toBeInTheDocument();
    expect(requests.filter(({ url }) => url === '/api/admin/newsletters')).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: 'Subject' }), 'Hello');
    await user.type(screen.getByRole('textbox', { name: 'Content (markdown)' }), 'Hi');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Could not save the draft')).toBeInTheDocument();
    expect(screen.getAllByText('400: The subject must be one line of at most 200 characters.').length).toBeGreaterThan(0);
    expect(screen.getByRole('textbox', { name: 'Subject' })).toHaveAccessibleDescription('The subject must be one line of at most 200 characters.');
  });

  it('saves only what changed in a draft', async () => {
    const user = userEvent.setup();
    const { requests } = renderAdmin('/admin/newsletters/7', { ...routes, 'PATCH /api/admin/newsletters/7': jsonResponse({ ...draft, subject: 'Money dates, weekly' }) });
    const subject = await screen.findByRole('textbox', { name: 'Subject' });
    expect(screen.getByRole('textbox', { name: 'Content (markdown)' })).toHaveValue(draft.content);
    expect(await screen.findByTestId('newsletter-content-preview')).toHaveTextContent('preview: # Hello');

    await user.clear(subject);
    await user.type(subject, 'Money dates, weekly');
    expect(screen.getByText(/Save your changes first/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send now' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    expect(await screen.findByText('Draft saved')).toBeInTheDocument();
    expect(requests.filter(({ method }) => method === 'PATCH')).toEqual([{ method: 'PATCH', url: '/api/admin/newsletters/7', body: { subject: 'Money dates, weekly' } }]);
    expect(screen.queryByText(/Save your changes first/)).not.toBeInTheDocument();
  });

  it('sends a test to the owner’s address when none is typed, and to the typed one otherwise', async () => {
    const user = userEvent.setup();
    const { requests } = renderAdmin('/admin/newsletters/7', {
      ...routes,
      'POST /api/admin/newsletters/7/test': ({ body }) => jsonResponse({ to: (body as { to?: string }).to ?? 'owner@example.com' }, 202),
    });
    const test = await screen.findByRole('form', { name: 'Send a test' });
    await user.click(within(test).getByRole('button', { name: 'Send test' }));
    expect(await screen.findByText('Test sent to owner@example.com.')).toBeInTheDocument();

    await user.type(within(test).getByRole('textbox', { name: /^Send the test to/ }), 'sam@example.com');
    await user.click(within(test).getByRole('button', { name: 'Send test' }));
    expect(await screen.findByText('Test sent to sam@example.com.')).toBeInTheDocument();
    expect(requests.filter(({ url }) => url.endsWith('/test')).map(({ body }) => body)).toEqual([{}, { to: 'sam@example.com' }]);
  });

  it('shows why a test was refused', async () => {
    const user = userEvent.setup();
    renderAdmin('/admin/newsletters/7', { ...routes, 'POST /api/admin/newsletters/7/test': problemResponse(400, 'Set OWNER_EMAIL or give an address to send the test to.') });
    await user.click(await screen.findByRole('button', { name: 'Send test' }));
    expect(await screen.findByText('Could not send the test')).toBeInTheDocument();
    expect(screen.getByText('400: Set OWNER_EMAIL or give an address to send the test to.')).toBeInTheDocument();
  });

  it('asks before sending to everyone, sends on yes, then follows the counts until it is sent', async () => {
    const user = userEvent.setup();
    const sending = aNewsletter({ status: 'sending', sentAt: '2026-11-26T12:00:00.000Z', counts: { recipients: 3, queued: 2, sent: 1, failed: 0, bounced: 0 } });
    const done = aNewsletter({ status: 'sent', sentAt: '2026-11-26T12:00:00.000Z', counts: { recipients: 3, queued: 0, sent: 2, failed: 0, bounced: 1 } });
    let sendAsked = false;
    const reads = [sending, done];
    const { requests } = renderAdmin('/admin/newsletters/7', {
      ...routes,
      'GET /api/admin/newsletters/7': () => jsonResponse(sendAsked ? (reads.length > 1 ? reads.shift() : reads[0]) : draft),
      'POST /api/admin/newsletters/7/send': () => {
        sendAsked = true;
        return jsonResponse(sending, 202);
      },
    });

    await user.click(await screen.findByRole('button', { name: 'Send now' }));
    let dialog = await screen.findByRole('dialog', { name: 'Send to all active subscribers?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(sendsOf(requests)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Send now' }));
    dialog = await screen.findByRole('dialog', { name: 'Send to all active subscribers?' });
    expect(dialog).toHaveTextContent('“Money dates that work” goes out now to everyone who confirmed their subscription.');
    await user.click(within(dialog).getByRole('button', { name: 'Send now' }));

    expect(await screen.findByText('Newsletter on its way')).toBeInTheDocument();
    expect(sendsOf(requests)).toEqual([{ method: 'POST', url: '/api/admin/newsletters/7/send', body: {} }]);
    const delivery = await screen.findByRole('region', { name: 'Delivery' });
    expect(within(delivery).getByRole('status')).toHaveTextContent('Sending: 1 of 3 sent so far.');
    expect(screen.getByRole('textbox', { name: 'Subject' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Send now' })).not.toBeInTheDocument();

    // Asked again while it goes out, then no more once it is sent.
    expect(await within(delivery).findByText('Done: sent to 2 of 3 subscribers.', {}, { timeout: newsletterPollMs + 3000 })).toBeInTheDocument();
    const bounced = within(delivery).getByText('Bounced').closest('div');
    expect(bounced).toHaveTextContent('Bounced1');
    const readsSoFar = requests.filter(({ method, url }) => method === 'GET' && url === '/api/admin/newsletters/7').length;
    await act(() => new Promise((resolve) => setTimeout(resolve, newsletterPollMs + 500)));
    expect(requests.filter(({ method, url }) => method === 'GET' && url === '/api/admin/newsletters/7')).toHaveLength(readsSoFar);
  }, 4 * newsletterPollMs);

  it('schedules for the time chosen, after asking', async () => {
    const user = userEvent.setup();
    const at = '2030-01-15T08:30';
    const scheduled = aNewsletter({ status: 'scheduled', scheduledAt: fromDateTimeLocal(at) ?? null });
    const { requests } = renderAdmin('/admin/newsletters/7', { ...routes, 'POST /api/admin/newsletters/7/send': jsonResponse(scheduled, 202) });

    const schedule = await screen.findByRole('button', { name: 'Schedule' });
    expect(schedule).toBeDisabled();
    await user.type(screen.getByLabelText('Or send at'), at);
    await user.click(schedule);
    const dialog = await screen.findByRole('dialog', { name: 'Send to all active subscribers?' });
    await user.click(within(dialog).getByRole('button', { name: 'Schedule' }));

    expect(await screen.findByText('Newsletter scheduled')).toBeInTheDocument();
    expect(sendsOf(requests)).toEqual([{ method: 'POST', url: '/api/admin/newsletters/7/send', body: { at: fromDateTimeLocal(at) } }]);
  });

  it('shows why the sending was refused', async () => {
    const user = userEvent.setup();
    renderAdmin('/admin/newsletters/7', { ...routes, 'POST /api/admin/newsletters/7/send': problemResponse(409, 'This newsletter is already being sent.') });
    await user.click(await screen.findByRole('button', { name: 'Send now' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Send now' }));
    expect(await screen.findByText('Could not send the newsletter')).toBeInTheDocument();
    expect(screen.getByText('409: This newsletter is already being sent.')).toBeInTheDocument();
  });

  it('shows a sent newsletter as it went, read only, with its counts', async () => {
    renderAdmin('/admin/newsletters/5', routes);
    const delivery = await screen.findByRole('region', { name: 'Delivery' });
    expect(within(delivery).getByRole('status')).toHaveTextContent('Done: sent to 120 of 123 subscribers.');
    for (const [label, count] of [['Recipients', '123'], ['Waiting', '0'], ['Sent', '120'], ['Failed', '2'], ['Bounced', '1']]) {
      expect(within(delivery).getByText(label).nextElementSibling).toHaveTextContent(count);
    }
    expect(screen.getByText('This newsletter has gone out, so it can no longer be changed.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Subject' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save draft' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send now' })).not.toBeInTheDocument();
  });

  it('deletes a draft after asking, and goes back to the list', async () => {
    const user = userEvent.setup();
    const { requests } = renderAdmin('/admin/newsletters/7', { ...routes, 'DELETE /api/admin/newsletters/7': new Response(null, { status: 204 }) });
    await user.click(await screen.findByRole('button', { name: 'Delete draft' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this newsletter?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete newsletter' }));

    expect(await screen.findByText('Newsletter deleted')).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/admin/newsletters'));
    expect(requests.filter(({ method }) => method === 'DELETE')).toEqual([{ method: 'DELETE', url: '/api/admin/newsletters/7', body: undefined }]);
  });

  it('says so when the newsletter does not exist', async () => {
    renderAdmin('/admin/newsletters/99', { ...routes, 'GET /api/admin/newsletters/99': problemResponse(404, 'Newsletter not found.') });
    expect(await screen.findByRole('heading', { name: 'Newsletter not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to newsletters' })).toHaveAttribute('href', '/admin/newsletters');
  });
});
