import { api, type ApiSchemas } from '@harmony/web-api';
import { listQuery, toListPage, type ListArgs, type ListPage } from '../common/index.js';

/** GET /api/admin/newsletter-subscribers */
export type NewsletterSubscriber = ApiSchemas['schemas']['NewsletterSubscriberResponse'];
/** Where a subscriber stands (issue 25's double opt-in): only `active` ones get the sequence and the newsletters. */
export type SubscriberStatus = NewsletterSubscriber['status'];
/** How far the welcome sequence got: 0 none sent, 1 Day 0 sent, 2 Day 3 sent, 3 Day 7 sent. */
export type SequenceStep = NewsletterSubscriber['sequenceStep'];

/** Every status, in the order the screen's filter lists them; `satisfies` keeps it in step with the API's enum. */
export const subscriberStatuses = ['pending', 'active', 'unsubscribed', 'bounced'] as const satisfies readonly SubscriberStatus[];

/** The subscribers' list narrows to one status with `?status=`; every status when absent. */
export interface SubscriberListArgs extends ListArgs {
  status?: SubscriberStatus;
}

/** GET /api/admin/workshop-registrations */
export type WorkshopRegistration = ApiSchemas['schemas']['WorkshopRegistrationResponse'];

/** GET /api/admin/contact-messages */
export type ReceivedContactMessage = ApiSchemas['schemas']['ContactMessageResponse'];

/** DELETE /api/admin/audience/people: what removing an address deleted. */
export type RemovedRecords = ApiSchemas['schemas']['RemovedRecordsResponse'];

/** The owner's three audience lists, as their paths under /api/admin name them. */
export type AudienceList = 'newsletter-subscribers' | 'workshop-registrations' | 'contact-messages';

/**
 * The whole list the search finds, as the server's CSV download. A plain same-origin link, so the
 * session cookie goes along and the browser saves the file itself.
 */
export function csvExportHref(list: AudienceList, q: string, filters: Readonly<Record<string, string>> = {}): string {
  const params = new URLSearchParams({ format: 'csv' });
  if (q.trim()) params.set('q', q.trim());
  for (const [name, value] of Object.entries(filters)) if (value) params.set(name, value);
  return `/api/admin/${list}?${params.toString()}`;
}

// The public forms invalidate these tags, so a list read in the same page never misses a new entry.
export const audienceAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    getNewsletterSubscribers: build.query<ListPage<NewsletterSubscriber>, SubscriberListArgs>({
      query: ({ status, ...list }) => `/admin/newsletter-subscribers?${listQuery(list)}${status ? `&${new URLSearchParams({ status }).toString()}` : ''}`,
      transformResponse: toListPage<NewsletterSubscriber>,
      providesTags: ['Newsletter'],
    }),
    getWorkshopRegistrations: build.query<ListPage<WorkshopRegistration>, ListArgs>({
      query: (args) => `/admin/workshop-registrations?${listQuery(args)}`,
      transformResponse: toListPage<WorkshopRegistration>,
      providesTags: ['Workshop'],
    }),
    getContactMessages: build.query<ListPage<ReceivedContactMessage>, ListArgs>({
      query: (args) => `/admin/contact-messages?${listQuery(args)}`,
      transformResponse: toListPage<ReceivedContactMessage>,
      providesTags: ['ContactMessage'],
    }),
    /** Everything the three lists keep under the address, for good (a person asked to be removed). */
    removeEmailAddress: build.mutation<RemovedRecords, string>({
      query: (email) => ({ url: `/admin/audience/people?${new URLSearchParams({ email }).toString()}`, method: 'DELETE' }),
      // Even when it fails: a 404 means another tab removed the address, so every list and count is stale.
      invalidatesTags: () => ['Newsletter', 'Workshop', 'ContactMessage', 'Analytics'],
    }),
  }),
});

export const { useGetNewsletterSubscribersQuery, useGetWorkshopRegistrationsQuery, useGetContactMessagesQuery, useRemoveEmailAddressMutation } = audienceAdminApi;
