import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { ILike, In, IsNull, LessThanOrEqual, MoreThan, Not, QueryFailedError, Raw, type FindOptionsWhere, type Repository } from 'typeorm';
import { pageOf, type Page, type PageRequest } from '@harmony/platform/domain';
import {
  EpisodeNumberTaken,
  EpisodeRepository,
  hasMedia,
  type Episode,
  type EpisodeDraft,
  type EpisodeFilter,
  type PublicEpisode,
  type StoredChapters,
  type StoredTranscript,
  type TranscriptAndChapters,
} from '../../domain/index.js';
import { EpisodeSchema, type EpisodeRow } from './episode.schema.js';

// ids and numbers are Postgres integers: a larger one cannot exist, and asking for it would be a SQL error.
const LARGEST_INTEGER = 2_147_483_647;
const NEWEST_FIRST = { number: 'DESC', id: 'DESC' } as const;
const UNIQUE_VIOLATION = '23505';
const NUMBER_UNIQUE_INDEX = 'episodes_number_key';

const isStorableInteger = (value: number): boolean => Number.isSafeInteger(value) && value >= 1 && value <= LARGEST_INTEGER;

// The parsed transcript and chapters are only read by `transcriptAndChapters`: an Episode never carries them.
const toDomain = ({ transcript: _transcript, chapters: _chapters, ...episode }: EpisodeRow): Episode => episode;
/** A row read under `publicAt`, which has its media. */
function toPublic(row: EpisodeRow): PublicEpisode {
  const episode = toDomain(row);
  if (!hasMedia(episode)) throw new Error(`Episode ${episode.id} was read as public without its media.`);
  return episode;
}
/** `text` with LIKE's wildcards and escape character escaped, so it matches itself. */
const likeEscaped = (text: string): string => text.replace(/[\\%_]/g, '\\$&');

/** `matchesFilter` as find conditions (any one of them keeps a row); undefined keeps every row. */
function filterWhere({ ids, ...filter }: EpisodeFilter): FindOptionsWhere<EpisodeRow>[] | undefined {
  const where = numberAndSearchWhere(filter);
  if (ids === undefined) return where;
  // As for numbers: an id no row can have is left out of the query, not sent to fail.
  const storable = ids.filter(isStorableInteger);
  if (!storable.length) return [{ id: -1 }];
  const id = In(storable);
  // A condition on the id already is the one that matches nothing.
  return where === undefined ? [{ id }] : where.map((condition) => ('id' in condition ? condition : { ...condition, id }));
}

function numberAndSearchWhere({ search, number }: Omit<EpisodeFilter, 'ids'>): FindOptionsWhere<EpisodeRow>[] | undefined {
  if (number !== undefined) {
    // No larger number can be stored; asking Postgres for one would be an error, not an empty list.
    if (!isStorableInteger(number)) return [{ id: -1 }];
    if (search === undefined || String(number).startsWith(search)) return [{ number }];
    return [{ number, title: ILike(`%${likeEscaped(search)}%`) }];
  }
  if (search === undefined) return undefined;
  return [
    { title: ILike(`%${likeEscaped(search)}%`) },
    // The number as its digits: "1" finds 1, 10 and 12, as matchesFilter says.
    { number: Raw((column) => `CAST(${column} AS text) LIKE :prefix`, { prefix: `${likeEscaped(search)}%` }) },
  ];
}

/** The rows `isPublicAt(now)` holds for. */
export const publicAt = (now: Date) => ({ publishedAt: LessThanOrEqual(now), audioUrl: Not(IsNull()), imageUrl: Not(IsNull()) });

/** The episode number a write repeated, from the unique index's violation, or null for any other failure. */
function repeatedNumber(error: unknown, written: readonly Pick<EpisodeDraft, 'number'>[]): number | null {
  if (!(error instanceof QueryFailedError)) return null;
  const { code, constraint, detail } = error.driverError as { code?: string; constraint?: string; detail?: string };
  if (code !== UNIQUE_VIOLATION || constraint !== NUMBER_UNIQUE_INDEX) return null;
  const named = /\(number\)=\((\d+)\)/.exec(detail ?? '')?.[1];
  return named ? Number(named) : (written[0]?.number ?? null);
}

