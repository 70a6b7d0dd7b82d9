import { EntitySchema } from 'typeorm';

export interface NewsletterSubscriptionRow {
  id: number;
  email: string;
  tags: string[];
  subscribedAt: Date;
}

export const NewsletterSubscriptionSchema = new EntitySchema<NewsletterSubscriptionRow>({
  name: 'NewsletterSubscription',
  tableName: 'newsletter_subscriptions',
  columns: {
    id: { type: 'int', primary: true, generated: 'increment' },
    email: { type: 'text', unique: true },
    tags: { type: 'text', array: true, default: () => "'{}'" },
    subscribedAt: { type: 'timestamptz', name: 'subscribed_at', createDate: true },
  },
});
