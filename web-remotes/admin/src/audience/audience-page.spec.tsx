import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { findToast, jsonResponse, listResponse, problemResponse, renderAdmin, restoreFetchAfterEach, signedIn } from '../testing.js';
import type { NewsletterSubscriber, ReceivedContactMessage, WorkshopRegistration } from './audience-api.js';

const subscriber = (id: number, more: Partial<NewsletterSubscriber> = {}): NewsletterSubscriber => ({
  id,
  email: `reader${id}@example.com`,
  tags: ['podcast_engagement_sequence'],
  subscribedAt: '2026-11-20T12:00:00.000Z',
  status: 'active',
  sequenceStep: 1,
  ...more,
});
const registration: WorkshopRegistration = {
  id: 7,
  firstName: 'Ana',
  lastName: 'Diaz',
  email: 'ana@example.com',
  phone: null,
  partnerName: 'Leo',
  questions: 'Budgeting as newlyweds.',
  newsletter: true,
  submittedAt: '2026-11-21T12:00:00.000Z',
};
const message: ReceivedContactMessage = { id: 3, name: 'Sam', email: 'sam@example.com', subject: 'Episode 4', message: 'We loved the snowball method!', submittedAt: '2026-11-22T12:00:00.000Z' };

const lists = {
  ...signedIn,
  'GET /api/admin/newsletter-subscribers': listResponse([subscriber(1), subscriber(2)]),
  'GET /api/admin/workshop-registrations': listResponse([registration]),
  'GET /api/admin/contact-messages': listResponse([message]),
};
const currentPath = () => screen.getByTestId('current-path').textContent ?? '';
const bodyRows = async (table: string) => within(await screen.findByRole('table', { name: table })).getAllByRole('row').slice(1);

