import { EntitySchema } from 'typeorm';

export interface ContactMessageRow {
  id: number;
  name: string;
  email: string;
  subject: string;
  message: string;
  submittedAt: Date;
}

export const ContactMessageSchema = new EntitySchema<ContactMessageRow>({
  name: 'ContactMessage',
  tableName: 'contact_messages',
  columns: {
    id: { type: 'int', primary: true, generated: 'increment' },
    name: { type: 'text' },
    email: { type: 'text' },
    subject: { type: 'text' },
    message: { type: 'text' },
    submittedAt: { type: 'timestamptz', name: 'submitted_at', createDate: true },
  },
});
