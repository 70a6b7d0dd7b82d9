import { AudienceMail, type Stored } from '../application/index.js';
import type { ContactMessage, WorkshopRegistration } from '../domain/index.js';

/** One mail the forms asked for: which, to whom, about which stored row. */
export type AskedMail =
  | { readonly kind: 'workshop-confirmation'; readonly to: string; readonly about: Stored<WorkshopRegistration> }
  | { readonly kind: 'workshop-owner-notice'; readonly to: string; readonly about: Stored<WorkshopRegistration> }
  | { readonly kind: 'contact-owner-notice'; readonly to: string; readonly about: Stored<ContactMessage> };

/** AudienceMail for use-case tests: keeps what it was asked to send; `failWith` makes every request fail (queueing down). */
export class InMemoryAudienceMail extends AudienceMail {
  readonly asked: AskedMail[] = [];
  private failure: Error | null = null;

  failWith(error: Error): void {
    this.failure = error;
  }

  async confirmWorkshopRegistration(registration: Stored<WorkshopRegistration>): Promise<void> {
    this.ask({ kind: 'workshop-confirmation', to: registration.email, about: registration });
  }

  async notifyOwnerOfWorkshopRegistration(ownerEmail: string, registration: Stored<WorkshopRegistration>): Promise<void> {
    this.ask({ kind: 'workshop-owner-notice', to: ownerEmail, about: registration });
  }

  async notifyOwnerOfContactMessage(ownerEmail: string, message: Stored<ContactMessage>): Promise<void> {
    this.ask({ kind: 'contact-owner-notice', to: ownerEmail, about: message });
  }

  private ask(mail: AskedMail): void {
    if (this.failure) throw this.failure;
    this.asked.push(mail);
  }
}