describe('the audience lists', () => {
  restoreFetchAfterEach();

  it('opens on the newsletter subscribers, newest first from the server', async () => {
    const { requests } = renderAdmin('/admin/audience', lists);

    expect(await screen.findByRole('heading', { level: 1, name: 'Audience' })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Newsletter Subscribers' })).toHaveAttribute('aria-selected', 'true');
    const rows = await bodyRows('Newsletter subscribers');
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['reader1@example.com', 'reader2@example.com']);
    expect(rows[0]).toHaveTextContent('podcast_engagement_sequence');
    expect(within(rows[0]).getByText('20 Nov 2026, 12:00 pm')).toHaveAttribute('dateTime', '2026-11-20T12:00:00.000Z');
    expect(requests.map(({ url }) => url)).toContain('/api/admin/newsletter-subscribers?limit=20&offset=0');
  });

  it("shows each subscriber's status and how far the welcome sequence got, in words", async () => {
    renderAdmin('/admin/audience', {
      ...lists,
      'GET /api/admin/newsletter-subscribers': listResponse([
        subscriber(1, { status: 'pending', sequenceStep: 0 }),
        subscriber(2, { status: 'active', sequenceStep: 1 }),
        subscriber(3, { status: 'active', sequenceStep: 2 }),
        subscriber(4, { status: 'unsubscribed', sequenceStep: 3 }),
        subscriber(5, { status: 'bounced', sequenceStep: 0 }),
      ]),
    });
    const table = await screen.findByRole('table', { name: 'Newsletter subscribers' });
    const headers = within(table).getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers.slice(0, 3)).toEqual(['Email', 'Status', 'Sequence']);
    const cells = (await bodyRows('Newsletter subscribers')).map((row) => within(row).getAllByRole('cell').slice(0, 2).map((cell) => cell.textContent));
    expect(cells).toEqual([
      ['Pending', 'Not started'],
      ['Active', 'Day 0 sent'],
      ['Active', 'Day 3 sent'],
      ['Unsubscribed', 'Day 7 sent'],
      ['Bounced', 'Not started'],
    ]);
  });

  it('narrows the subscribers to one status with ?status=, kept in the address and in the CSV link, and back to all', async () => {
    const user = userEvent.setup();
    const { requests } = renderAdmin('/admin/audience', {
      ...lists,
      'GET /api/admin/newsletter-subscribers?limit=20&offset=0&status=pending': listResponse([subscriber(9, { status: 'pending', sequenceStep: 0 })]),
    });
    await bodyRows('Newsletter subscribers');
    const select = screen.getByRole('combobox', { name: 'Status' });
    expect(select).toHaveValue('');
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(['All', 'Pending', 'Active', 'Unsubscribed', 'Bounced']);

    await user.selectOptions(select, 'Pending');
    expect(await screen.findByRole('rowheader', { name: 'reader9@example.com' })).toBeInTheDocument();
    expect(requests.map(({ url }) => url)).toContain('/api/admin/newsletter-subscribers?limit=20&offset=0&status=pending');
    expect(currentPath()).toBe('/admin/audience?newsletter-status=pending');
    expect(screen.getByRole('link', { name: /Export CSV/ })).toHaveAttribute('href', '/api/admin/newsletter-subscribers?format=csv&status=pending');

    await user.selectOptions(select, 'All');
    expect(await screen.findByRole('rowheader', { name: 'reader1@example.com' })).toBeInTheDocument();
    expect(currentPath()).toBe('/admin/audience');
  });

  it('opens on the status the address names, searched together with the words, starting again at the first page', async () => {
    const user = userEvent.setup();
    const { requests } = renderAdmin('/admin/audience?newsletter-status=bounced&newsletter-offset=20&newsletter-q=ann', {
      ...lists,
      'GET /api/admin/newsletter-subscribers?limit=20&offset=20&q=ann&status=bounced': listResponse([], 21),
      'GET /api/admin/newsletter-subscribers?limit=20&offset=0&q=ann&status=bounced': listResponse([subscriber(4, { status: 'bounced' })], 1),
      'GET /api/admin/newsletter-subscribers?limit=20&offset=0&q=ann&status=unsubscribed': listResponse([], 0),
    });
    expect(await screen.findByRole('rowheader', { name: 'reader4@example.com' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('bounced');
    expect(requests.map(({ url }) => url)).toContain('/api/admin/newsletter-subscribers?limit=20&offset=20&q=ann&status=bounced');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Unsubscribed');
    expect(await screen.findByText('No newsletter subscribers match your search')).toBeInTheDocument();
    expect(currentPath()).toBe('/admin/audience?newsletter-status=unsubscribed&newsletter-q=ann');
  });

  it('ignores a status it does not know in the address, listing every subscriber', async () => {
    const { requests } = renderAdmin('/admin/audience?newsletter-status=everyone', lists);
    await bodyRows('Newsletter subscribers');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('');
    expect(requests.map(({ url }) => url)).toContain('/api/admin/newsletter-subscribers?limit=20&offset=0');
    expect(requests.some(({ url }) => url.includes('status='))).toBe(false);
  });

  it('offers no status filter on the other lists', async () => {
    renderAdmin('/admin/audience?tab=workshop', lists);
    await bodyRows('Workshop registrations');
    expect(screen.queryByRole('combobox', { name: 'Status' })).not.toBeInTheDocument();
  });

  it('moves between the tabs with the arrow keys, Home and End, keeping the tab in the address', async () => {
    const user = userEvent.setup();
    const { requests } = renderAdmin('/admin/audience', lists);
    const tab = (name: string) => screen.getByRole('tab', { name });

    await bodyRows('Newsletter subscribers');
    await user.click(tab('Newsletter Subscribers'));
    expect(tab('Newsletter Subscribers')).toHaveFocus();
    // One tab stop for the whole list: Tab goes on into the panel.
    expect(tab('Workshop Registrations')).toHaveAttribute('tabIndex', '-1');
    await user.tab();
    expect(screen.getByRole('tabpanel', { name: 'Newsletter Subscribers' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(tab('Newsletter Subscribers')).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    expect(tab('Workshop Registrations')).toHaveFocus();
    expect(tab('Workshop Registrations')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Newsletter Subscribers')).toHaveAttribute('aria-selected', 'false');
    expect(currentPath()).toBe('/admin/audience?tab=workshop');
    const [ana] = await bodyRows('Workshop registrations');
    expect(within(ana).getByRole('rowheader')).toHaveTextContent('Ana Diaz');
    expect(ana).toHaveTextContent('Leo');
    expect(ana).toHaveTextContent('Budgeting as newlyweds.');
    expect(within(ana).getByRole('link', { name: 'ana@example.com' })).toHaveAttribute('href', 'mailto:ana@example.com');
    expect(screen.getByRole('tabpanel', { name: 'Workshop Registrations' })).toBeInTheDocument();

    await user.keyboard('{End}');
    expect(tab('Contact Messages')).toHaveFocus();
    expect(await bodyRows('Contact messages')).toHaveLength(1);
    await user.keyboard('{ArrowRight}');
    expect(tab('Newsletter Subscribers')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(tab('Contact Messages')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(tab('Newsletter Subscribers')).toHaveAttribute('aria-selected', 'true');
    expect(currentPath()).toBe('/admin/audience?tab=newsletter');
    expect(requests.map(({ url }) => url)).toEqual(expect.arrayContaining(['/api/admin/workshop-registrations?limit=20&offset=0', '/api/admin/contact-messages?limit=20&offset=0']));
  });

  it('searches with ?q=, and the CSV link exports what the search finds', async () => {
    const user = userEvent.setup();
    const { requests } = renderAdmin('/admin/audience?tab=contact', {
      ...lists,
      'GET /api/admin/contact-messages?limit=20&offset=0&q=snow+ball': listResponse([]),
    });
    await bodyRows('Contact messages');
    const csv = screen.getByRole('link', { name: /Export CSV/ });
    expect(csv).toHaveAttribute('href', '/api/admin/contact-messages?format=csv');
    expect(csv).toHaveAttribute('download');

    await user.type(screen.getByRole('searchbox', { name: 'Search messages' }), 'snow ball');

    expect(await screen.findByText('No contact messages match your search')).toBeInTheDocument();
    expect(requests.map(({ url }) => url)).toContain('/api/admin/contact-messages?limit=20&offset=0&q=snow+ball');
    expect(screen.getByRole('link', { name: /Export CSV/ })).toHaveAttribute('href', '/api/admin/contact-messages?format=csv&q=snow+ball');
    expect(currentPath()).toBe('/admin/audience?tab=contact&contact-q=snow+ball');
  });

  it('pages with Previous and Next, each list keeping its own offset', async () => {
    const user = userEvent.setup();
    const { requests } = renderAdmin('/admin/audience', {
      ...lists,
      'GET /api/admin/newsletter-subscribers?limit=20&offset=0': listResponse([subscriber(1)], 45),
      'GET /api/admin/newsletter-subscribers?limit=20&offset=20': listResponse([subscriber(21)], 45),
    });
    const pages = async () => screen.findByRole('navigation', { name: 'Newsletter subscribers pages' });

    expect(await pages()).toHaveTextContent('Showing 1–20 of 45');
    await user.click(within(await pages()).getByRole('button', { name: 'Next' }));

    expect(await screen.findByRole('rowheader', { name: 'reader21@example.com' })).toBeInTheDocument();
    expect(await pages()).toHaveTextContent('Showing 21–40 of 45');
    expect(requests.map(({ url }) => url)).toContain('/api/admin/newsletter-subscribers?limit=20&offset=20');
    expect(currentPath()).toBe('/admin/audience?newsletter-offset=20');

    await user.click(screen.getByRole('tab', { name: 'Workshop Registrations' }));
    await bodyRows('Workshop registrations');
    expect(requests.map(({ url }) => url)).toContain('/api/admin/workshop-registrations?limit=20&offset=0');
  });

  it('says when a list cannot be loaded', async () => {
    renderAdmin('/admin/audience?tab=workshop', {
      ...lists,
      'GET /api/admin/workshop-registrations': problemResponse(500, 'Database unavailable'),
    });

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load the workshop registrations. 500: Database unavailable');
  });

  it('says "No newsletter subscribers yet" when there are none', async () => {
    renderAdmin('/admin/audience', { ...lists, 'GET /api/admin/newsletter-subscribers': listResponse([]) });

    expect(await screen.findByText('No newsletter subscribers yet')).toBeInTheDocument();
  });

  describe('removing a person (the Privacy Policy\'s removal on request)', () => {
    const removal = 'DELETE /api/admin/audience/people?email=ana%40example.com';
    const deletes = (requests: readonly { method: string }[]) => requests.filter(({ method }) => method === 'DELETE');

    it('removes everything under the address only after the owner confirms, says what went, and reloads the lists', async () => {
      const user = userEvent.setup();
      const { requests } = renderAdmin('/admin/audience?tab=workshop', {
        ...lists,
        [removal]: jsonResponse({ email: 'ana@example.com', newsletterSubscriptions: 1, workshopRegistrations: 2, contactMessages: 0 }),
      });
      const [ana] = await bodyRows('Workshop registrations');
      const remove = within(ana!).getByRole('button', { name: 'Remove everything for ana@example.com' });

      await user.click(remove);
      const dialog = await screen.findByRole('dialog', { name: 'Remove everything for this email address?' });
      expect(dialog).toHaveTextContent('Everything kept under ana@example.com will be deleted for good: the newsletter subscription, workshop registrations and contact messages.');
      expect(dialog).toHaveTextContent('This cannot be undone.');
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(deletes(requests)).toHaveLength(0);
      expect(remove).toHaveFocus();

      // Escape cancels too.
      await user.click(remove);
      await screen.findByRole('dialog');
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(deletes(requests)).toHaveLength(0);

      const listReads = requests.filter(({ url }) => url.startsWith('/api/admin/workshop-registrations')).length;
      await user.click(remove);
      await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove everything' }));

      expect(await screen.findByText('Email address removed')).toBeInTheDocument();
      expect(screen.getByText('Deleted 1 newsletter subscription and 2 workshop registrations for ana@example.com.')).toBeInTheDocument();
      expect(deletes(requests)).toEqual([{ method: 'DELETE', url: '/api/admin/audience/people?email=ana%40example.com', body: undefined }]);
      await waitFor(() => expect(requests.filter(({ url }) => url.startsWith('/api/admin/workshop-registrations')).length).toBeGreaterThan(listReads));
    });

    it("says why when the removal fails, in the server's words", async () => {
      const user = userEvent.setup();
      renderAdmin('/admin/audience?tab=workshop', {
        ...lists,
        [removal]: problemResponse(404, 'Nothing is kept under ana@example.com: no newsletter subscription, workshop registration or contact message.'),
      });
      const [ana] = await bodyRows('Workshop registrations');

      await user.click(within(ana!).getByRole('button', { name: /^Remove/ }));
      await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove everything' }));

      expect(await findToast('Could not remove the email address')).toHaveTextContent(
        '404: Nothing is kept under ana@example.com: no newsletter subscription, workshop registration or contact message.',
      );
    });

    it('offers Remove on every list, named by the row\'s address', async () => {
      const user = userEvent.setup();
      renderAdmin('/admin/audience', lists);
      const rows = await bodyRows('Newsletter subscribers');
      expect(within(rows[1]!).getByRole('button', { name: 'Remove everything for reader2@example.com' })).toBeInTheDocument();
      await user.click(screen.getByRole('tab', { name: 'Contact Messages' }));
      const [sam] = await bodyRows('Contact messages');
      expect(within(sam!).getByRole('button', { name: 'Remove everything for sam@example.com' })).toBeInTheDocument();
    });

    it('removes an address typed in "Remove an email address", after confirming, and empties the field', async () => {
      const user = userEvent.setup();
      const { requests } = renderAdmin('/admin/audience', {
        ...lists,
        'DELETE /api/admin/audience/people?email=robin%40example.com': jsonResponse({ email: 'robin@example.com', newsletterSubscriptions: 0, workshopRegistrations: 0, contactMessages: 3 }),
      });
      const section = await screen.findByRole('region', { name: 'Remove an email address' });
      const field = within(section).getByRole('textbox', { name: 'Email address to remove' });

      // Nothing typed: said under the field, and no dialog.
      await user.click(within(section).getByRole('button', { name: 'Remove' }));
      expect(within(section).getByText('Email is required')).toBeInTheDocument();
      expect(field).toHaveAccessibleDescription('Email is required');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

      await user.type(field, ' robin@example.com {Enter}');
      const dialog = await screen.findByRole('dialog', { name: 'Remove everything for this email address?' });
      expect(dialog).toHaveTextContent('Everything kept under robin@example.com will be deleted for good');
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(deletes(requests)).toHaveLength(0);

      await user.click(within(section).getByRole('button', { name: 'Remove' }));
      await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove everything' }));
      expect(await screen.findByText('Deleted 3 contact messages for robin@example.com.')).toBeInTheDocument();
      expect(deletes(requests)).toEqual([{ method: 'DELETE', url: '/api/admin/audience/people?email=robin%40example.com', body: undefined }]);
      expect(field).toHaveValue('');
    });

    it("shows the server's message under the field when the address is no address", async () => {
      const user = userEvent.setup();
      renderAdmin('/admin/audience', {
        ...lists,
        'DELETE /api/admin/audience/people?email=robin%40': problemResponse(400, 'Please enter a valid email address.', [{ field: 'email', message: 'Please enter a valid email address' }], 'invalid-email-address'),
      });
      const section = await screen.findByRole('region', { name: 'Remove an email address' });
      const field = within(section).getByRole('textbox', { name: 'Email address to remove' });

      await user.type(field, 'robin@');
      await user.click(within(section).getByRole('button', { name: 'Remove' }));
      await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove everything' }));

      expect(await findToast('Could not remove the email address')).toBeInTheDocument();
      expect(await within(section).findByText('Please enter a valid email address')).toBeInTheDocument();
      expect(field).toHaveValue('robin@');
    });
  });
});
