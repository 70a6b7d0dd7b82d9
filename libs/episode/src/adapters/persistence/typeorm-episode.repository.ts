import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { pageOf, type Page, type PageRequest } from '@harmony/platform/domain';
import { EpisodeRepository, type Episode, type EpisodeDraft } from '../../domain/index.js';
import { EpisodeSchema, type EpisodeRow } from './episode.schema.js';

// ids are Postgres integers: a larger id cannot exist, and asking for it would be a SQL error.
const LARGEST_ID = 2_147_483_647;
const NEWEST_FIRST = { number: 'DESC', id: 'DESC' } as const;

const toDomain = (row: EpisodeRow): Episode => ({ ...row });

@Injectable()
export class TypeOrmEpisodeRepository extends EpisodeRepository {
  constructor(@InjectRepository(EpisodeSchema) private readonly rows: Repository<EpisodeRow>) {
    super();
  }

  async findAll(page: PageRequest): Promise<Page<Episode>> {
    const [rows, total] = await this.rows.findAndCount({ order: NEWEST_FIRST, skip: page.offset, take: page.limit });
    return pageOf(rows.map(toDomain), total, page);
  }

  async findFeatured(): Promise<Episode[]> {
    return (await this.rows.find({ where: { featured: true }, order: NEWEST_FIRST })).map(toDomain);
  }

  async findById(id: number): Promise<Episode | null> {
    if (!Number.isSafeInteger(id) || id < 1 || id > LARGEST_ID) return null;
    const row = await this.rows.findOneBy({ id });
    return row ? toDomain(row) : null;
  }

  count(): Promise<number> {
    return this.rows.count();
  }

  async addAll(drafts: readonly EpisodeDraft[]): Promise<Episode[]> {
    const saved = await this.rows.save(drafts.map((draft) => this.rows.create(draft)));
    return saved.map(toDomain);
  }
}
