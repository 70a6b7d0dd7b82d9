import { EntitySchema } from 'typeorm';
import type { SequenceStep, SubscriberStatus } from '../../domain/index.js';
import { NewsletterSchema } from './newsletter.schema.js';

export interface NewsletterSubscriptionRow {
  id: number;
  email: string;
  tags: string[];
  subscribedAt: Date;
  status: SubscriberStatus;
  sequenceStep: SequenceStep;
  confirmationNonce: string | null;
  confirmationSentAt: Date | null;
  confirmedAt: Date | null;
  unsubscribedAt: Date | null;
  /** Since when the welcome sequence waits to be scheduled (the queue was away at the confirmation); null when it is not owed. */
  sequenceOwedSince: Date | null;
}

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

export interface ContactMessageRow {
  id: number;
  name: string;
  email: string;
  subject: string;
  message: string;
  submittedAt: Date;
}

const id = { type: 'int', primary: true, generated: 'increment' } as const;
const submittedAt = { type: 'timestamptz', name: 'submitted_at', createDate: true } as const;

export const NewsletterSubscriptionSchema = new EntitySchema<NewsletterSubscriptionRow>({
  name: 'NewsletterSubscription',
  tableName: 'newsletter_subscriptions',
  columns: {
    id,
    email: { type: 'text', unique: true },
    tags: { type: 'text', array: true, default: () => "'{}'" },
    subscribedAt: { type: 'timestamptz', name: 'subscribed_at', createDate: true },
    status: { type: 'text', default: 'pending' },
    sequenceStep: { type: 'smallint', name: 'sequence_step', default: 0 },
    confirmationNonce: { type: 'text', name: 'confirmation_nonce', nullable: true },
    confirmationSentAt: { type: 'timestamptz', name: 'confirmation_sent_at', nullable: true },
    confirmedAt: { type: 'timestamptz', name: 'confirmed_at', nullable: true },
    unsubscribedAt: { type: 'timestamptz', name: 'unsubscribed_at', nullable: true },
    sequenceOwedSince: { type: 'timestamptz', name: 'sequence_owed_since', nullable: true },
  },
});

export const WorkshopRegistrationSchema = new EntitySchema<WorkshopRegistrationRow>({
  name: 'WorkshopRegistration',
  tableName: 'workshop_registrations',
  columns: {
    id,
    firstName: { type: 'text', name: 'first_name' },
    lastName: { type: 'text', name: 'last_name' },
    email: { type: 'text' },
    phone: { type: 'text', nullable: true },
    partnerName: { type: 'text', name: 'partner_name', nullable: true },
    questions: { type: 'text', nullable: true },
    newsletter: { type: 'boolean', default: false },
    submittedAt,
  },
});

export const ContactMessageSchema = new EntitySchema<ContactMessageRow>({
  name: 'ContactMessage',
  tableName: 'contact_messages',
  columns: { id, name: { type: 'text' }, email: { type: 'text' }, subject: { type: 'text' }, message: { type: 'text' }, submittedAt },
});

export const audienceSchemas = [NewsletterSubscriptionSchema, WorkshopRegistrationSchema, ContactMessageSchema, NewsletterSchema];
