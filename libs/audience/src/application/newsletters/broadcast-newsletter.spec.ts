import type { NewsletterIssue, NewsletterIssues } from '../../domain/index.js';
import type { BroadcastMail, BroadcastRecipient, BroadcastRecipients, BroadcastSender } from './broadcast-ports.js';
import { BroadcastNewsletter, FAN_OUT_BATCH } from './broadcast-newsletter.js';

const issue: NewsletterIssue = {
  id: 9,
  subject: 'News',
  previewText: '',
  content: 'Hi',
  contentHtml: '<p>Hi</p>',
  status: 'sending',
  scheduledAt: null,
  sentAt: null,
  createdAt: new Date(0),
  updatedAt: new Date(0),
  source: 'owner',
  episodeId: null,
  fannedOut: false,
  fanOutCursor: null,
};

/** The newsletter's store as the fan-out uses it, keeping the progress it records. */
function issues(start: Partial<NewsletterIssue> = {}) {
  const progress: number[] = [];
  const store = {
    progress,
    fannedOut: false,
    findById: async () => ({ ...issue, ...start }),
    recordFanOutProgress: async (_id: number, cursor: number) => void progress.push(cursor),
    markFannedOut: async () => void (store.fannedOut = true),
    markSent: async () => true,
  };
  return store;
}

/** Active subscribers 1…count, a page at a time, as the audience answers them. */
const recipients = (count: number): BroadcastRecipients => ({
  activeBatchAfter: async (afterId: number | null, limit: number) =>
    Array.from({ length: count }, (_, n) => n + 1)
      .filter((id) => id > (afterId ?? 0))
      .slice(0, limit)
      .map((id): BroadcastRecipient => ({ id, email: `s${id}@example.com`, unsubscribeUrl: `https://example.com/u/${id}` })),
});

/** Queues pages with the delays given in turn (ms), the page numbered `failing` failing. */
function mail(delays: number[], failing?: number) {
  const queued: number[][] = [];
  let page = 0;
  const sender: BroadcastSender = {
    queue: async (batch) => {
      const mine = page++;
      await new Promise((resolve) => setTimeout(resolve, delays[mine] ?? 0));
      if (mine === failing) throw new Error('The database went away');
      queued.push(batch.map((recipient) => recipient.id));
    },
  };
  const port = {
    queued,
    prepare: async () => sender,
    queueTest: async () => undefined,
    counts: async () => ({ recipients: 0, queued: 1, sent: 0, failed: 0, bounced: 0, lastChangedAt: null }),
  };
  return port;
}

describe(BroadcastNewsletter.name, () => {
  const pages = 5;
  const subscribers = FAN_OUT_BATCH * (pages - 1) + 7;

  it('queues every active subscriber once, several pages at a time, recording the progress in page order however they finish', async () => {
    const store = issues();
    const port = mail([40, 5, 20, 0, 10]);

    const result = await new BroadcastNewsletter(store as unknown as NewsletterIssues, recipients(subscribers), port as unknown as BroadcastMail).execute(9);

    expect(result).toEqual({ newsletterId: 9, recipients: subscribers, outcome: 'fanned-out' });
    expect(port.queued.flat().sort((a, b) => a - b)).toEqual(Array.from({ length: subscribers }, (_, n) => n + 1));
    expect(store.progress).toEqual([1, 2, 3, 4].map((n) => n * FAN_OUT_BATCH).concat(subscribers));
    expect(store.fannedOut).toBe(true);
  });

  it('stops at a page that fails, its progress past the last page that every page before was queued, and resumes from there', async () => {
    const store = issues();
    // Page 1 fails after pages 2 and 3 were queued: the progress stays at the end of page 0.
    const failed = new BroadcastNewsletter(store as unknown as NewsletterIssues, recipients(subscribers), mail([0, 30, 0, 0, 0], 1) as unknown as BroadcastMail);
    await expect(failed.execute(9)).rejects.toThrow('The database went away');
    expect(store.progress).toEqual([FAN_OUT_BATCH]);
    expect(store.fannedOut).toBe(false);

    const resumed = issues({ fanOutCursor: FAN_OUT_BATCH });
    const port = mail([]);
    await new BroadcastNewsletter(resumed as unknown as NewsletterIssues, recipients(subscribers), port as unknown as BroadcastMail).execute(9);
    expect(port.queued.flat()[0]).toBe(FAN_OUT_BATCH + 1);
    expect(resumed.fannedOut).toBe(true);
  });
});
