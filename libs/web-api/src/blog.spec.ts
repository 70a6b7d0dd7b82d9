import { blogApi } from './blog.js';
import { createAppStore } from './root-reducer.js';
import { jsonResponse } from './testing.js';

describe('blog endpoints', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('reads one article by its encoded slug', async () => {
    const calls: Request[] = [];
    globalThis.fetch = async (input) => {
      calls.push(input as Request);
      return jsonResponse({ slug: 'a b' });
    };
    await createAppStore().dispatch(blogApi.endpoints.getBlogArticle.initiate('a b'));
    expect(new URL(calls[0].url).pathname).toBe('/api/blog-articles/a%20b');
  });
});
