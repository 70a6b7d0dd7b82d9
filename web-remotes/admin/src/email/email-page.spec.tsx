import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { findToast, jsonResponse, problemResponse, renderAdmin, restoreFetchAfterEach, signedIn } from '../testing.js';
import type { MailMessageDetail, MailMessageItem } from './email-api.js';

const item = (id: number, overrides: Partial<MailMessageItem> = {}): MailMessageItem => ({
  id,
  to: `reader${id}@example.com`,
  subject: `Subject ${id}`,
  kind: 'workshop.confirmation',
  status: 'sent',
  attempts: 1,
  lastSmtpAnswer: '250 2.0.0 Ok: queued as ABC',
  createdAt: '2026-11-20T12:00:00.000Z',
  updatedAt: '2026-11-20T12:00:01.000Z',
  sentAt: '2026-11-20T12:00:01.000Z',
  ...overrides,
});
const failed = item(2, { to: 'ana@example.com', subject: 'Your workshop seat', status: 'failed', sentAt: null, lastSmtpAnswer: '550 5.7.1 Sender address rejected', kind: 'contact.owner-notice' });
const page = (items: MailMessageItem[], total = items.length) => jsonResponse({ items, total, page: 1, pageSize: 20 });
const detail: MailMessageDetail = {
  ...failed,
  html: '<!DOCTYPE html><html><body><h1>See you at the workshop</h1><script>parent.alert(1)</script></body></html>',
  text: 'See you at the workshop\n\nMoney Together',
  headers: { From: '"Money Together" <hello@example.com>', 'Message-ID': '<mail.abc@example.com>', 'Reply-To': 'owner@example.org' },
};

const rowsOf = async () => within(await screen.findByRole('table', { name: 'Email messages' })).getAllByRole('row').slice(1);
const currentPath = () => screen.getByTestId('current-path').textContent ?? '';

