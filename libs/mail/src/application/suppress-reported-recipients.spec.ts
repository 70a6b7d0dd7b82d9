import { RecipientSuppression, type RefusedRecipient } from './recipient-suppression.js';
import { SuppressReportedRecipients } from './suppress-reported-recipients.js';

/** The port, remembering what it was told. */
class RecordingSuppression extends RecipientSuppression {
  readonly suppressed: RefusedRecipient[] = [];

  async suppress(recipient: RefusedRecipient): Promise<void> {
    this.suppressed.push(recipient);
  }

  async reachable(addresses: readonly string[]): Promise<ReadonlySet<string>> {
    return new Set(addresses);
  }
}

describe(SuppressReportedRecipients.name, () => {
  it('suppresses each reported address once, whatever its case, keeping the first reason given', async () => {
    const suppression = new RecordingSuppression();
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
    const suppression = new RecordingSuppression();
    expect(await new SuppressReportedRecipients(suppression).execute([])).toBe(0);
    expect(suppression.suppressed).toEqual([]);
  });
});
