import { blogApi, type BlogArticle } from './blog.js';
import { episodesApi, type Episode } from './episodes.js';
import { seedInlinedQueries } from './first-screen.js';
import { createAppStore } from './root-reducer.js';
import { legalPagesApi, type LegalPage } from './legal-pages.js';
import { searchApi, type SearchAnswer } from './search.js';

const episode = { id: 7, title: 'Seven' } as Episode;
const article = { slug: 'date-night', title: 'Date night' } as BlogArticle;
const privacy = { kind: 'privacy', title: 'Privacy Policy', contentHtml: '<p>No cookies.</p>', updatedAt: null } satisfies LegalPage;
const searched = { query: 'date night', results: [], total: 0 } satisfies SearchAnswer;

describe(seedInlinedQueries.name, () => {
  const realFetch = globalThis.fetch;
  let requests: number;
  beforeEach(() => {
    requests = 0;
    globalThis.fetch = async () => {
      requests += 1;
      return new Response('[]', { headers: { 'content-type': 'application/json' } });
    };
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('fills the cache for every endpoint a first screen uses, so reading them sends no request', async () => {
    const store = createAppStore();
    seedInlinedQueries(store, [
      { endpoint: 'getLatestEpisodes', arg: 3, data: [episode] },
      { endpoint: 'getEpisodes', data: [episode] },
      { endpoint: 'getEpisode', arg: 7, data: episode },
      { endpoint: 'getFeaturedBlogArticles', data: [article] },
      { endpoint: 'getBlogArticles', data: [article] },
      { endpoint: 'getBlogArticle', arg: 'date-night', data: article },
      { endpoint: 'searchSite', arg: 'date night', data: searched },
      { endpoint: 'getLegalPage', arg: 'privacy', data: privacy },
    ]);

    const reads = [
      store.dispatch(episodesApi.endpoints.getLatestEpisodes.initiate(3)),
      store.dispatch(episodesApi.endpoints.getEpisodes.initiate()),
      store.dispatch(episodesApi.endpoints.getEpisode.initiate(7)),
      store.dispatch(blogApi.endpoints.getFeaturedBlogArticles.initiate()),
      store.dispatch(blogApi.endpoints.getBlogArticles.initiate()),
      store.dispatch(blogApi.endpoints.getBlogArticle.initiate('date-night')),
      store.dispatch(searchApi.endpoints.searchSite.initiate('date night')),
      store.dispatch(legalPagesApi.endpoints.getLegalPage.initiate('privacy')),
    ];
    const results = await Promise.all(reads.map((read) => read.unwrap()));
    expect(results).toEqual([[episode], [episode], episode, [article], [article], article, searched, privacy]);
    expect(requests).toBe(0);
  });

  it('skips entries that are not shaped like a known query, and the screen fetches that data itself', async () => {
    const store = createAppStore();
    seedInlinedQueries(store, [
      null,
      'text',
      { endpoint: 'getEpisode', arg: '7', data: episode },
      { endpoint: 'getEpisodes', data: { items: [episode] } },
      { endpoint: 'getLatestEpisodes', data: [episode] },
      { endpoint: 'getBlogArticles', data: {} },
      { endpoint: 'dropTables', data: [] },
      { endpoint: 'getLegalPage', arg: 'cookies', data: privacy },
      { endpoint: 'searchSite', arg: 'budget', data: { query: 'budget' } },
    ]);

    await store.dispatch(episodesApi.endpoints.getEpisodes.initiate()).unwrap();
    expect(requests).toBe(1);
    expect(episodesApi.endpoints.getEpisode.select(7)(store.getState()).status).toBe('uninitialized');
    expect(episodesApi.endpoints.getLatestEpisodes.select(3)(store.getState()).status).toBe('uninitialized');
    expect(blogApi.endpoints.getBlogArticles.select()(store.getState()).status).toBe('uninitialized');
    expect(searchApi.endpoints.searchSite.select('budget')(store.getState()).status).toBe('uninitialized');
  });
});
