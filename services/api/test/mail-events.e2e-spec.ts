import { jest } from '@jest/globals';
import request from 'supertest';
import { RecipientSuppression, type RefusedRecipient } from '@harmony/mail';
import { CERTIFICATE_PATH, postmarkBounce, postmarkSpamComplaint, postmarkSubscriptionChange, sesBounce, sesComplaint, SnsTestEndpoint, type SnsMessageFields } from '@harmony/mail/testing';
import { startTestApp, TEST_APP_START_TIMEOUT_MS, type TestApp } from './test-app.js';

const TOPIC = 'arn:aws:sns:eu-west-1:123456789012:mail-events';
const SECRET = 'e2e-mail-events-secret-0123456789';
const ROUTE = '/api/mail/events';
const basic = (password: string) => `Basic ${Buffer.from(`postmark:${password}`).toString('base64')}`;

/** The app's RecipientSuppression (whichever context implements it), watched: each call is recorded and carried out. */
function watchSuppressions(testApp: () => TestApp): () => RefusedRecipient[] {
  let watched: { calls: () => RefusedRecipient[]; restore: () => void } | undefined;
  beforeEach(() => {
    const spy = jest.spyOn(testApp().app.get(RecipientSuppression, { strict: false }), 'suppress');
    watched = { calls: () => spy.mock.calls.map(([recipient]) => recipient), restore: () => spy.mockRestore() };
  });
  afterEach(() => watched?.restore());
  return () => watched!.calls();
}

const expectProblem = (response: request.Response, status: number, code: string) => {
  expect(response.status).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
  expect(response.body).toMatchObject({ status, code });
};

