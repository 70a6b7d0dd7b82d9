import { Injectable } from '@nestjs/common';
import { ContactMessages, NewsletterSubscriptions, WorkshopRegistrations } from '../domain/index.js';
import type { NewestFirstList, NewsletterSubscription, ReceivedContactMessage, ReceivedWorkshopRegistration, SubscriberStatus } from '../domain/index.js';

/** The owner's lists of the audience, by the name the back office knows them by. */
export const AUDIENCE_LISTS = ['newsletter-subscribers', 'workshop-registrations', 'contact-messages'] as const;
export type AudienceList = (typeof AUDIENCE_LISTS)[number];

/** What each list holds. */
export interface AudienceListItems {
  readonly 'newsletter-subscribers': NewsletterSubscription;
  readonly 'workshop-registrations': ReceivedWorkshopRegistration;
  readonly 'contact-messages': ReceivedContactMessage;
}

/** What narrows a list besides its search: the subscribers' status. */
export interface AudienceListFilter {
  readonly status?: SubscriberStatus;
}

/** The one place that knows which port keeps which list; the list and export use cases read through it. */
@Injectable()
export class AudienceLists {
  private readonly lists: { readonly [List in AudienceList]: (filter: AudienceListFilter) => NewestFirstList<AudienceListItems[List]> };

  constructor(subscriptions: NewsletterSubscriptions, registrations: WorkshopRegistrations, messages: ContactMessages) {
    this.lists = {
      'newsletter-subscribers': ({ status }) => subscriptions.withStatus(status ?? null),
      'workshop-registrations': () => registrations,
      'contact-messages': () => messages,
    };
  }

  /** The list, narrowed by `filter` where it applies (a status: the subscribers only). */
  of<List extends AudienceList>(list: List, filter: AudienceListFilter = {}): NewestFirstList<AudienceListItems[List]> {
    return this.lists[list](filter);
  }
}
