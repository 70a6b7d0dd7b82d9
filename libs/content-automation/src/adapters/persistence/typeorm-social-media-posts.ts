import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { pageOf, type Page, type PageRequest } from '@harmony/platform/domain';
import { NOT_PUBLISHING, SocialMediaPosts, type SocialMediaPost, type SocialMediaPostDraft, type SocialPostStatus } from '../../domain/index.js';
import { SocialMediaPostSchema, type SocialMediaPostRow } from './content-automation.schemas.js';

// An id beyond the integer column's range names no post (and would make PostgreSQL refuse the query).
const isStorableId = (id: number): boolean => Number.isSafeInteger(id) && id >= 1 && id <= 2_147_483_647;

/** A stored row as the domain reads it: the run it came from is storage's business (idempotence). */
export const toSocialPost = ({ runId: _run, ...post }: SocialMediaPostRow): SocialMediaPost => post;

@Injectable()
export class TypeOrmSocialMediaPosts extends SocialMediaPosts {
  constructor(@InjectRepository(SocialMediaPostSchema) private readonly rows: Repository<SocialMediaPostRow>) {
    super();
  }

  /** Served by the (status, created_at DESC, id DESC) index, without a sort. */
  async findByStatus(status: SocialPostStatus, page: PageRequest): Promise<Page<SocialMediaPost>> {
    const [rows, total] = await this.rows.findAndCount({ where: { status }, order: { createdAt: 'DESC', id: 'DESC' }, skip: page.offset, take: page.limit });
    return pageOf(rows.map(toSocialPost), total, page);
  }

  async findById(id: number): Promise<SocialMediaPost | null> {
    if (!isStorableId(id)) return null;
    const row = await this.rows.findOneBy({ id });
    return row ? toSocialPost(row) : null;
  }

  async addAll(drafts: readonly SocialMediaPostDraft[]): Promise<SocialMediaPost[]> {
    if (drafts.length === 0) return [];
    // One statement (all or none); copies, as TypeORM writes the generated columns back into what it saves.
    const saved = await this.rows.save(drafts.map((draft) => this.rows.create({ ...draft, ...NOT_PUBLISHING })));
    return saved.map(toSocialPost);
  }

  async saveMove(post: SocialMediaPost, from: SocialPostStatus): Promise<boolean> {
    if (!isStorableId(post.id)) return false;
    const { status, scheduledFor, publishedAt, content, publishState, publishError, remoteId, remoteUrl, publishAttempts } = post;
    const result = await this.rows.update({ id: post.id, status: from }, { status, scheduledFor, publishedAt, content, publishState, publishError, remoteId, remoteUrl, publishAttempts });
    return Boolean(result.affected);
  }

  async markWaitingOn(platform: string, message: string): Promise<number> {
    const result = await this.rows
      .createQueryBuilder()
      .update()
      .set({ publishState: null, publishError: message })
      .where('platform = :platform', { platform })
      .andWhere(`(publish_state = 'publishing' OR status = 'scheduled')`)
      .execute();
    return result.affected ?? 0;
  }

  count(): Promise<number> {
    return this.rows.count();
  }
}