describe('Mail events: POST /api/mail/events (issue 25 item 5)', () => {
  let sns: SnsTestEndpoint;
  let testApp: TestApp | undefined;
  beforeAll(async () => {
    sns = await SnsTestEndpoint.start();
    testApp = await startTestApp({ MAIL_EVENTS_SNS_TOPIC_ARN: TOPIC, MAIL_EVENTS_SECRET: SECRET }, { snsEndpoints: sns.endpoints });
  }, TEST_APP_START_TIMEOUT_MS);
  afterAll(async () => {
    await testApp?.close();
    await sns?.stop();
  });
  const app = () => testApp!;
  const http = () => request(app().app.getHttpServer());
  const suppressed = watchSuppressions(app);

  /** What SNS posts: the message as text/plain JSON, its type in a header. */
  const postSns = (fields: SnsMessageFields | ReturnType<SnsTestEndpoint['sign']>, headers: Record<string, string> = {}) => {
    const message = 'Signature' in fields ? fields : sns.sign(fields);
    return http()
      .post(ROUTE)
      .set({ 'x-amz-sns-message-type': message.Type, 'x-amz-sns-topic-arn': message.TopicArn, 'content-type': 'text/plain; charset=UTF-8', ...headers })
      .send(JSON.stringify(message));
  };
  const notification = (event: unknown, fields: Partial<SnsMessageFields> = {}): SnsMessageFields => ({ Type: 'Notification', TopicArn: TOPIC, Message: JSON.stringify(event), ...fields });

  describe('Amazon SES through SNS', () => {
    it('suppresses every recipient of a signed permanent bounce, with no session, CSRF token or own Origin', async () => {
      const response = await postSns(notification(sesBounce(['gone@example.com', 'Also.Gone@example.com'])), { origin: 'https://sns.amazonaws.example', 'sec-fetch-site': 'cross-site' }).expect(200);

      expect(response.body).toEqual({ suppressed: 2 });
      expect(suppressed()).toEqual([
        { address: 'gone@example.com', reason: 'bounced', answer: 'Amazon SES: permanent bounce (General): smtp; 550 5.1.1 user unknown', messageId: '<mail.bmV3c2xldHRlcg@moneytogether.example>' },
        expect.objectContaining({ address: 'Also.Gone@example.com', reason: 'bounced' }),
      ]);
    });

    it('suppresses a complaint, signed with SignatureVersion 1 (SHA1)', async () => {
      await postSns(notification(sesComplaint(['angry@example.com']), { SignatureVersion: '1', Subject: 'Amazon SES Email Event Notification' })).expect(200, { suppressed: 1 });
      expect(suppressed()).toEqual([expect.objectContaining({ address: 'angry@example.com', reason: 'complained', answer: 'Amazon SES: complaint (abuse)' })]);
    });

    it('takes a transient bounce, a delivery or a plain-text message without suppressing anyone', async () => {
      await postSns(notification(sesBounce(['full@example.com'], { bounceType: 'Transient' }))).expect(200, { suppressed: 0 });
      await postSns(notification({ eventType: 'Delivery', delivery: {}, mail: {} })).expect(200, { suppressed: 0 });
      await postSns({ Type: 'Notification', TopicArn: TOPIC, Message: 'A test message from the SNS console' }).expect(200, { suppressed: 0 });
      expect(suppressed()).toEqual([]);
    });

    it('reads a message as large as SNS sends (256 KB), past the forms’ 32 KB', async () => {
      const event = { ...sesBounce(['big@example.com']), padding: 'x'.repeat(256 * 1024) };
      await postSns(notification(event)).expect(200, { suppressed: 1 });
    });

    it('refuses a wrong signature with 403, suppressing nobody', async () => {
      const signed = sns.sign(notification(sesBounce(['someone@example.com'])));
      const forged = { ...signed, Message: JSON.stringify(sesBounce(['victim@example.com'])) };

      const response = await postSns(forged);

      expectProblem(response, 403, 'unverified-sns-message');
      expect(response.body.detail).toBe('This Amazon SNS message was not taken: its signature does not match.');
      expect(suppressed()).toEqual([]);
    });

    it('refuses a signed message older than an hour with 400 (a replay), suppressing nobody', async () => {
      const response = await postSns(notification(sesBounce(['replayed@example.com']), { Timestamp: new Date(Date.now() - 61 * 60_000).toISOString() }));

      expectProblem(response, 400, 'stale-sns-message');
      expect(response.body.detail).toBe('The notification is too old to be trusted.');
      expect(suppressed()).toEqual([]);
      // Within the hour: taken.
      expect((await postSns(notification(sesBounce(['late@example.com']), { Timestamp: new Date(Date.now() - 59 * 60_000).toISOString() }))).status).toBe(200);
    });

    it('refuses a certificate URL that is not on an SNS host, without fetching it', async () => {
      const fetched = sns.requests.length;
      const port = sns.host.split(':')[1];

      for (const url of [`https://127.0.0.1:${port}${CERTIFICATE_PATH}`, `http://${sns.host}${CERTIFICATE_PATH}`, 'https://sns.eu-west-1.amazonaws.com.evil.example/cert.pem']) {
        const response = await postSns(notification(sesBounce(['victim@example.com']), { SigningCertURL: url }));
        expectProblem(response, 403, 'unverified-sns-message');
        expect(response.body.detail).toMatch(/its SigningCertURL is refused: .* is not an Amazon SNS address/);
      }
      expect(sns.requests.length).toBe(fetched);
      expect(suppressed()).toEqual([]);
    });

    it('refuses a signed message of another topic, before fetching anything', async () => {
      const fetched = sns.requests.length;
      const response = await postSns(notification(sesBounce(['victim@example.com']), { TopicArn: 'arn:aws:sns:eu-west-1:999999999999:someone-elses' }));

      expectProblem(response, 403, 'unverified-sns-message');
      expect(response.body.detail).toContain('not the one MAIL_EVENTS_SNS_TOPIC_ARN names');
      expect(sns.requests.length).toBe(fetched);
      expect(suppressed()).toEqual([]);
    });

    it('confirms the subscription to the configured topic by fetching its SubscribeURL, and no other topic’s', async () => {
      const confirmations = () => sns.requests.filter((path) => path.startsWith('/confirm?'));
      const before = confirmations().length;

      await postSns({ Type: 'SubscriptionConfirmation', TopicArn: TOPIC, Message: 'You have chosen to subscribe to the topic.' }).expect(200, { suppressed: 0 });
      expect(confirmations().slice(before)).toEqual([expect.stringContaining(`TopicArn=${encodeURIComponent(TOPIC)}`)]);

      const other = await postSns({ Type: 'SubscriptionConfirmation', TopicArn: 'arn:aws:sns:eu-west-1:999999999999:someone-elses', Message: 'Subscribe?' });
      expectProblem(other, 403, 'unverified-sns-message');
      expect(confirmations().length).toBe(before + 1);
    });

    it('refuses a signed confirmation whose SubscribeURL leaves SNS, fetching nothing there', async () => {
      const response = await postSns({ Type: 'SubscriptionConfirmation', TopicArn: TOPIC, Message: 'Subscribe?', SubscribeURL: 'https://internal.example/admin' });
      expectProblem(response, 403, 'unverified-sns-message');
      expect(response.body.detail).toContain('its SubscribeURL is refused');
    });

    it('answers 400 to a body that claims to be SNS but is not one', async () => {
      const signed = sns.sign(notification(sesBounce(['x@example.com'])));
      expectProblem(await postSns(signed, { 'x-amz-sns-message-type': 'SubscriptionConfirmation' }), 400, 'unrecognised-mail-event');
      expectProblem(await postSns({ ...signed, Signature: undefined } as never), 400, 'unrecognised-mail-event');
      expect(suppressed()).toEqual([]);
    });
  });

  describe('Postmark', () => {
    it('suppresses a hard bounce and a spam complaint sent with MAIL_EVENTS_SECRET as the Basic password', async () => {
      await http().post(ROUTE).set('authorization', basic(SECRET)).send(postmarkBounce('hard@example.com')).expect(200, { suppressed: 1 });
      await http().post(ROUTE).set('authorization', basic(SECRET)).send(postmarkSpamComplaint('spam@example.com')).expect(200, { suppressed: 1 });
      await http().post(ROUTE).set('authorization', basic(SECRET)).send(postmarkBounce('soft@example.com', 'SoftBounce')).expect(200, { suppressed: 0 });

      expect(suppressed().map(({ address, reason }) => ({ address, reason }))).toEqual([
        { address: 'hard@example.com', reason: 'bounced' },
        { address: 'spam@example.com', reason: 'complained' },
      ]);
    });

    it('suppresses the address of a SubscriptionChange that suppresses sending, and lifts nothing for one that reactivates it', async () => {
      const post = (body: object) => http().post(ROUTE).set('authorization', basic(SECRET)).send(body);
      await post(postmarkSubscriptionChange('stopped@example.com')).expect(200, { suppressed: 1 });
      await post(postmarkSubscriptionChange('reported@example.com', true, 'SpamComplaint')).expect(200, { suppressed: 1 });
      await post(postmarkSubscriptionChange('stopped@example.com', false)).expect(200, { suppressed: 0 });

      expect(suppressed().map(({ address, reason, answer }) => ({ address, reason, answer }))).toEqual([
        { address: 'stopped@example.com', reason: 'bounced', answer: 'Postmark: sending suppressed (HardBounce)' },
        { address: 'reported@example.com', reason: 'complained', answer: 'Postmark: sending suppressed (SpamComplaint)' },
      ]);
    });

    it('refuses a wrong or missing secret with 401, suppressing nobody', async () => {
      for (const authorization of [basic('wrong-secret-0123456789abcdef'), basic(`${SECRET}x`), `Bearer ${SECRET}`, undefined]) {
        const post = http().post(ROUTE);
        if (authorization) post.set('authorization', authorization);
        const response = await post.send(postmarkBounce('victim@example.com'));
        expectProblem(response, 401, 'mail-events-secret-wrong');
        expect(response.headers['www-authenticate']).toMatch(/^Basic realm="mail events"/);
      }
      expect(suppressed()).toEqual([]);
    });
  });

  describe('bad input', () => {
    it('answers 400 problem+json to what is no provider’s event, and to what is not JSON', async () => {
      const unrecognised = await http().post(ROUTE).send({ hello: 'world' });
      expectProblem(unrecognised, 400, 'unrecognised-mail-event');
      expect(unrecognised.body.detail).toBe('Unrecognised mail event: send Amazon SNS notifications or Postmark bounce, spam complaint and subscription change webhooks.');

      expectProblem(await http().post(ROUTE).send([postmarkBounce('x@example.com')]), 400, 'unrecognised-mail-event');
      expectProblem(await http().post(ROUTE).send({ ...postmarkBounce('x@example.com'), RecordType: 'Delivery' }), 400, 'unrecognised-mail-event');
      expectProblem(await http().post(ROUTE), 400, 'unrecognised-mail-event');
      for (const type of ['application/json', 'text/plain']) {
        const malformed = await http().post(ROUTE).set('content-type', type).send('{"Type": "Notification",');
        expect(malformed.status).toBe(400);
        expect(malformed.headers['content-type']).toMatch(/^application\/problem\+json/);
      }
      expect(suppressed()).toEqual([]);
    });
  });
});

