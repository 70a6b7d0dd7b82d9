import { EntitySchema } from 'typeorm';

export interface WorkshopRegistrationRow {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  partnerName: string | null;
  questions: string | null;
  newsletter: boolean;
  submittedAt: Date;
}

export const WorkshopRegistrationSchema = new EntitySchema<WorkshopRegistrationRow>({
  name: 'WorkshopRegistration',
  tableName: 'workshop_registrations',
  columns: {
    id: { type: 'int', primary: true, generated: 'increment' },
    firstName: { type: 'text', name: 'first_name' },
    lastName: { type: 'text', name: 'last_name' },
    email: { type: 'text' },
    phone: { type: 'text', nullable: true },
    partnerName: { type: 'text', name: 'partner_name', nullable: true },
    questions: { type: 'text', nullable: true },
    newsletter: { type: 'boolean', default: false },
    submittedAt: { type: 'timestamptz', name: 'submitted_at', createDate: true },
  },
});
