import path from 'node:path';
import { ConfigError } from '@harmony/platform';
import { mailConfig, mailEventsConfig, mailRetryPolicy } from './mail.config.js';

const dataDir = path.resolve('/srv/harmony-data');
const site = { productName: 'Money Together', contactEmail: 'hello@moneytogether.example' };
const load = (environment: NodeJS.ProcessEnv, sources: Parameters<typeof mailConfig.load>[0] = { dataDir, site }) => mailConfig.load(sources, environment);

const configErrorOf = (environment: NodeJS.ProcessEnv, sources?: Parameters<typeof mailConfig.load>[0]): ConfigError => {
  try {
    load(environment, sources);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected a ConfigError');
};

describe('mailConfig', () => {
  it('keeps mail in the outbox under DATA_DIR without SMTP_URL, sent as the site’s name and contact address', () => {
    expect(load({})).toEqual({
      transport: { mode: 'outbox', directory: path.join(dataDir, 'outbox') },
      settings: { from: '"Money Together" <hello@moneytogether.example>', senderDomain: 'moneytogether.example', retry: mailRetryPolicy, ratePerSecond: 10 },
    });
  });

  it('reads the site’s name and contact address from the environment when not given them', () => {
    const config = load({ SITE_PRODUCT_NAME: 'Wealthy "Two"', SITE_CONTACT_EMAIL: 'hi@wealthy.example', SITE_SPOTIFY_URL: 'not a link: the site configuration reports it' }, { dataDir });
    expect(config.settings).toEqual(expect.objectContaining({ from: '"Wealthy \\"Two\\"" <hi@wealthy.example>', senderDomain: 'wealthy.example' }));
  });

  it('sends through SMTP_URL, smtp:// or smtps://, from MAIL_FROM', () => {
    expect(load({ SMTP_URL: 'smtp://user:pass@mail.example.com:587' }).transport).toEqual({ mode: 'smtp', url: 'smtp://user:pass@mail.example.com:587' });
    expect(load({ SMTP_URL: 'smtps://user:pass@mail.example.com:465' }).transport).toEqual({ mode: 'smtp', url: 'smtps://user:pass@mail.example.com:465' });
    expect(load({ MAIL_FROM: 'Ana & Ben <news@ana-ben.example>' }).settings).toEqual(expect.objectContaining({ from: 'Ana & Ben <news@ana-ben.example>', senderDomain: 'ana-ben.example' }));
  });

  it('treats empty variables as unset', () => {
    expect(load({ SMTP_URL: '', MAIL_FROM: '' }).transport.mode).toBe('outbox');
  });

  it('stops the boot naming SMTP_URL when it is not an SMTP address, without repeating its password', () => {
    for (const url of ['http://user:secret@mail.example.com', 'mail.example.com:587', 'smtp://']) {
      const error = configErrorOf({ SMTP_URL: url });
      expect(error.variable).toBe('SMTP_URL');
      expect(error.message).toContain('smtp://user:password@host:587');
      expect(error.message).not.toContain('secret');
    }
  });

  it('stops the boot naming MAIL_FROM when it holds no single address', () => {
    for (const from of ['Money Together', 'a@example.com, b@example.com', '<nobody>']) {
      const error = configErrorOf({ MAIL_FROM: from });
      expect(error.variable).toBe('MAIL_FROM');
      expect(error.message).toContain(from);
    }
  });

  it('names SITE_CONTACT_EMAIL when the default sender is no address', () => {
    expect(configErrorOf({}, { dataDir, site: { productName: 'Money Together', contactEmail: 'not-an-address' } }).variable).toBe('SITE_CONTACT_EMAIL');
  });

  it('paces batches at MAIL_RATE_PER_SECOND (10 by default, 0 for no limit) and refuses a negative or fractional rate', () => {
    expect(load({}).settings.ratePerSecond).toBe(10);
    expect(load({ MAIL_RATE_PER_SECOND: '0' }).settings.ratePerSecond).toBe(0);
    expect(load({ MAIL_RATE_PER_SECOND: '250' }).settings.ratePerSecond).toBe(250);
    expect(configErrorOf({ MAIL_RATE_PER_SECOND: '-1' }).variable).toBe('MAIL_RATE_PER_SECOND');
    expect(configErrorOf({ MAIL_RATE_PER_SECOND: '2.5' }).variable).toBe('MAIL_RATE_PER_SECOND');
  });
});

describe('mailEventsConfig', () => {
  const topic = 'arn:aws:sns:eu-west-1:123456789012:mail-events';
  const secret = '9f2c4e6a8b0d1f3e5a7c9b1d3f5e7a9c';
  const eventsErrorOf = (environment: NodeJS.ProcessEnv): ConfigError => {
    try {
      mailEventsConfig.load(environment);
    } catch (error) {
      if (error instanceof ConfigError) return error;
      throw error;
    }
    throw new Error('expected a ConfigError');
  };

  it('takes no provider’s events until their variable is set (empty counts as unset)', () => {
    const refusalRateLimit = { limit: 20, windowSeconds: 900 };
    expect(mailEventsConfig.load({})).toEqual({ snsTopicArn: null, secret: null, refusalRateLimit });
    expect(mailEventsConfig.load({ MAIL_EVENTS_SNS_TOPIC_ARN: '', MAIL_EVENTS_SECRET: ' ' })).toEqual({ snsTopicArn: null, secret: null, refusalRateLimit });
  });

  it('reads the SNS topic (every partition, FIFO too) and the webhook secret', () => {
    expect(mailEventsConfig.load({ MAIL_EVENTS_SNS_TOPIC_ARN: ` ${topic} `, MAIL_EVENTS_SECRET: secret })).toEqual(expect.objectContaining({ snsTopicArn: topic, secret }));
    for (const arn of ['arn:aws-cn:sns:cn-north-1:123456789012:events', 'arn:aws-us-gov:sns:us-gov-west-1:123456789012:events', 'arn:aws:sns:ap-southeast-2:123456789012:mail_events.fifo']) {
      expect(mailEventsConfig.load({ MAIL_EVENTS_SNS_TOPIC_ARN: arn }).snsTopicArn).toBe(arn);
    }
  });

  it('stops the boot naming MAIL_EVENTS_SNS_TOPIC_ARN when it is not an SNS topic ARN', () => {
    for (const arn of ['mail-events', 'arn:aws:sqs:eu-west-1:123456789012:mail-events', 'arn:aws:sns:eu-west-1:1234:mail-events', 'https://sns.eu-west-1.amazonaws.com']) {
      const error = eventsErrorOf({ MAIL_EVENTS_SNS_TOPIC_ARN: arn });
      expect(error.variable).toBe('MAIL_EVENTS_SNS_TOPIC_ARN');
      expect(error.message).toContain('arn:aws:sns:eu-west-1:123456789012:mail-events');
    }
  });

  it('limits refused events per client IP: 20 in 15 minutes unless MAIL_EVENTS_RATE_* say otherwise', () => {
    expect(mailEventsConfig.load({ MAIL_EVENTS_RATE_LIMIT: '5', MAIL_EVENTS_RATE_WINDOW_SECONDS: '60' }).refusalRateLimit).toEqual({ limit: 5, windowSeconds: 60 });
    expect(eventsErrorOf({ MAIL_EVENTS_RATE_LIMIT: 'many' }).variable).toBe('MAIL_EVENTS_RATE_LIMIT');
    expect(eventsErrorOf({ MAIL_EVENTS_RATE_WINDOW_SECONDS: '0' }).variable).toBe('MAIL_EVENTS_RATE_WINDOW_SECONDS');
  });

  it('stops the boot naming MAIL_EVENTS_SECRET when it is short or needs escaping in a URL, without repeating it', () => {
    for (const value of ['short-secret', 'a'.repeat(30) + ':@/', 'p a s s w o r d p a s s w o r d']) {
      const error = eventsErrorOf({ MAIL_EVENTS_SECRET: value });
      expect(error.variable).toBe('MAIL_EVENTS_SECRET');
      expect(error.message).toContain('openssl rand -hex 24');
      expect(error.message).not.toContain(value);
    }
  });
});