describe('Mail events without their variables', () => {
  let sns: SnsTestEndpoint;
  let testApp: TestApp | undefined;
  beforeAll(async () => {
    sns = await SnsTestEndpoint.start();
    testApp = await startTestApp({}, { snsEndpoints: sns.endpoints });
  }, TEST_APP_START_TIMEOUT_MS);
  afterAll(async () => {
    await testApp?.close();
    await sns?.stop();
  });
  const http = () => request(testApp!.app.getHttpServer());
  const suppressed = watchSuppressions(() => testApp!);

  it('refuses SES and Postmark events with 403, saying which variable to set', async () => {
    const message = sns.sign({ Type: 'Notification', TopicArn: TOPIC, Message: JSON.stringify(sesBounce(['x@example.com'])) });
    const ses = await http().post(ROUTE).set({ 'x-amz-sns-message-type': 'Notification', 'content-type': 'text/plain' }).send(JSON.stringify(message));
    expectProblem(ses, 403, 'mail-events-not-set-up');
    expect(ses.body.detail).toBe('Amazon SES events are not taken here: set MAIL_EVENTS_SNS_TOPIC_ARN to the ARN of the SNS topic your SES configuration set sends bounces and complaints to.');

    const postmark = await http().post(ROUTE).set('authorization', basic(SECRET)).send(postmarkBounce('x@example.com'));
    expectProblem(postmark, 403, 'mail-events-not-set-up');
    expect(postmark.body.detail).toContain('set MAIL_EVENTS_SECRET');
    expect(suppressed()).toEqual([]);
  });

  it('limits refused events per client address: 429 once 20 were refused in 15 minutes', async () => {
    // A client of its own (TRUST_PROXY's default trusts loopback's X-Forwarded-For): the refusals above count for another.
    const client = { 'x-forwarded-for': '203.0.113.7' };
    for (let refused = 0; refused < 20; refused++) await http().post(ROUTE).set(client).send({ hello: refused }).expect(400);
    const limited = await http().post(ROUTE).set(client).send(postmarkBounce('x@example.com'));
    expectProblem(limited, 429, 'too-many-refused-mail-events');
  });
});
