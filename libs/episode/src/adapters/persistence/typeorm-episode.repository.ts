import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { LessThanOrEqual, MoreThan, type Repository } from 'typeorm';
import { pageOf, type Page, type PageRequest } from '@harmony/platform/domain';
import { EpisodeRepository, type Episode, type EpisodeDraft } from '../../domain/index.js';
import { EpisodeSchema, type EpisodeRow } from './episode.schema.js';

// ids are Postgres integers: a larger id cannot exist, and asking for it would be a SQL error.
const LARGEST_ID = 2_147_483_647;
const NEWEST_FIRST = { number: 'DESC', id: 'DESC' } as const;

const toDomain = (row: EpisodeRow): Episode => ({ ...row });
/** The rows `isPublicAt(now)` holds for. */
const publicAt = (now: Date) => ({ publishedAt: LessThanOrEqual(now) });

@Injectable()
export class TypeOrmEpisodeRepository extends EpisodeRepository {
  constructor(@InjectRepository(EpisodeSchema) private readonly rows: Repository<EpisodeRow>) {
    super();
  }

  async findAll(page: PageRequest, now: Date): Promise<Page<Episode>> {
    const [rows, total] = await this.rows.findAndCount({ where: publicAt(now), order: NEWEST_FIRST, skip: page.offset, take: page.limit });
    return pageOf(rows.map(toDomain), total, page);
  }

  async findFeatured(now: Date): Promise<Episode[]> {
    return (await this.rows.find({ where: { ...publicAt(now), featured: true }, order: NEWEST_FIRST })).map(toDomain);
  }

  async findById(id: number, now: Date): Promise<Episode | null> {
    if (!Number.isSafeInteger(id) || id < 1 || id > LARGEST_ID) return null;
    const row = await this.rows.findOneBy({ ...publicAt(now), id });
    return row ? toDomain(row) : null;
  }

  async nextPublicationAfter(now: Date): Promise<Date | null> {
    const next = await this.rows.findOne({ select: { publishedAt: true }, where: { publishedAt: MoreThan(now) }, order: { publishedAt: 'ASC' } });
    return next?.publishedAt ?? null;
  }

  count(): Promise<number> {
    return this.rows.count();
  }

  async addAll(drafts: readonly EpisodeDraft[]): Promise<Episode[]> {
    const saved = await this.rows.save(drafts.map((draft) => this.rows.create(draft)));
    return saved.map(toDomain);
  }
}
