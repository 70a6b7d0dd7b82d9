import type { Page, PageRequest } from '@harmony/platform/domain';
import type { NewestFirstList, Received } from './listing.js';
import type { WorkshopRegistration } from './workshop-interest.js';

export type ReceivedWorkshopRegistration = Received<WorkshopRegistration>;

/**
 * Where workshop interest is kept, one registration per submission. The owner's list searches the full
 * name ("Ana Diaz" as well as "Ana" or "Diaz"), the partner's name and the email.
 */
export abstract class WorkshopRegistrations implements NewestFirstList<ReceivedWorkshopRegistration> {
  /** Keeps it; answers the id of its row. */
  abstract add(registration: WorkshopRegistration): Promise<number>;
  abstract page(search: string, page: PageRequest): Promise<Page<ReceivedWorkshopRegistration>>;
  abstract batchAfter(search: string, after: number | null, limit: number): Promise<ReceivedWorkshopRegistration[]>;
  /** Deletes every registration kept under the address (normalised), however it was cased when it came; answers how many. */
  abstract removeByEmail(email: string): Promise<number>;
}
