import { anArticleDraft } from '../../testing/index.js';
import { BlogArticleResponse, toArticleJson } from './blog-article.response.js';

const stored = (overrides: Parameters<typeof anArticleDraft>[0]) => ({ ...anArticleDraft(overrides), id: 5, createdAt: new Date('2026-01-01T00:00:00Z'), updatedAt: new Date('2026-01-02T00:00:00Z') });

describe(BlogArticleResponse.name, () => {
  it('answers the content HTML as stored: a read never renders nor sanitizes', () => {
    // Stored HTML that rendering the markdown would not give: the answer must carry it unchanged.
    const article = stored({ content: '# as written', contentHtml: '<p onclick="stored">as stored</p>' });
    expect(BlogArticleResponse.from(article)).toMatchObject({ contentHtml: '<p onclick="stored">as stored</p>' });
  });

  it('never answers the markdown as written: it is the owner\'s, and may carry raw HTML', () => {
    const article = stored({ content: 'Hi <img src=x onerror=alert(1)> [x](javascript:alert(1))' });
    expect(BlogArticleResponse.from(article)).not.toHaveProperty('content');
    expect(toArticleJson(article)).not.toHaveProperty('content');
  });

  it('keeps the JSON shape the web reads', () => {
    expect(Object.keys(toArticleJson(stored({}))).sort()).toEqual([
      'category',
      'contentHtml',
      'createdAt',
      'excerpt',
      'featured',
      'id',
      'imageUrl',
      'publishedAt',
      'slug',
      'tags',
      'title',
      'updatedAt',
    ]);
  });
});
