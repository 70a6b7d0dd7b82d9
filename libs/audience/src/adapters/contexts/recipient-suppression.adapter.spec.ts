import { InMemoryNewsletterSubscriptions, testNewsletterTokens } from '../../testing/index.js';
import { SuppressSubscriber, UnsubscribeFromNewsletter } from '../../application/index.js';
import { AudienceRecipientSuppression } from './recipient-suppression.adapter.js';

describe(AudienceRecipientSuppression.name, () => {
  it('lets a broadcast being sent reach only the addresses still active: one who unsubscribed or bounced after the fan-out is passed by', async () => {
    const subscriptions = new InMemoryNewsletterSubscriptions();
    const tokens = testNewsletterTokens();
    const addresses = ['ann@example.com', 'bob@example.com', 'cara@example.com', 'dan@example.com'];
    for (const email of addresses) {
      const subscriber = await subscriptions.subscribe({ email, tags: [] });
      await subscriptions.change(subscriber, { ...subscriber, status: 'active' });
    }
    const suppression = new AudienceRecipientSuppression(new SuppressSubscriber(subscriptions), subscriptions);
    expect(await suppression.reachable(addresses)).toEqual(new Set(addresses));

    // After the fan-out: Bob clicks the one-click link, Cara's server refuses her for good, Dan is removed.
    await new UnsubscribeFromNewsletter(subscriptions, tokens).execute(tokens.unsubscribe((await subscriptions.findByEmail('bob@example.com'))!.id));
    await suppression.suppress({ address: 'cara@example.com', reason: 'bounced', answer: '550 No such user' });
    await subscriptions.removeByEmail('dan@example.com');

    expect(await suppression.reachable([...addresses, 'never@example.com'])).toEqual(new Set(['ann@example.com']));
  });
});
