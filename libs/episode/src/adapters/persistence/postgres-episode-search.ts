import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { rankedMatches } from '@harmony/platform';
import { EpisodeSearch, type EpisodeSearchResults } from '../../domain/index.js';
import { EpisodeSchema, type EpisodeRow } from './episode.schema.js';
import { publicAt } from './typeorm-episode.repository.js';

interface CandidateRow {
  id: number;
  title: string;
  published_at: Date;
}

/** The search over `episodes.search_vector` (title A, description B; see the migration SearchEpisodes). */
@Injectable()
export class PostgresEpisodeSearch extends EpisodeSearch {
  constructor(@InjectRepository(EpisodeSchema) private readonly rows: Repository<EpisodeRow>) {
    super();
  }

  async search(query: string, limit: number, now: Date): Promise<EpisodeSearchResults> {
    const candidates = this.rows
      .createQueryBuilder('episode')
      .select('episode.id', 'id')
      .addSelect('episode.title', 'title')
      .addSelect('episode.description', 'description')
      .addSelect('episode.published_at', 'published_at')
      .where(publicAt(now));
    // The snippet comes from the description; a transcript's passage would be the better one for a match there.
    const { rows, total } = await rankedMatches<CandidateRow>(candidates, { query, limit, snippetFrom: '"description"' });
    return { hits: rows.map((row) => ({ id: row.id, title: row.title, snippet: row.snippet, rank: row.rank, publishedAt: new Date(row.published_at) })), total };
  }
}
