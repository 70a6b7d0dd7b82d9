import { InMemoryRecipientSuppression } from '../adapters/suppression/in-memory-recipient-suppression.js';
import { SuppressReportedRecipients } from './suppress-reported-recipients.js';

describe(SuppressReportedRecipients.name, () => {
  it('suppresses each reported address once, whatever its case, keeping the first reason given', async () => {
    const suppression = new InMemoryRecipientSuppression();
    const sut = new SuppressReportedRecipients(suppression);

    const count = await sut.execute([
      { address: 'Ann@example.com', reason: 'complained', answer: 'first' },
      { address: 'ann@example.com', reason: 'bounced', answer: 'second' },
      { address: 'ben@example.com', reason: 'bounced', answer: 'third' },
    ]);

    expect(count).toBe(2);
    expect(suppression.suppressed).toEqual([
      { address: 'Ann@example.com', reason: 'complained', answer: 'first' },
      { address: 'ben@example.com', reason: 'bounced', answer: 'third' },
    ]);
  });

  it('suppresses nobody for an empty report', async () => {
    const suppression = new InMemoryRecipientSuppression();
    expect(await new SuppressReportedRecipients(suppression).execute([])).toBe(0);
    expect(suppression.suppressed).toEqual([]);
  });
});
