import { focusRing } from '@harmony/ui';
import { formatDayAndTime, StatusBadge, Tabs, useTabParam, type BadgeTone, type DataColumn } from '../common/index.js';
import {
  useGetContactMessagesQuery,
  useGetNewsletterSubscribersQuery,
  useGetWorkshopRegistrationsQuery,
  subscriberStatuses,
  type NewsletterSubscriber,
  type ReceivedContactMessage,
  type SequenceStep,
  type SubscriberStatus,
  type WorkshopRegistration,
} from './audience-api.js';
import { RemoveEmailAddressForm } from './email-removal.js';
import { AudienceListView, type AudienceItem, type AudienceListViewProps, type StatusOptions } from './audience-list.js';

const emailLink = (email: string) => (
  <a href={`mailto:${email}`} className={`rounded break-all text-emerald-800 underline dark:text-emerald-300 ${focusRing}`}>
    {email}
  </a>
);
const none = (
  <>
    <span aria-hidden="true" className="text-slate-600 dark:text-slate-300">
      —
    </span>
    <span className="sr-only">None</span>
  </>
);
const when = (iso: string) => <time dateTime={iso}>{formatDayAndTime(iso)}</time>;
const longText = 'min-w-64 max-w-md whitespace-pre-line';

const statusNames: Readonly<Record<SubscriberStatus, { label: string; tone: BadgeTone }>> = {
  pending: { label: 'Pending', tone: 'amber' },
  active: { label: 'Active', tone: 'green' },
  unsubscribed: { label: 'Unsubscribed', tone: 'slate' },
  bounced: { label: 'Bounced', tone: 'red' },
};
const subscriberStatusOptions: StatusOptions<SubscriberStatus> = subscriberStatuses.map((value) => ({ value, label: statusNames[value].label }));
/** The welcome sequence's last mail sent (CONTRACT-25: 0 none, then Day 0, Day 3, Day 7). */
const sequenceSteps: Readonly<Record<SequenceStep, string>> = { 0: 'Not started', 1: 'Day 0 sent', 2: 'Day 3 sent', 3: 'Day 7 sent' };

const subscriberColumns: readonly DataColumn<NewsletterSubscriber>[] = [
  { header: 'Email', rowHeader: true, className: 'break-all font-medium', cell: ({ email }) => email },
  { header: 'Status', cell: ({ status }) => <StatusBadge tone={statusNames[status].tone}>{statusNames[status].label}</StatusBadge> },
  { header: 'Sequence', className: 'whitespace-nowrap', cell: ({ sequenceStep }) => sequenceSteps[sequenceStep] },
  { header: 'Tags', cell: ({ tags }) => (tags.length ? tags.join(', ') : none) },
  { header: 'Subscribed', className: 'whitespace-nowrap', cell: ({ subscribedAt }) => when(subscribedAt) },
];

const registrationColumns: readonly DataColumn<WorkshopRegistration>[] = [
  { header: 'Name', rowHeader: true, className: 'min-w-40', cell: ({ firstName, lastName }) => `${firstName} ${lastName}` },
  { header: 'Email', cell: ({ email }) => emailLink(email) },
  { header: 'Phone', className: 'whitespace-nowrap', cell: ({ phone }) => phone || none },
  { header: 'Partner', cell: ({ partnerName }) => partnerName || none },
  { header: 'Questions', className: longText, cell: ({ questions }) => questions || none },
  { header: 'Newsletter', cell: ({ newsletter }) => (newsletter ? 'Yes' : 'No') },
  { header: 'Submitted', className: 'whitespace-nowrap', cell: ({ submittedAt }) => when(submittedAt) },
];

const messageColumns: readonly DataColumn<ReceivedContactMessage>[] = [
  { header: 'Name', rowHeader: true, className: 'min-w-32', cell: ({ name }) => name },
  { header: 'Email', cell: ({ email }) => emailLink(email) },
  { header: 'Subject', className: 'min-w-48', cell: ({ subject }) => subject },
  { header: 'Message', className: longText, cell: ({ message }) => message },
  { header: 'Received', className: 'whitespace-nowrap', cell: ({ submittedAt }) => when(submittedAt) },
];

/** A tab's list: the list view with this list's endpoint, columns and words; its own keys in the address. */
const listOf = <T extends AudienceItem, S extends string = string>(view: Omit<AudienceListViewProps<T, S>, 'prefix'>) =>
  function List({ prefix }: { prefix: string }) {
    return <AudienceListView {...view} prefix={prefix} />;
  };

const tabs = [
  {
    id: 'newsletter',
    label: 'Newsletter Subscribers',
    List: listOf({
      list: 'newsletter-subscribers',
      title: 'Newsletter subscribers',
      searchLabel: 'Search subscribers by email',
      columns: subscriberColumns,
      statuses: subscriberStatusOptions,
      useList: useGetNewsletterSubscribersQuery,
    }),
  },
  {
    id: 'workshop',
    label: 'Workshop Registrations',
    List: listOf({ list: 'workshop-registrations', title: 'Workshop registrations', searchLabel: 'Search registrations by name or email', columns: registrationColumns, useList: useGetWorkshopRegistrationsQuery }),
  },
  {
    id: 'contact',
    label: 'Contact Messages',
    List: listOf({ list: 'contact-messages', title: 'Contact messages', searchLabel: 'Search messages', columns: messageColumns, useList: useGetContactMessagesQuery }),
  },
] as const;

/**
 * /admin/audience: the newsletter subscribers, workshop registrations and contact messages, a tab each.
 * The tab is in the address (?tab=), and each list keeps its own page and search there too. Below them,
 * removal of an address on request (each row has its own Remove as well).
 */
export function AudiencePage() {
  const [selected, select] = useTabParam('tab', tabs);
  const { List } = tabs.find(({ id }) => id === selected) ?? tabs[0];

  return (
    <div className="space-y-8">
      <Tabs label="Audience lists" tabs={tabs} selected={selected} onSelect={select}>
        {/* Keyed by the tab: each list is its own, with its own search field. */}
        <List key={selected} prefix={`${selected}-`} />
      </Tabs>
      <RemoveEmailAddressForm />
    </div>
  );
}
