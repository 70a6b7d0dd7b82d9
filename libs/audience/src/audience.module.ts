import { Inject, Module, RequestMethod, type DynamicModule, type MiddlewareConsumer, type NestModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ContactMessages, NewsletterSubscriptions, WorkshopRegistrations } from './domain/index.js';
import { RegisterWorkshopInterest, SendContactMessage, SubscribeToNewsletter } from './application/index.js';
import { ContactController } from './adapters/http/contact.controller.js';
import { NewsletterController } from './adapters/http/newsletter.controller.js';
import { WorkshopInterestController } from './adapters/http/workshop-interest.controller.js';
import { formRateLimit } from './adapters/http/form-rate-limit.js';
import { audienceSchemas } from './adapters/persistence/audience.schemas.js';
import { audienceConfig, type AudienceConfig } from './audience.config.js';
import { TypeOrmContactMessages } from './adapters/persistence/typeorm-contact-messages.js';
import { TypeOrmNewsletterSubscriptions } from './adapters/persistence/typeorm-newsletter-subscriptions.js';
import { TypeOrmWorkshopRegistrations } from './adapters/persistence/typeorm-workshop-registrations.js';

/** The public audience: newsletter signups, workshop interest and contact messages. */
const AUDIENCE_OPTIONS = Symbol('AUDIENCE_OPTIONS');
const PUBLIC_FORMS = ['newsletter/subscribe', 'workshop/interest', 'contact'];

@Module({})
export class AudienceModule implements NestModule {
  constructor(@Inject(AUDIENCE_OPTIONS) private readonly options: AudienceConfig) {}

  /** `options` default to the audience's environment variables, validated here: a bad one stops the boot, named. */
  static forRoot(options: AudienceConfig = audienceConfig.load()): DynamicModule {
    return {
      module: AudienceModule,
      imports: [TypeOrmModule.forFeature(audienceSchemas)],
      controllers: [NewsletterController, WorkshopInterestController, ContactController],
      providers: [
        SubscribeToNewsletter,
        RegisterWorkshopInterest,
        SendContactMessage,
        { provide: NewsletterSubscriptions, useClass: TypeOrmNewsletterSubscriptions },
        { provide: WorkshopRegistrations, useClass: TypeOrmWorkshopRegistrations },
        { provide: ContactMessages, useClass: TypeOrmContactMessages },
        { provide: AUDIENCE_OPTIONS, useValue: options },
      ],
    };
  }

  /** Each form has its own budget, so a busy newsletter signup never blocks a contact message. */
  configure(consumer: MiddlewareConsumer): void {
    for (const path of PUBLIC_FORMS) consumer.apply(formRateLimit(this.options.formRateLimit)).forRoutes({ path, method: RequestMethod.POST });
  }
}
