import { pageOf, type Page, type PageRequest } from '@harmony/platform/domain';
import { NOT_PUBLISHING, SocialMediaPosts, type SocialMediaPost, type SocialMediaPostDraft, type SocialPostStatus } from '../domain/index.js';

const newestFirst = (a: SocialMediaPost, b: SocialMediaPost): number => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id;

/** A fake of the port for use-case tests; the TypeORM adapter is held to the same contract on real databases. */
export class InMemorySocialMediaPosts extends SocialMediaPosts {
  private readonly stored: SocialMediaPost[] = [];
  private lastId = 0;

  /** `clock` stamps each new post's createdAt (the database's now()). */
  constructor(private readonly clock: () => Date = () => new Date()) {
    super();
  }

  async findByStatus(status: SocialPostStatus, page: PageRequest): Promise<Page<SocialMediaPost>> {
    const matching = this.stored.filter((post) => post.status === status).sort(newestFirst);
    return pageOf(matching.slice(page.offset, page.offset + page.limit).map((post) => ({ ...post })), matching.length, page);
  }

  async findById(id: number): Promise<SocialMediaPost | null> {
    const post = this.stored.find((candidate) => candidate.id === id);
    return post ? { ...post } : null;
  }

  async addAll(drafts: readonly SocialMediaPostDraft[]): Promise<SocialMediaPost[]> {
    const added = drafts.map((draft) => ({ ...draft, ...NOT_PUBLISHING, id: (this.lastId += 1), createdAt: this.clock() }));
    this.stored.push(...added);
    return added.map((post) => ({ ...post }));
  }

  async saveMove(post: SocialMediaPost, from: SocialPostStatus): Promise<boolean> {
    const index = this.stored.findIndex((stored) => stored.id === post.id && stored.status === from);
    if (index < 0) return false;
    const { status, scheduledFor, publishedAt, content, publishState, publishError, remoteId, remoteUrl, publishAttempts } = post;
    this.stored[index] = { ...this.stored[index]!, status, scheduledFor, publishedAt, content, publishState, publishError, remoteId, remoteUrl, publishAttempts };
    return true;
  }

  async markWaitingOn(platform: string, message: string): Promise<number> {
    let marked = 0;
    this.stored.forEach((post, index) => {
      if (post.platform !== platform || (post.publishState !== 'publishing' && post.status !== 'scheduled')) return;
      this.stored[index] = { ...post, publishState: null, publishError: message };
      marked += 1;
    });
    return marked;
  }

  async count(): Promise<number> {
    return this.stored.length;
  }

  /** Every post, as the generated content of its episodes reads them (one table in the database). */
  all(): SocialMediaPost[] {
    return this.stored.map((post) => ({ ...post }));
  }

  /** For tests: moves a post in time (the list orders by createdAt). */
  restamp(id: number, createdAt: Date): void {
    const index = this.stored.findIndex((post) => post.id === id);
    if (index >= 0) this.stored[index] = { ...this.stored[index]!, createdAt };
  }
}
