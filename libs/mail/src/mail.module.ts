import { Injectable, Logger, Module, type DynamicModule, type OnApplicationBootstrap, type OnModuleInit, type Type } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { JobHandlerRegistry, type BackgroundJobs } from '@harmony/platform';
import { MailKinds, MailMessages } from './domain/index.js';
import {
  CountMail,
  ListMailKinds,
  ListMailMessages,
  MAIL_SETTINGS,
  Mailer,
  mailJobKinds,
  MailTemplates,
  QueueBulkMail,
  QueueMail,
  RecipientSuppression,
  RequeueWaitingMail,
  ResendMail,
  SendMailBatch,
  SendQueuedMail,
  ShowMailMessage,
} from './application/index.js';
import { MailMessagesController } from './adapters/http/mail-messages.controller.js';
import { MailMessageSchema } from './adapters/persistence/mail-message.schema.js';
import { TypeOrmMailKinds } from './adapters/persistence/typeorm-mail-kinds.js';
import { TypeOrmMailMessages } from './adapters/persistence/typeorm-mail-messages.js';
import { SmtpMailer } from './adapters/smtp/smtp-mailer.js';
import { OutboxMailer } from './adapters/outbox/outbox-mailer.js';
import { InMemoryRecipientSuppression } from './adapters/suppression/in-memory-recipient-suppression.js';
import { ReactEmailTemplates } from './adapters/templates/react-email-templates.js';
import type { MailBrandOptions } from './adapters/templates/mail-brand.js';
import type { MailConfig, MailTransport } from './mail.config.js';

/** The Mailer of the configured transport. */
export const mailerFor = (transport: MailTransport): Mailer => (transport.mode === 'smtp' ? new SmtpMailer(transport.url) : new OutboxMailer(transport.directory));

/** Registers `mail.send` and `mail.send-batch` with the queue (the processors only delegate), and queues at start what waits. */
@Injectable()
class MailJobHandlers implements OnModuleInit, OnApplicationBootstrap {
  private readonly logger = new Logger('Mail');

  constructor(
    private readonly handlers: JobHandlerRegistry,
    private readonly send: SendQueuedMail,
    private readonly sendBatch: SendMailBatch,
    private readonly requeue: RequeueWaitingMail,
  ) {}

  onModuleInit(): void {
    this.handlers.register('mail.send', ({ messageId }, job) => this.send.execute(messageId, job));
    this.handlers.register('mail.send-batch', ({ bodyId, batch }, job) => this.sendBatch.execute({ bodyId, batch }, job));
  }

  async onApplicationBootstrap(): Promise<void> {
    try {
      const count = await this.requeue.execute();
      if (count > 0) this.logger.log(`Queued ${count} message(s) waiting to be sent`);
    } catch (error) {
      // Redis may be down at start: the messages stay stored, and the next start queues them.
      this.logger.warn(`Could not queue the messages waiting to be sent: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}

export interface MailModuleOptions {
  /**
   * The module that exports the app's RecipientSuppression (the audience context's: a bounced subscriber
   * becomes `bounced`). The composition root hands it in, so mail never imports the context that imports it.
   * Without one, InMemoryRecipientSuppression logs the refused addresses.
   */
  readonly suppression?: DynamicModule | Type;
}

/**
 * The mail context (issue 25): messages recorded once under an idempotency key and sent by the queue's
 * `mail.send` job through the Mailer (SMTP with SMTP_URL, else the outbox). Other contexts queue mail with
 * the exported QueueMail, rendering it with the exported MailTemplates. Every process that consumes jobs
 * imports it (the API in embedded mode, the worker), so the handler is registered wherever `mail.send` runs.
 */
@Module({})
export class MailModule {
  /**
   * `brand` (the site's configuration and PUBLIC_URL) builds the MailTemplates for the processes that write
   * mail (the API), which also serves the owner's Email screen (/api/admin/mail-messages); one that only
   * sends it (the worker) passes none, and has neither.
   */
  static forRoot(config: MailConfig, brand?: MailBrandOptions, { suppression }: MailModuleOptions = {}): DynamicModule {
    return {
      module: MailModule,
      imports: [TypeOrmModule.forFeature([MailMessageSchema]), ...(suppression ? [suppression] : [])],
      controllers: brand ? [MailMessagesController] : [],
      providers: [
        QueueMail,
        QueueBulkMail,
        CountMail,
        ListMailMessages,
        ListMailKinds,
        ShowMailMessage,
        ResendMail,
        SendQueuedMail,
        SendMailBatch,
        RequeueWaitingMail,
        MailJobHandlers,
        { provide: MailMessages, useClass: TypeOrmMailMessages },
        { provide: MailKinds, useClass: TypeOrmMailKinds },
        // The SMTP pool is made at boot (and closed at shutdown): its URL was checked by mailConfig.
        { provide: Mailer, useFactory: () => mailerFor(config.transport) },
        ...(suppression ? [] : [{ provide: RecipientSuppression, useClass: InMemoryRecipientSuppression }]),
        { provide: MAIL_SETTINGS, useValue: config.settings },
        // Built once: it compiles the brand's addresses and styles for every message.
        ...(brand ? [{ provide: MailTemplates, useFactory: () => new ReactEmailTemplates(brand) }] : []),
      ],
      // RecipientSuppression: the provider events (MailEventsModule) report to the same one as the sends. Nest
      // exports only a module's own providers, so a handed-in one is passed on by re-exporting its module.
      exports: [QueueMail, QueueBulkMail, CountMail, ...(brand ? [MailTemplates] : []), suppression ?? RecipientSuppression],
    };
  }
}

/** The context's background work: its handler is registered by MailModule, which every consuming process imports. */
export const mailJobs: BackgroundJobs = { kinds: mailJobKinds };
