import { EntitySchema } from 'typeorm';
import type { MailStatus } from '../../domain/index.js';

/** The row as stored (table `mail_messages`); the domain's MailMessage stays free of ORM decorators. */
export interface MailMessageRow {
  id: number;
  idempotencyKey: string;
  kind: string;
  to: string;
  from: string;
  subject: string;
  /** Null for a message of a shared body (`bodyId`): its copy is that body with `personal` written in. */
  html: string | null;
  text: string | null;
  headers: Record<string, string>;
  messageId: string;
  status: MailStatus;
  attempts: number;
  lastSmtpAnswer: string | null;
  createdAt: Date;
  updatedAt: Date;
  sentAt: Date | null;
  sendRound: number;
  bodyId: number | null;
  personal: string | null;
  sendBatch: number | null;
}

export const MailMessageSchema = new EntitySchema<MailMessageRow>({
  name: 'MailMessage',
  tableName: 'mail_messages',
  columns: {
    id: { type: 'int', primary: true, generated: 'increment' },
    idempotencyKey: { type: 'text', name: 'idempotency_key', unique: true },
    kind: { type: 'text' },
    to: { type: 'text', name: 'to_address' },
    from: { type: 'text', name: 'from_address' },
    subject: { type: 'text' },
    html: { type: 'text', nullable: true },
    text: { type: 'text', nullable: true },
    headers: { type: 'jsonb', default: () => `'{}'::jsonb` },
    messageId: { type: 'text', name: 'message_id', unique: true },
    status: { type: 'text', default: 'queued' },
    attempts: { type: 'int', default: 0 },
    lastSmtpAnswer: { type: 'text', name: 'last_smtp_answer', nullable: true },
    createdAt: { type: 'timestamptz', name: 'created_at', default: () => 'now()' },
    updatedAt: { type: 'timestamptz', name: 'updated_at', default: () => 'now()' },
    sentAt: { type: 'timestamptz', name: 'sent_at', nullable: true },
    sendRound: { type: 'int', name: 'send_round', default: 0 },
    bodyId: { type: 'int', name: 'body_id', nullable: true },
    personal: { type: 'text', nullable: true },
    sendBatch: { type: 'int', name: 'send_batch', nullable: true },
  },
});
