import { Logger } from '@nestjs/common';
import type { ContactMessage, WorkshopRegistration } from '../domain/index.js';

/** A submission as stored: what was sent and the id its row got (each mail's idempotency key names it). */
export type Stored<Submission> = Submission & { readonly id: number };

/** Where a new workshop registration or contact message is announced (OWNER_EMAIL), or null: nobody is. */
export const OWNER_EMAIL = Symbol('OWNER_EMAIL');

/**
 * The mail the public forms send (issue 25 item 7). Each message is queued once per stored row: asking
 * again for the same row sends nothing more, so a retried submission step never mails twice.
 */
export abstract class AudienceMail {
  /** To the registrant: we will write when workshop registration opens, with their details. */
  abstract confirmWorkshopRegistration(registration: Stored<WorkshopRegistration>): Promise<void>;
  /** To the owner: a new workshop registration. */
  abstract notifyOwnerOfWorkshopRegistration(ownerEmail: string, registration: Stored<WorkshopRegistration>): Promise<void>;
  /** To the owner, answerable by replying to the sender: a new contact message. */
  abstract notifyOwnerOfContactMessage(ownerEmail: string, message: Stored<ContactMessage>): Promise<void>;
}

const logger = new Logger('AudienceMail');

/**
 * Queues one mail after its submission is stored. A failure to queue it (the database or Redis down) is
 * logged and never fails the submission: the visitor's registration or message is kept either way.
 */
export async function queueWithoutFailing(what: string, queue: () => Promise<void>): Promise<void> {
  try {
    await queue();
  } catch (error) {
    logger.error(`Could not queue ${what}: ${error instanceof Error ? error.message : String(error)}`);
  }
}
