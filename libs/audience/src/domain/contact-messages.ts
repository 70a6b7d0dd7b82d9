import type { Page, PageRequest } from '@harmony/platform/domain';
import type { ContactMessage } from './contact-message.js';
import type { NewestFirstList, Received } from './listing.js';

export type ReceivedContactMessage = Received<ContactMessage>;

/** Where messages to the hosts are kept. The owner's list searches name, email, subject and message. */
export abstract class ContactMessages implements NewestFirstList<ReceivedContactMessage> {
  /** Keeps it; answers the id of its row. */
  abstract add(message: ContactMessage): Promise<number>;
  abstract page(search: string, page: PageRequest): Promise<Page<ReceivedContactMessage>>;
  abstract batchAfter(search: string, after: number | null, limit: number): Promise<ReceivedContactMessage[]>;
  /** Deletes every message kept under the address (normalised), however it was cased when it came; answers how many. */
  abstract removeByEmail(email: string): Promise<number>;
}