describe('the Email screen', () => {
  restoreFetchAfterEach();

  it('lists the messages newest first from the server, with the answer of a failed one and a Resend only on it', async () => {
    const { requests } = renderAdmin('/admin/email', { ...signedIn, 'GET /api/admin/mail-messages': page([item(3), failed, item(1, { status: 'bounced', lastSmtpAnswer: '550 No such user' })]) });

    expect(await screen.findByRole('heading', { level: 1, name: 'Email' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Email', current: 'page' })).toHaveAttribute('href', '/admin/email');
    const rows = await rowsOf();
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['reader3@example.com', 'ana@example.com', 'reader1@example.com']);
    expect(rows[0]).toHaveTextContent('Sent');
    expect(rows[0]).not.toHaveTextContent('250 2.0.0');
    expect(within(rows[0]!).queryByRole('button')).toBeNull();
    expect(rows[1]).toHaveTextContent('Failed');
    expect(rows[1]).toHaveTextContent('550 5.7.1 Sender address rejected');
    expect(rows[1]).toHaveTextContent('contact.owner-notice');
    expect(within(rows[1]!).getByRole('button', { name: 'Resend “Your workshop seat” to ana@example.com' })).toBeInTheDocument();
    expect(rows[2]).toHaveTextContent('Bounced');
    expect(rows[2]).toHaveTextContent('550 No such user');
    expect(within(rows[2]!).queryByRole('button')).toBeNull();
    expect(within(rows[0]!).getByText('20 Nov 2026, 12:00 pm')).toHaveAttribute('dateTime', '2026-11-20T12:00:01.000Z');
    expect(requests.map(({ url }) => url)).toContain('/api/admin/mail-messages?page=1&pageSize=20');
  });

  it('filters by status and kind and searches, in the address, asking the server for each', async () => {
    const user = userEvent.setup();
    const { requests } = renderAdmin('/admin/email', {
      ...signedIn,
      'GET /api/admin/mail-messages': page([item(3), failed]),
      'GET /api/admin/mail-messages/kinds': jsonResponse({ kinds: ['contact.owner-notice', 'sequence', 'workshop.confirmation'] }),
    });
    await rowsOf();
    // Every kind the site has sent, not only those on the page read.
    const kindFilter = screen.getByRole('combobox', { name: 'Kind' });
    await waitFor(() => expect(within(kindFilter).getAllByRole('option').map((option) => option.textContent)).toEqual(['All kinds', 'contact.owner-notice', 'sequence', 'workshop.confirmation']));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Failed');
    await waitFor(() => expect(currentPath()).toBe('/admin/email?status=failed'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'contact.owner-notice');
    await waitFor(() => expect(currentPath()).toBe('/admin/email?status=failed&kind=contact.owner-notice'));
    await user.type(screen.getByRole('searchbox', { name: 'Search by address or subject' }), 'ana');

    await waitFor(() => expect(requests.map(({ url }) => url)).toContain('/api/admin/mail-messages?page=1&pageSize=20&status=failed&kind=contact.owner-notice&q=ana'));
    expect(requests.map(({ url }) => url)).toContain('/api/admin/mail-messages?page=1&pageSize=20&status=failed');
  });

  it('asks for the next page by number', async () => {
    const user = userEvent.setup();
    const { requests } = renderAdmin('/admin/email', { ...signedIn, 'GET /api/admin/mail-messages': page(Array.from({ length: 20 }, (_, index) => item(40 - index)), 45) });
    await rowsOf();

    await user.click(screen.getByRole('button', { name: /next/i }));

    await waitFor(() => expect(requests.map(({ url }) => url)).toContain('/api/admin/mail-messages?page=2&pageSize=20'));
  });

  it('resends a failed message, says so, and reads the list again', async () => {
    const user = userEvent.setup();
    const { requests } = renderAdmin('/admin/email', {
      ...signedIn,
      'GET /api/admin/mail-messages': page([failed]),
      'POST /api/admin/mail-messages/2/resend': jsonResponse({ ...failed, status: 'queued' }, 202),
    });
    const [row] = await rowsOf();

    await user.click(within(row!).getByRole('button', { name: /^Resend/ }));

    expect(await screen.findByText('Message queued to send again')).toBeInTheDocument();
    expect(screen.getByText('To ana@example.com: Your workshop seat')).toBeInTheDocument();
    expect(requests.filter(({ method, url }) => method === 'POST' && url === '/api/admin/mail-messages/2/resend')).toHaveLength(1);
    await waitFor(() => expect(requests.filter(({ url }) => url.startsWith('/api/admin/mail-messages?'))).toHaveLength(2));
  });

  it('says why a resend was refused', async () => {
    const user = userEvent.setup();
    renderAdmin('/admin/email', {
      ...signedIn,
      'GET /api/admin/mail-messages': page([failed]),
      'POST /api/admin/mail-messages/2/resend': problemResponse(409, 'Only a failed message can be sent again.'),
    });
    const [row] = await rowsOf();

    await user.click(within(row!).getByRole('button', { name: /^Resend/ }));

    expect(await findToast('Could not resend the message')).toHaveTextContent('Only a failed message can be sent again.');
  });

  it('says when nothing matches the filters (kept in the address)', async () => {
    const { requests } = renderAdmin('/admin/email?status=bounced', { ...signedIn, 'GET /api/admin/mail-messages': page([]) });
    expect(await screen.findByText('No messages match these filters')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('bounced');
    expect(requests.map(({ url }) => url)).toContain('/api/admin/mail-messages?page=1&pageSize=20&status=bounced');
  });

  it('says when nothing was sent yet', async () => {
    renderAdmin('/admin/email', { ...signedIn, 'GET /api/admin/mail-messages': page([]) });
    expect(await screen.findByText('No messages sent yet')).toBeInTheDocument();
  });

  it('opens a message: its facts, its HTML in a frame sandboxed with nothing allowed, its text and headers', async () => {
    const user = userEvent.setup();
    renderAdmin('/admin/email', { ...signedIn, 'GET /api/admin/mail-messages': page([failed]), 'GET /api/admin/mail-messages/2': jsonResponse(detail) });
    await rowsOf();

    await user.click(screen.getByRole('link', { name: 'Your workshop seat' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Your workshop seat' })).toBeInTheDocument();
    expect(currentPath()).toBe('/admin/email/2');
    expect(screen.getByRole('heading', { level: 1, name: 'Email' })).toBeInTheDocument();
    const frame = screen.getByTitle('HTML version of “Your workshop seat”');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame).toHaveAttribute('srcdoc', detail.html);
    expect(screen.getByText(/See you at the workshop\s+Money Together/)).toBeInTheDocument();
    expect(screen.getByText('<mail.abc@example.com>')).toBeInTheDocument();
    expect(screen.getByText('owner@example.org')).toBeInTheDocument();
    expect(screen.getByText('550 5.7.1 Sender address rejected')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend “Your workshop seat” to ana@example.com' })).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'All messages' }));
    expect(currentPath()).toBe('/admin/email');
  });

  it('says so when a message cannot be found', async () => {
    renderAdmin('/admin/email/9', { ...signedIn, 'GET /api/admin/mail-messages/9': problemResponse(404, 'Message 9 was not found.') });
    expect(await screen.findByText(/Failed to load the message\..*Message 9 was not found\./)).toBeInTheDocument();
  });
});
