import { statusAfter, type DeliveryAnswer } from './delivery.js';

const delivered: DeliveryAnswer = { outcome: 'delivered', answer: '250 Ok' };
const later: DeliveryAnswer = { outcome: 'temporary-failure', answer: '421 Try again later' };
const noSuchUser: DeliveryAnswer = { outcome: 'permanent-failure', answer: '550 No such user', recipientRefused: true };
const senderRefused: DeliveryAnswer = { outcome: 'permanent-failure', answer: '535 Authentication failed', recipientRefused: false };

describe(statusAfter.name, () => {
  it('is sent when the server accepted the message', () => {
    expect(statusAfter(delivered, false)).toBe('sent');
    expect(statusAfter(delivered, true)).toBe('sent');
  });

  it('waits for another try after a temporary failure, and fails after the last try', () => {
    expect(statusAfter(later, false)).toBe('queued');
    expect(statusAfter(later, true)).toBe('failed');
  });

  it('bounces when the recipient was refused for good, and only fails when the sender or login was', () => {
    expect(statusAfter(noSuchUser, false)).toBe('bounced');
    expect(statusAfter(senderRefused, false)).toBe('failed');
  });
});
