import { DataSource } from 'typeorm';
import request from 'supertest';
import { SecretKeys } from '@harmony/platform';
import { NEWSLETTER_LINKS_KEY_PURPOSE } from '@harmony/audience';
import { NewsletterTokens } from '@harmony/audience/testing';
import { SmtpSink, type ReceivedMail } from '@harmony/mail/testing';
import { defaultSiteConfig } from '@harmony/site-config';
import { startTestApp, TEST_APP_START_TIMEOUT_MS, useOwner, type TestApp } from './test-app.js';

const CONFIRMATION_INVALID = 'This confirmation link has expired or was already used. Subscribe again to get a new one.';
const UNSUBSCRIBE_INVALID = 'This unsubscribe link is not valid. Reply to any of our emails and we will remove you by hand.';
const ONE_CLICK = 'List-Unsubscribe=One-Click';
const { productName, contactEmail } = defaultSiteConfig;
const WELCOME = `Welcome to ${productName}`;
const PICKS = 'Three episodes to listen to together';
const COMMUNITY = `Your free budgeting template, and the ${productName} community`;

/** A received message's header, folded lines unfolded (RFC 5322 §2.2.3), as sent. */
function headerOf(mail: ReceivedMail, name: string): string | undefined {
  const head = mail.raw.slice(0, mail.raw.indexOf('\r\n\r\n')).replace(/\r\n[ \t]+/g, ' ');
  const line = head.split('\r\n').find((candidate) => candidate.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}

const to = (mail: ReceivedMail) => mail.envelope.to[0];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the newsletter: double opt-in, the Day 0/3/7 sequence and one-click unsubscribe (issue 25), against a real SMTP server', () => {
  let sink: SmtpSink;
  let testApp: TestApp;
  const http = () => request(testApp.app.getHttpServer());

  beforeAll(async () => {
    sink = await SmtpSink.start();
    // A sequence day of one second: the three mails arrive within seconds.
    testApp = await startTestApp({ SMTP_URL: sink.url, EMAIL_DAY_SECONDS: '1', PUBLIC_URL: 'https://podcast.example' });
  }, TEST_APP_START_TIMEOUT_MS);
  afterAll(async () => {
    await testApp?.close();
    await sink?.stop();
  });

  const owner = useOwner(http);
  const mailTo = (email: string) => sink.received.filter((mail) => to(mail) === email);
  const waitFor = async (email: string, count: number, timeoutMs = 20_000) => {
    const deadline = Date.now() + timeoutMs;
    while (mailTo(email).length < count) {
      if (Date.now() > deadline) throw new Error(`${email} received ${mailTo(email).length} message(s), expected ${count}: ${mailTo(email).map((mail) => mail.parsed.subject).join(' | ')}`);
      await sleep(50);
    }
    return mailTo(email);
  };
  const row = async (email: string) =>
    ((await testApp.app.get(DataSource).query(`SELECT "id", "status", "sequence_step" AS "step", "confirmation_nonce" AS "nonce" FROM "newsletter_subscriptions" WHERE "email" = $1`, [email])) as { id: number; status: string; step: number; nonce: string | null }[])[0];
  /** The confirmation link of the latest confirmation mailed to `email`, and its token. */
  const confirmationLink = async (email: string, count = 1) => {
    const mails = (await waitFor(email, count)).filter((mail) => mail.parsed.subject === `Confirm your subscription to ${productName}`);
    const url = /https:\/\/podcast\.example\/newsletter\/confirm\?token=[^\s"<>)\]]+/.exec(mails[mails.length - 1]!.parsed.text ?? '')?.[0];
    if (!url) throw new Error('No confirmation link in the mail');
    return { url, token: new URL(url.replaceAll('&amp;', '&')).searchParams.get('token')! };
  };
  const subscribe = (email: string) => http().post('/api/newsletter/subscribe').send({ email, tags: ['podcast_engagement_sequence'] }).expect(200);
  const oneClick = (unsubscribeUrl: string) => {
    const { pathname, search } = new URL(unsubscribeUrl);
    // As a mail provider sends it (RFC 8058): a form body, no cookie, no CSRF token, from its own origin.
    return http().post(`${pathname}${search}`).set('Content-Type', 'application/x-www-form-urlencoded').set('Origin', 'https://mail.provider.example').set('Sec-Fetch-Site', 'cross-site').send(ONE_CLICK);
  };
  const oneClickUrlOf = (mail: ReceivedMail) => /^<([^>]+)>/.exec(headerOf(mail, 'List-Unsubscribe') ?? '')?.[1] ?? '';

  it('mails a confirmation link that a GET confirms nobody with; the POST confirms, and Day 0, Day 3 and Day 7 arrive in order with RFC 8058 headers', async () => {
    await subscribe('ann@example.com');
    const { url, token } = await confirmationLink('ann@example.com');
    expect(await row('ann@example.com')).toMatchObject({ status: 'pending', step: 0 });

    // Mail scanners fetch links: the link opens the page, and the API's own routes confirm on a POST only.
    const { pathname, search } = new URL(url);
    await http().get(`${pathname}${search}`);
    await http().get(`/api/newsletter/confirm${search}`);
    expect(await row('ann@example.com')).toMatchObject({ status: 'pending', step: 0 });

    await http().post('/api/newsletter/confirm').send({ token }).expect(200, { status: 'active' });
    const confirmedAt = Date.now();
    const mails = await waitFor('ann@example.com', 4);
    const sequence = mails.slice(1);
    expect(sequence.map((mail) => mail.parsed.subject)).toEqual([WELCOME, PICKS, COMMUNITY]);
    for (const mail of sequence) {
      const unsubscribeUrl = oneClickUrlOf(mail);
      expect(unsubscribeUrl).toMatch(/^https:\/\/podcast\.example\/api\/newsletter\/unsubscribe\?token=u\.\d+\./);
      expect(headerOf(mail, 'List-Unsubscribe')).toBe(`<${unsubscribeUrl}>, <mailto:${contactEmail}?subject=unsubscribe>`);
      expect(headerOf(mail, 'List-Unsubscribe-Post')).toBe(ONE_CLICK);
      expect(mail.parsed.text).toContain(unsubscribeUrl);
    }
    // Day 7 is seven sequence days (seconds) after the confirmation.
    expect(Date.now() - confirmedAt).toBeGreaterThanOrEqual(6_500);
    expect(await row('ann@example.com')).toMatchObject({ status: 'active', step: 3, nonce: null });
    // The link is spent.
    const again = await http().post('/api/newsletter/confirm').send({ token }).expect(400);
    expect(again.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(again.body).toMatchObject({ code: 'confirmation-link-invalid', detail: CONFIRMATION_INVALID });
    // Subscribing again while active sends nothing.
    await subscribe('ann@example.com');
    await sleep(500);
    expect(mailTo('ann@example.com')).toHaveLength(4);
  }, 60_000);

  it('one-click unsubscribes from the List-Unsubscribe address with no cookie and no CSRF token: no more mail; a GET of it only redirects', async () => {
    await subscribe('bob@example.com');
    await http().post('/api/newsletter/confirm').send({ token: (await confirmationLink('bob@example.com')).token }).expect(200);
    const [, welcome] = await waitFor('bob@example.com', 2);
    const unsubscribeUrl = oneClickUrlOf(welcome!);
    const { pathname, search } = new URL(unsubscribeUrl);

    const opened = await http().get(`${pathname}${search}`).expect(303);
    expect(opened.headers.location).toBe(`/newsletter/unsubscribe${search}`);
    expect(await row('bob@example.com')).toMatchObject({ status: 'active' });

    await oneClick(unsubscribeUrl).expect(200, { status: 'unsubscribed' });
    expect(await row('bob@example.com')).toMatchObject({ status: 'unsubscribed', step: 1 });
    // The site's page posts JSON {} instead: the same answer, and again is fine.
    await http().post(`${pathname}${search}`).send({}).expect(200, { status: 'unsubscribed' });
    // Day 3 and Day 7 (3 and 7 s after the confirmation) are skipped.
    await sleep(8_000);
    expect(mailTo('bob@example.com').map((mail) => mail.parsed.subject)).toEqual([`Confirm your subscription to ${productName}`, WELCOME]);

    // Subscribing again is opting in again: pending, and a new confirmation.
    await subscribe('bob@example.com');
    await confirmationLink('bob@example.com', 3);
    expect(await row('bob@example.com')).toMatchObject({ status: 'pending', step: 1 });
  }, 60_000);

  it('refuses forged, expired and malformed links with the contract’s message, changing nothing', async () => {
    await subscribe('cat@example.com');
    const { token } = await confirmationLink('cat@example.com');
    const { id, nonce } = (await row('cat@example.com'))!;
    const tokens = new NewsletterTokens(testApp.app.get(SecretKeys).derive(NEWSLETTER_LINKS_KEY_PURPOSE));
    const expired = tokens.confirmation(id, nonce!, new Date(Date.now() - 8 * 86_400_000));
    const forged = new NewsletterTokens(Buffer.alloc(32, 1)).confirmation(id, nonce!, new Date());
    for (const bad of [expired, forged, `${token}x`, '', 'c.1.2.3']) {
      const response = await http().post('/api/newsletter/confirm').send({ token: bad }).expect(400);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(response.body).toMatchObject({ status: 400, code: 'confirmation-link-invalid', detail: CONFIRMATION_INVALID });
    }
    await http().post('/api/newsletter/confirm').send({}).expect(400);
    await http().post('/api/newsletter/confirm').send({ token, admin: true }).expect(400);
    await http().post('/api/newsletter/confirm').send({ token: 42 }).expect(400);
    expect(await row('cat@example.com')).toMatchObject({ status: 'pending', nonce });

    const forgedUnsubscribe = new NewsletterTokens(Buffer.alloc(32, 1)).unsubscribe(id);
    for (const bad of [forgedUnsubscribe, 'u.1', '']) {
      const response = await oneClick(`https://podcast.example/api/newsletter/unsubscribe?token=${encodeURIComponent(bad)}`).expect(400);
      expect(response.body).toMatchObject({ code: 'unsubscribe-link-invalid', detail: UNSUBSCRIBE_INVALID });
    }
    const genuine = tokens.unsubscribe(id);
    await http().post(`/api/newsletter/unsubscribe?token=${genuine}`).set('Content-Type', 'application/x-www-form-urlencoded').send('List-Unsubscribe=Yes').expect(400);
    await http().post(`/api/newsletter/unsubscribe?token=${genuine}`).send({ drop: 'table' }).expect(400);
    expect(await row('cat@example.com')).toMatchObject({ status: 'pending', nonce });
    await http().post('/api/newsletter/confirm').send({ token }).expect(200);
  });

  it('marks an address the server refuses for good (550) bounced, and sends it no more of the sequence; the owner sees it by status', async () => {
    await subscribe('dan@example.com');
    const { token } = await confirmationLink('dan@example.com');
    // Everything else has settled: the next RCPT TO is Day 0's to dan.
    await sleep(1_000);
    sink.refuseNext('RCPT TO', 550, '5.1.1 No such user');
    await http().post('/api/newsletter/confirm').send({ token }).expect(200);
    for (const deadline = Date.now() + 10_000; (await row('dan@example.com'))!.status !== 'bounced' && Date.now() < deadline; ) await sleep(100);
    expect(await row('dan@example.com')).toMatchObject({ status: 'bounced', step: 1 });
    await sleep(8_000);
    expect(mailTo('dan@example.com')).toHaveLength(1);

    const bounced = await owner.get('/api/admin/newsletter-subscribers?status=bounced').expect(200);
    expect(bounced.body).toEqual([expect.objectContaining({ email: 'dan@example.com', status: 'bounced', sequenceStep: 1 })]);
    const active = await owner.get('/api/admin/newsletter-subscribers?status=active&q=ann').expect(200);
    expect(active.body).toEqual([expect.objectContaining({ email: 'ann@example.com', status: 'active', sequenceStep: 3 })]);
    const wrong = await owner.get('/api/admin/newsletter-subscribers?status=gone').expect(400);
    expect(wrong.headers['content-type']).toMatch(/^application\/problem\+json/);
  }, 60_000);
});
