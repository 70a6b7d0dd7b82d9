import { SearchArticles } from '@harmony/blog';
import { SearchEpisodes } from '@harmony/episode';
import { SiteSearch } from './site-search.js';

const day = (date: number) => new Date(Date.UTC(2026, 0, date));

/** Each context's search as its port answers (ranked with the same weights), with what it was asked. */
function siteSearch() {
  const asked: { query: string; limit: number }[] = [];
  const episodes = new SearchEpisodes({
    search: async (query, limit) => {
      asked.push({ query, limit });
      return {
        hits: [
          { id: 7, title: 'Seven', snippet: '<mark>fund</mark> seven', rank: 0.9, publishedAt: day(7) },
          { id: 3, title: 'Three', snippet: 'three', rank: 0.4, publishedAt: day(3) },
        ],
        total: 5,
      };
    },
  });
  const articles = new SearchArticles({
    search: async (query, limit) => {
      asked.push({ query, limit });
      return {
        hits: [
          { slug: 'newer-tie', title: 'Newer', snippet: 'newer', rank: 0.4, publishedAt: day(9) },
          { slug: 'best', title: 'Best', snippet: 'best', rank: 1, publishedAt: day(1) },
        ],
        total: 2,
      };
    },
  });
  return { search: new SiteSearch(episodes, articles), asked };
}

describe(SiteSearch.name, () => {
  it('merges both contexts by rank, the newer first between equal ranks, as pages on the site', async () => {
    const { search, asked } = siteSearch();
    const answer = await search.execute('fund', 20);
    expect(answer.results.map((result) => result.url)).toEqual(['/blog/best', '/episode/7', '/blog/newer-tie', '/episode/3']);
    expect(answer.results[1]).toEqual({ type: 'episode', title: 'Seven', url: '/episode/7', snippet: '<mark>fund</mark> seven', rank: 0.9, publishedAt: day(7).toISOString() });
    expect(answer).toMatchObject({ query: 'fund', total: 7 });
    expect(asked).toEqual([
      { query: 'fund', limit: 20 },
      { query: 'fund', limit: 20 },
    ]);
  });

  it('answers the best `limit` of both, and counts every match', async () => {
    const answer = await siteSearch().search.execute('fund', 2);
    expect(answer.results.map((result) => result.title)).toEqual(['Best', 'Seven']);
    expect(answer.total).toBe(7);
  });
});
