import { Injectable } from '@nestjs/common';
import { registerWorkshopInterest, WorkshopRegistrations, type WorkshopInterestForm } from '../domain/index.js';

@Injectable()
export class RegisterWorkshopInterest {
  constructor(private readonly registrations: WorkshopRegistrations) {}

  async execute(form: WorkshopInterestForm): Promise<void> {
    await this.registrations.add(registerWorkshopInterest(form));
  }
}
