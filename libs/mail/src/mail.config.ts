import path from 'node:path';
import { z } from 'zod';
import addressparser from 'nodemailer/lib/addressparser';
import { ConfigError, configSlice, positiveWholeNumber } from '@harmony/platform';
import { siteConfigFromEnvironment, type SiteConfig } from '@harmony/site-config';
import type { MailSettings } from './application/index.js';

/** Where messages go: an SMTP server, or (no SMTP_URL: the embedded default) the outbox folder. */
export type MailTransport = { readonly mode: 'smtp'; readonly url: string } | { readonly mode: 'outbox'; readonly directory: string };

export interface MailConfig {
  readonly transport: MailTransport;
  readonly settings: MailSettings;
}

/**
 * Eight tries, the first retry after 30 s and each wait doubled: about an hour in all. A server that
 * greylists answers 4xx to a first attempt and accepts one a few minutes later; a few seconds would not do.
 */
export const mailRetryPolicy = { attempts: 8, backoffDelayMs: 30_000 } as const;

/** Empty counts as unset (a compose file's `SMTP_URL=`): the outbox. */
const isUnsetOrSmtpUrl = (value: string | undefined): boolean => {
  if (value === undefined || value.trim() === '') return true;
  try {
    const url = new URL(value);
    return (url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname !== '';
  } catch {
    return false;
  }
};

const mailVariables = configSlice(
  {
    SMTP_URL: z.string().optional().refine(isUnsetOrSmtpUrl, { message: 'expected smtp://user:password@host:587 (STARTTLS) or smtps://user:password@host:465 (TLS)' }),
    MAIL_FROM: z.string().optional(),
    MAIL_RATE_PER_SECOND: z.coerce.number({ message: 'expected a number of messages per second (0: no limit)' }).int('expected a whole number').min(0).default(10),
  },
  (env) => ({ smtpUrl: env.SMTP_URL?.trim() || undefined, mailFrom: env.MAIL_FROM?.trim() || undefined, ratePerSecond: env.MAIL_RATE_PER_SECOND }),
  // Its password would reach the logs.
  { secrets: ['SMTP_URL'] },
);

/** The one address of a From line, or null when it holds none or several. */
function senderAddress(from: string): string | null {
  const parsed = addressparser(from, { flatten: true });
  const [only] = parsed;
  if (parsed.length !== 1 || !only || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(only.address)) return null;
  return only.address;
}

/** `"{product}" <{contact}>`, the product name quoted as RFC 5322 wants it. */
const defaultFrom = (site: Pick<SiteConfig, 'productName' | 'contactEmail'>) => `"${site.productName.replace(/["\\]/g, '\\$&')}" <${site.contactEmail}>`;

export interface MailConfigSources {
  /** The platform's DATA_DIR, absolute: the outbox is its `outbox/` folder. */
  readonly dataDir: string;
  /** The site's brand and contact (MAIL_FROM's default); read from the environment when not given. */
  readonly site?: Pick<SiteConfig, 'productName' | 'contactEmail'>;
}

/** The mail context's environment variables (README "Environment"): SMTP_URL, MAIL_FROM, MAIL_RATE_PER_SECOND. */
export const mailConfig = {
  variables: mailVariables.variables,
  load({ dataDir, site }: MailConfigSources, environment: NodeJS.ProcessEnv = process.env): MailConfig {
    const env = mailVariables.load(environment);
    // Only the two variables it reads: a bad link variable is the site configuration's to report, at its own load.
    const brand = site ?? siteConfigFromEnvironment({ SITE_PRODUCT_NAME: environment.SITE_PRODUCT_NAME, SITE_CONTACT_EMAIL: environment.SITE_CONTACT_EMAIL });
    const from = env.mailFrom ?? defaultFrom(brand);
    const address = senderAddress(from);
    if (address === null) {
      throw env.mailFrom
        ? new ConfigError('MAIL_FROM', `expected one sender such as "Money Together" <hello@example.com> (got "${env.mailFrom}")`)
        : new ConfigError('SITE_CONTACT_EMAIL', `is the sender of every email without MAIL_FROM, and must be an email address (got "${from}")`);
    }
    return {
      transport: env.smtpUrl ? { mode: 'smtp', url: env.smtpUrl } : { mode: 'outbox', directory: path.join(dataDir, 'outbox') },
      settings: { from, senderDomain: address.slice(address.lastIndexOf('@') + 1), retry: mailRetryPolicy, ratePerSecond: env.ratePerSecond },
    };
  },
};

/** Who may report bounces and complaints to `POST /api/mail/events` (README "Bounces and complaints"). */
export interface MailEventsConfig {
  /** The Amazon SNS topic whose messages are taken (MAIL_EVENTS_SNS_TOPIC_ARN); null: SES events are refused. */
  readonly snsTopicArn: string | null;
  /** The password of Postmark's webhook URL (MAIL_EVENTS_SECRET); null: Postmark events are refused. */
  readonly secret: string | null;
  /** Refused events allowed per client IP per window, then 429 (MAIL_EVENTS_RATE_*): only refusals count. */
  readonly refusalRateLimit: { readonly limit: number; readonly windowSeconds: number };
}

/** `arn:aws:sns:eu-west-1:123456789012:harmony-mail-events` (aws-cn and aws-us-gov partitions too; FIFO topics end in .fifo). */
const SNS_TOPIC_ARN = /^arn:aws(-cn|-us-gov)?:sns:[a-z]{2}(-[a-z]+)+-\d:\d{12}:[A-Za-z0-9_-]{1,256}(\.fifo)?$/;
/** Characters a URL's userinfo holds as they are: the owner pastes the secret into Postmark's webhook URL unencoded. */
const URL_SAFE_SECRET = /^[A-Za-z0-9._~-]{24,200}$/;

const isUnsetOr =
  (pattern: RegExp) =>
  (value: string | undefined): boolean =>
    value === undefined || value.trim() === '' || pattern.test(value.trim());

/** The mail events' environment variables, read by the API only (the worker takes no webhooks). */
export const mailEventsConfig = configSlice(
  {
    MAIL_EVENTS_SNS_TOPIC_ARN: z.string().optional().refine(isUnsetOr(SNS_TOPIC_ARN), { message: 'expected an SNS topic ARN such as arn:aws:sns:eu-west-1:123456789012:mail-events' }),
    MAIL_EVENTS_SECRET: z
      .string()
      .optional()
      .refine(isUnsetOr(URL_SAFE_SECRET), { message: 'expected 24 to 200 letters, digits or . _ ~ - (for example the output of `openssl rand -hex 24`)' }),
    MAIL_EVENTS_RATE_LIMIT: positiveWholeNumber('refused events').default(20),
    MAIL_EVENTS_RATE_WINDOW_SECONDS: positiveWholeNumber('seconds').default(900),
  },
  (env): MailEventsConfig => ({
    snsTopicArn: env.MAIL_EVENTS_SNS_TOPIC_ARN?.trim() || null,
    secret: env.MAIL_EVENTS_SECRET?.trim() || null,
    refusalRateLimit: { limit: env.MAIL_EVENTS_RATE_LIMIT, windowSeconds: env.MAIL_EVENTS_RATE_WINDOW_SECONDS },
  }),
  // It is the webhook's password.
  { secrets: ['MAIL_EVENTS_SECRET'] },
);
