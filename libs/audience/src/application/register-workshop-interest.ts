import { Inject, Injectable } from '@nestjs/common';
import { registerWorkshopInterest, WorkshopRegistrations, type WorkshopInterestForm } from '../domain/index.js';
import { AudienceMail, OWNER_EMAIL, queueWithoutFailing } from './audience-mail.js';

/** Keeps a workshop registration, then confirms it to the registrant and (with OWNER_EMAIL) tells the owner. */
@Injectable()
export class RegisterWorkshopInterest {
  constructor(
    private readonly registrations: WorkshopRegistrations,
    private readonly mail: AudienceMail,
    @Inject(OWNER_EMAIL) private readonly ownerEmail: string | null,
  ) {}

  async execute(form: WorkshopInterestForm): Promise<void> {
    const registration = registerWorkshopInterest(form);
    const stored = { ...registration, id: await this.registrations.add(registration) };
    await queueWithoutFailing(`the confirmation of workshop registration ${stored.id}`, () => this.mail.confirmWorkshopRegistration(stored));
    const { ownerEmail } = this;
    if (ownerEmail) await queueWithoutFailing(`the owner's notice of workshop registration ${stored.id}`, () => this.mail.notifyOwnerOfWorkshopRegistration(ownerEmail, stored));
  }
}
