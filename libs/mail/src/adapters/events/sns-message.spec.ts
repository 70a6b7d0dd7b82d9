import { SnsTestEndpoint, CERTIFICATE_PATH } from '../../testing/sns-test-endpoint.js';
import { AMAZON_SNS_ENDPOINTS, snsUrl } from './sns-endpoints.js';
import { asSnsMessage, isStaleSnsMessage, SnsSignatureCheck, snsStringToSign, UnverifiedSnsMessage, type SnsMessage } from './sns-message.js';

const TOPIC = 'arn:aws:sns:eu-west-1:123456789012:mail-events';

describe(SnsSignatureCheck.name, () => {
  let sns: SnsTestEndpoint;
  beforeAll(async () => {
    sns = await SnsTestEndpoint.start();
  });
  afterAll(() => sns.stop());

  const notification = (overrides: Partial<Parameters<SnsTestEndpoint['sign']>[0]> = {}) => sns.sign({ Type: 'Notification', TopicArn: TOPIC, Message: '{"eventType":"Bounce"}', ...overrides });
  const refusal = async (sut: SnsSignatureCheck, message: SnsMessage): Promise<string> => {
    try {
      await sut.verify(message);
    } catch (error) {
      if (error instanceof UnverifiedSnsMessage) return error.message;
      throw error;
    }
    throw new Error('expected the message to be refused');
  };

  it('verifies SignatureVersion 1 (SHA1) and 2 (SHA256), with and without a Subject, fetching the certificate once', async () => {
    const sut = new SnsSignatureCheck(sns.endpoints);
    const before = sns.requests.filter((path) => path === CERTIFICATE_PATH).length;

    await sut.verify(notification({ SignatureVersion: '1' }));
    await sut.verify(notification({ SignatureVersion: '2', Subject: 'Amazon SES Email Event Notification' }));
    await sut.verify(sns.sign({ Type: 'SubscriptionConfirmation', TopicArn: TOPIC, Message: 'You have chosen to subscribe…' }));

    expect(sns.requests.filter((path) => path === CERTIFICATE_PATH).length - before).toBe(1);
  });

  it('refuses a message changed after signing, or signed for another version', async () => {
    const sut = new SnsSignatureCheck(sns.endpoints);
    const signed = notification();

    expect(await refusal(sut, { ...signed, Message: '{"eventType":"Complaint"}' })).toBe('its signature does not match');
    expect(await refusal(sut, { ...signed, TopicArn: `${TOPIC}-2` })).toBe('its signature does not match');
    expect(await refusal(sut, { ...signed, SignatureVersion: '1' })).toBe('its signature does not match');
    expect(await refusal(sut, { ...signed, Signature: 'not base64 at all' })).toBe('its signature does not match');
    expect(await refusal(sut, { ...signed, SignatureVersion: '3' as '2' })).toMatch(/SignatureVersion 3/);
  });

  it('fetches no certificate from a host that is not SNS, nor over http, nor what is not a .pem', async () => {
    const sut = new SnsSignatureCheck(sns.endpoints);
    const before = sns.requests.length;
    const port = sns.host.split(':')[1];

    for (const url of [`https://127.0.0.1:${port}${CERTIFICATE_PATH}`, `http://${sns.host}${CERTIFICATE_PATH}`, `https://evil.example${CERTIFICATE_PATH}`, 'not a url', `https://user:pw@${sns.host}${CERTIFICATE_PATH}`]) {
      expect(await refusal(sut, notification({ SigningCertURL: url }))).toMatch(/SigningCertURL is refused/);
    }
    expect(await refusal(sut, notification({ SigningCertURL: `${sns.origin}/certificate.txt` }))).toBe('its SigningCertURL is not a .pem certificate');
    expect(sns.requests.length).toBe(before);
  });

  it('refuses when the certificate cannot be had, and tries again for the next message', async () => {
    const sut = new SnsSignatureCheck(sns.endpoints);
    const missing = notification({ SigningCertURL: `${sns.origin}/SimpleNotificationService-missing.pem` });

    expect(await refusal(sut, missing)).toMatch(/signing certificate could not be read: .* answered 404/);
    expect(await refusal(sut, missing)).toMatch(/answered 404/);
    expect(sns.requests.filter((path) => path === '/SimpleNotificationService-missing.pem')).toHaveLength(2);
  });
});

