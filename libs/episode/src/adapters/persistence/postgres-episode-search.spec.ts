import type { Repository } from 'typeorm';
import { renderRichMarkdown } from '@harmony/platform';
import { createMigratedDataSource, testDatabaseKinds, type MigratedDataSource } from '@harmony/platform/testing';
import { anEpisodeDraft } from '../../testing/episode.mother.js';
import { EpisodeSchema, type EpisodeRow } from './episode.schema.js';
import { episodeMigrations } from './migrations/index.js';
import { PostgresEpisodeSearch } from './postgres-episode-search.js';
import { TypeOrmEpisodeRepository } from './typeorm-episode.repository.js';

const now = new Date('2026-06-01T00:00:00Z');
const earlier = new Date('2026-01-01T00:00:00Z');
/** A description as written and as the write path stores it rendered: snippets are cut from the rendered text. */
const described = (description: string) => ({ description, descriptionHtml: renderRichMarkdown(description) });

describe.each(testDatabaseKinds())(`${PostgresEpisodeSearch.name} on $name`, (kind) => {
  let database: MigratedDataSource;
  let rows: Repository<EpisodeRow>;
  let repository: TypeOrmEpisodeRepository;
  let search: PostgresEpisodeSearch;

  beforeAll(async () => {
    database = await createMigratedDataSource(kind, episodeMigrations, [EpisodeSchema]);
    rows = database.dataSource.getRepository(EpisodeSchema);
    repository = new TypeOrmEpisodeRepository(rows);
    search = new PostgresEpisodeSearch(rows);
  });

  afterAll(() => database?.dispose());
  beforeEach(() => rows.clear());

  it('ranks a title match above a description match', async () => {
    await repository.addAll([
      anEpisodeDraft({ title: 'Talking about money', description: '<p>We plan a shared budget for the holidays.</p>', publishedAt: earlier }),
      anEpisodeDraft({ title: 'The budget night', description: '<p>An evening with the numbers.</p>', publishedAt: earlier }),
    ]);

    const { hits, total } = await search.search('budget', 20, now);

    expect(total).toBe(2);
    expect(hits.map((hit) => hit.title)).toEqual(['The budget night', 'Talking about money']);
    expect(hits[0]!.rank).toBeGreaterThan(hits[1]!.rank);
  });

  it('marks the matched words in an escaped snippet, without the stored HTML tags', async () => {
    await repository.addAll([anEpisodeDraft({ title: 'Rules', ...described('<p>Budgets &amp; "rules" <b>x < y</b> for budgeting couples.</p>'), publishedAt: earlier })]);

    const [hit] = (await search.search('budgeting', 20, now)).hits;

    expect(hit!.snippet).toContain('<mark>Budgets</mark>');
    expect(hit!.snippet).toContain('<mark>budgeting</mark>');
    expect(hit!.snippet).not.toMatch(/<(?!\/?mark>)/);
    expect(hit!.snippet).toContain('&quot;rules&quot;');
    expect(hit!.snippet).toContain('x &lt; y');
  });

  it('cuts the snippet from the rendered description, with no markdown syntax', async () => {
    await repository.addAll([anEpisodeDraft({ title: 'Lists', ...described('We keep a **budgeting** date:\n\n- snacks\n- a [short agenda](https://example.com/agenda) & tea'), publishedAt: earlier })]);

    const [hit] = (await search.search('budgeting', 20, now)).hits;

    expect(hit!.snippet).toContain('keep a <mark>budgeting</mark> date: snacks a short agenda');
    expect(hit!.snippet).not.toMatch(/\*|\[|\]\(|https:|- /);
  });

  it("cuts the snippet from the transcript's matching cues when the words were said, not written", async () => {
    const [said, written] = await repository.addAll([
      anEpisodeDraft({ title: 'Night talk', ...described('<p>A quiet evening at home.</p>'), publishedAt: earlier }),
      anEpisodeDraft({ title: 'Desk notes', ...described('<p>Our mortgage, paid off early.</p>'), publishedAt: earlier }),
    ]);
    const cues = [
      { startSeconds: 0, endSeconds: 4, text: 'Welcome back to the show.' },
      { startSeconds: 4, endSeconds: 9, text: 'We finally refinanced the mortgage last spring.' },
      { startSeconds: 9, endSeconds: 12, text: 'It felt like a weight lifted.' },
    ];
    for (const episode of [said!, written!]) await repository.storeTranscript(episode.id, { url: `/media/episodes/${episode.id}/transcript.vtt`, transcript: { cues } });

    const { hits } = await search.search('mortgage', 20, now);

    const snippetOf = (id: number) => hits.find((hit) => hit.id === id)!.snippet;
    expect(snippetOf(said!.id)).toContain('refinanced the <mark>mortgage</mark> last spring');
    expect(snippetOf(said!.id)).not.toContain('quiet evening');
    expect(snippetOf(written!.id)).toContain('<mark>mortgage</mark>, paid off early');
    expect(snippetOf(written!.id)).not.toContain('refinanced');
  });

  it('finds only public episodes: not scheduled ones, nor ones without their audio or cover', async () => {
    await repository.addAll([
      anEpisodeDraft({ title: 'Budget live', publishedAt: earlier }),
      anEpisodeDraft({ title: 'Budget later', publishedAt: new Date('2026-07-01T00:00:00Z') }),
      anEpisodeDraft({ title: 'Budget silent', audioUrl: null, publishedAt: earlier }),
      anEpisodeDraft({ title: 'Budget coverless', imageUrl: null, publishedAt: earlier }),
    ]);

    const results = await search.search('budget', 20, now);

    expect(results.hits.map((hit) => hit.title)).toEqual(['Budget live']);
    expect(results.total).toBe(1);
  });

  it('reads the query as a web search, counts every match and answers at most the limit', async () => {
    await repository.addAll([
      anEpisodeDraft({ title: 'Saving for a house', publishedAt: earlier }),
      anEpisodeDraft({ title: 'Saving for a car', publishedAt: earlier }),
      anEpisodeDraft({ title: 'Saving for a boat', publishedAt: earlier }),
    ]);

    expect((await search.search('saving -car', 20, now)).total).toBe(2);
    expect((await search.search('"for a house"', 20, now)).hits.map((hit) => hit.title)).toEqual(['Saving for a house']);
    const limited = await search.search('saving', 2, now);
    expect(limited.hits).toHaveLength(2);
    expect(limited.total).toBe(3);
    // Operators alone, stop words alone and SQL-looking input are words, never errors.
    expect((await search.search(`'); DROP TABLE episodes; --`, 20, now)).total).toBe(0);
    expect((await search.search('the', 20, now)).total).toBe(0);
    expect((await search.search('" -', 20, now)).total).toBe(0);
  });

  it('finds the matches through the GIN index', async () => {
    const session = database.dataSource.createQueryRunner();
    try {
      await session.query('SET enable_seqscan = off');
      const plan: { 'QUERY PLAN': string }[] = await session.query(`EXPLAIN SELECT id FROM "episodes" WHERE "search_vector" @@ websearch_to_tsquery('english', 'budget')`);
      expect(plan.map((line) => line['QUERY PLAN']).join('\n')).toContain('episodes_search_idx');
    } finally {
      await session.query('RESET enable_seqscan');
      await session.release();
    }
  });
});