@Injectable()
export class TypeOrmEpisodeRepository extends EpisodeRepository {
  constructor(@InjectRepository(EpisodeSchema) private readonly rows: Repository<EpisodeRow>) {
    super();
  }

  async findAll(page: PageRequest, now: Date): Promise<Page<PublicEpisode>> {
    const [rows, total] = await this.rows.findAndCount({ where: publicAt(now), order: NEWEST_FIRST, skip: page.offset, take: page.limit });
    return pageOf(rows.map(toPublic), total, page);
  }

  async findFeatured(now: Date): Promise<PublicEpisode[]> {
    return (await this.rows.find({ where: { ...publicAt(now), featured: true }, order: NEWEST_FIRST })).map(toPublic);
  }

  async findById(id: number, now: Date): Promise<PublicEpisode | null> {
    if (!isStorableInteger(id)) return null;
    const row = await this.rows.findOneBy({ ...publicAt(now), id });
    return row ? toPublic(row) : null;
  }

  async nextPublicationAfter(now: Date): Promise<Date | null> {
    const next = await this.rows.findOne({
      select: { publishedAt: true },
      where: { publishedAt: MoreThan(now), audioUrl: Not(IsNull()), imageUrl: Not(IsNull()) },
      order: { publishedAt: 'ASC' },
    });
    return next?.publishedAt ?? null;
  }

  count(): Promise<number> {
    return this.rows.count();
  }

  async listEvery(page: PageRequest, filter: EpisodeFilter = {}): Promise<Page<Episode>> {
    const [rows, total] = await this.rows.findAndCount({ where: filterWhere(filter), order: NEWEST_FIRST, skip: page.offset, take: page.limit });
    return pageOf(rows.map(toDomain), total, page);
  }

  async getAny(id: number): Promise<Episode | null> {
    if (!isStorableInteger(id)) return null;
    const row = await this.rows.findOneBy({ id });
    return row ? toDomain(row) : null;
  }

  async withNumber(episodeNumber: number): Promise<Episode | null> {
    if (!isStorableInteger(episodeNumber)) return null;
    const row = await this.rows.findOneBy({ number: episodeNumber });
    return row ? toDomain(row) : null;
  }

  async addAll(drafts: readonly EpisodeDraft[]): Promise<Episode[]> {
    const saved = await this.numbered(drafts, () => this.rows.save(drafts.map((draft) => this.rows.create(draft))));
    return saved.map(toDomain);
  }

  async update(episode: Episode): Promise<Episode | null> {
    if (!isStorableInteger(episode.id)) return null;
    // The companion files have writes of their own: an update of the fields must not undo one made meanwhile.
    const { id, transcriptUrl: _transcriptUrl, chaptersUrl: _chaptersUrl, ...fields } = episode;
    const result = await this.numbered([episode], () => this.rows.update({ id }, fields));
    return result.affected ? { ...episode } : null;
  }

  async transcriptAndChapters(id: number): Promise<TranscriptAndChapters | null> {
    if (!isStorableInteger(id)) return null;
    const row = await this.rows.findOne({ select: { id: true, transcript: true, chapters: true }, where: { id } });
    return row ? { transcript: row.transcript ?? null, chapters: row.chapters ?? null } : null;
  }

  async storeTranscript(id: number, stored: StoredTranscript | null): Promise<boolean> {
    if (!isStorableInteger(id)) return false;
    const result = await this.rows.update({ id }, { transcriptUrl: stored?.url ?? null, transcript: stored ? { cues: [...stored.transcript.cues] } : null });
    return Boolean(result.affected);
  }

  async storeChapters(id: number, stored: StoredChapters | null): Promise<boolean> {
    if (!isStorableInteger(id)) return false;
    const result = await this.rows.update({ id }, { chaptersUrl: stored?.url ?? null, chapters: stored ? [...stored.chapters] : null });
    return Boolean(result.affected);
  }

  async remove(id: number): Promise<boolean> {
    if (!isStorableInteger(id)) return false;
    return Boolean((await this.rows.delete({ id })).affected);
  }

  /** Runs a write, answering a repeated episode number as EpisodeNumberTaken. */
  private async numbered<T>(written: readonly Pick<EpisodeDraft, 'number'>[], write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      const repeated = repeatedNumber(error, written);
      throw repeated === null ? error : new EpisodeNumberTaken(repeated);
    }
  }
}