describe('SNS messages', () => {
  it('signs the fields AWS documents, in its order, each as "Name\\nvalue\\n", Subject only when there is one', () => {
    const message = { Type: 'Notification', MessageId: 'm-1', TopicArn: 'arn:t', Message: 'hello', Timestamp: '2026-01-01T00:00:00.000Z', SignatureVersion: '1', Signature: 's', SigningCertURL: 'u' } as const;
    expect(snsStringToSign(message)).toBe('Message\nhello\nMessageId\nm-1\nTimestamp\n2026-01-01T00:00:00.000Z\nTopicArn\narn:t\nType\nNotification\n');
    expect(snsStringToSign({ ...message, Subject: 'Hi' })).toBe('Message\nhello\nMessageId\nm-1\nSubject\nHi\nTimestamp\n2026-01-01T00:00:00.000Z\nTopicArn\narn:t\nType\nNotification\n');
    expect(snsStringToSign({ ...message, Type: 'SubscriptionConfirmation', SubscribeURL: 'https://s', Token: 't' })).toBe(
      'Message\nhello\nMessageId\nm-1\nSubscribeURL\nhttps://s\nTimestamp\n2026-01-01T00:00:00.000Z\nToken\nt\nTopicArn\narn:t\nType\nSubscriptionConfirmation\n',
    );
  });

  it('holds a message stale once its Timestamp is more than an hour old, or no instant at all', () => {
    const now = new Date('2026-11-26T12:00:00.000Z');
    const stamped = (Timestamp: string) => ({ Timestamp }) as SnsMessage;
    expect(isStaleSnsMessage(stamped('2026-11-26T11:00:00.000Z'), now)).toBe(false);
    expect(isStaleSnsMessage(stamped('2026-11-26T10:59:59.999Z'), now)).toBe(true);
    expect(isStaleSnsMessage(stamped('2026-11-26T12:05:00.000Z'), now)).toBe(false);
    expect(isStaleSnsMessage(stamped('yesterday'), now)).toBe(true);
  });

  it('recognises a message only with every field its type is signed with', () => {
    const message = { Type: 'Notification', MessageId: 'm', TopicArn: 't', Message: 'x', Timestamp: 'y', SignatureVersion: '1', Signature: 's', SigningCertURL: 'u' };
    expect(asSnsMessage(message)).toBe(message);
    expect(asSnsMessage({ ...message, Subject: null })).not.toBeNull();
    expect(asSnsMessage({ ...message, Message: undefined })).toBeNull();
    expect(asSnsMessage({ ...message, Type: 'Other' })).toBeNull();
    expect(asSnsMessage({ ...message, Type: 'SubscriptionConfirmation' })).toBeNull();
    expect(asSnsMessage({ ...message, Subject: 3 })).toBeNull();
    expect(asSnsMessage(['Notification'])).toBeNull();
    expect(asSnsMessage('Notification')).toBeNull();
  });

  it("takes only https URLs on SNS's own hosts in production", () => {
    expect(snsUrl('https://sns.eu-west-1.amazonaws.com/SimpleNotificationService-abc.pem', AMAZON_SNS_ENDPOINTS).host).toBe('sns.eu-west-1.amazonaws.com');
    expect(snsUrl('https://sns.cn-north-1.amazonaws.com.cn/x.pem', AMAZON_SNS_ENDPOINTS).host).toBe('sns.cn-north-1.amazonaws.com.cn');
    for (const url of [
      'http://sns.eu-west-1.amazonaws.com/x.pem',
      'https://sns.eu-west-1.amazonaws.com:8443/x.pem',
      'https://sns.eu-west-1.amazonaws.com.evil.example/x.pem',
      'https://evil.example/sns.eu-west-1.amazonaws.com/x.pem',
      'https://s3.amazonaws.com/x.pem',
      'https://localhost/x.pem',
    ]) {
      expect(() => snsUrl(url, AMAZON_SNS_ENDPOINTS)).toThrow('is not an Amazon SNS address');
    }
  });
});
