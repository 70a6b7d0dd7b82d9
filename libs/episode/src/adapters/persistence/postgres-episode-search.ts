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

/**
 * The text of the description as the page shows it, from its rendered HTML (never its markdown, whose
 * `- ` and `[link](…)` mean nothing in a snippet): tags out, then the only entities the sanitizer writes
 * in text decoded (&amp; last, so "&amp;lt;" stays "&lt;"); the snippet escapes the text again.
 */
const DESCRIPTION_TEXT = `replace(replace(replace(replace(regexp_replace("description_html", '<[^>]*>', ' ', 'g'), '&lt;', '<'), '&gt;', '>'), '&nbsp;', ' '), '&amp;', '&')`;

/**
 * Where an episode's snippet comes from: its description when the words are there (or it has no transcript),
 * else the first two cues of its transcript that hold them, so a match in what was said shows what was said.
 * Only the answered rows run it (rankedMatches), and the cues are read until two match.
 */
const SNIPPET_FROM = `CASE WHEN "transcript" IS NULL OR to_tsvector('english', coalesce("description", '')) @@ "words" THEN ${DESCRIPTION_TEXT}
  ELSE coalesce((SELECT string_agg("said"."text", ' … ') FROM (
    SELECT "cue"->>'text' AS "text" FROM jsonb_array_elements("transcript"->'cues') AS "cue"
    WHERE to_tsvector('english', "cue"->>'text') @@ "words" LIMIT 2) AS "said"), ${DESCRIPTION_TEXT}) END`;

/** The search over `episodes.search_vector` (title A, description B, transcript C; see the migrations). */
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
      .addSelect('episode.descriptionHtml', 'description_html')
      .addSelect('episode.published_at', 'published_at')
      // Read (de-TOASTed) only for the rows answered, by SNIPPET_FROM.
      .addSelect('episode.transcript', 'transcript')
      .where(publicAt(now));
    const { rows, total } = await rankedMatches<CandidateRow>(candidates, { query, limit, snippetFrom: SNIPPET_FROM });
    return { hits: rows.map((row) => ({ id: row.id, title: row.title, snippet: row.snippet, rank: row.rank, publishedAt: new Date(row.published_at) })), total };
  }
}
