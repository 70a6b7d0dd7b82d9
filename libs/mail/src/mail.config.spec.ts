import path from 'node:path';
import { ConfigError } from '@harmony/platform';
import { mailConfig, mailRetryPolicy } from './mail.config.js';

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
