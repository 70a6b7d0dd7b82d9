import { Inject, Module, RequestMethod, type DynamicModule, type MiddlewareConsumer, type NestModule, type Type } from '@nestjs/common';
import { RateLimitStores } from '@harmony/platform';
import { SuppressReportedRecipients } from './application/index.js';
import { MailEventIntake, MAIL_EVENTS_CONFIG, SNS_ENDPOINTS } from './adapters/events/mail-event-intake.js';
import { AMAZON_SNS_ENDPOINTS, type SnsEndpoints } from './adapters/events/sns-endpoints.js';
import { MAIL_EVENTS_ROUTE, MailEventsController } from './adapters/http/mail-events.controller.js';
import { mailEventsRateLimit } from './adapters/http/mail-events-rate-limit.js';
import type { MailEventsConfig } from './mail.config.js';

export interface MailEventsContexts {
  /** The app's MailModule: exports the RecipientSuppression the events report to. */
  readonly mail: DynamicModule | Type;
  /**
   * Where SNS certificates and subscription links may be fetched: AMAZON_SNS_ENDPOINTS unless a test names
   * its local server. No variable sets it, so production cannot widen it by accident.
   */
  readonly snsEndpoints?: SnsEndpoints;
}

/**
 * `POST /api/mail/events` (issue 25 item 5): providers' bounce and complaint webhooks, verified, suppress
 * addresses. The API imports it; the worker, which takes no HTTP, does not.
 */
@Module({})
export class MailEventsModule implements NestModule {
  constructor(
    @Inject(MAIL_EVENTS_CONFIG) private readonly config: MailEventsConfig,
    private readonly rateLimitStores: RateLimitStores,
  ) {}

  static forRoot(config: MailEventsConfig, contexts: MailEventsContexts): DynamicModule {
    return {
      module: MailEventsModule,
      imports: [contexts.mail],
      controllers: [MailEventsController],
      providers: [
        SuppressReportedRecipients,
        MailEventIntake,
        { provide: MAIL_EVENTS_CONFIG, useValue: config },
        { provide: SNS_ENDPOINTS, useValue: contexts.snsEndpoints ?? AMAZON_SNS_ENDPOINTS },
      ],
    };
  }

  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(mailEventsRateLimit(this.config.refusalRateLimit, this.rateLimitStores)).forRoutes({ path: MAIL_EVENTS_ROUTE, method: RequestMethod.POST });
  }
}
