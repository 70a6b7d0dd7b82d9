import { ApiProperty } from '@nestjs/swagger';
import type { BlogArticle } from '../../domain/index.js';

export class BlogArticleResponse {
  @ApiProperty({ example: 1 }) id!: number;
  @ApiProperty({ example: 'the-monthly-money-date' }) slug!: string;
  @ApiProperty({ example: 'The Monthly Money Date: A Ritual That Changed Our Marriage' }) title!: string;
  @ApiProperty({ example: 'One evening a month, a short agenda and a rule that nobody is on trial.' }) excerpt!: string;
  @ApiProperty({
    example: '<h2>Why it works</h2>\n<p>A <strong>short</strong> agenda.</p>',
    description:
      "The article's markdown rendered to HTML (headings one level down: h2–h4) and sanitized when it was written: safe to put into the page as it is. (The markdown as written is only the owner's: GET /api/admin/blog-articles/{id}.)",
  })
  contentHtml!: string;
  @ApiProperty({ example: '/media/demo/blog/the-monthly-money-date.svg', nullable: true, type: String, description: 'null when the article has no image.' }) imageUrl!: string | null;
  @ApiProperty({ example: 'financial-advice' }) category!: string;
  @ApiProperty({ example: ['communication', 'budgeting'], type: [String] }) tags!: string[];
  @ApiProperty({ example: true }) featured!: boolean;
  @ApiProperty({ example: '2026-11-12T08:00:00.000Z', format: 'date-time' }) publishedAt!: string;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ format: 'date-time' }) updatedAt!: string;

  static from(article: BlogArticle): BlogArticleResponse {
    // Never `content` as written: its markdown may carry raw HTML, and readers get only what is safe to render.
    return Object.assign(new BlogArticleResponse(), {
      id: article.id,
      slug: article.slug,
      title: article.title,
      excerpt: article.excerpt,
      // As stored: a read never renders nor sanitizes (that is done once, when the article is written).
      contentHtml: article.contentHtml,
      imageUrl: article.imageUrl,
      category: article.category,
      tags: [...article.tags],
      featured: article.featured,
      publishedAt: article.publishedAt.toISOString(),
      createdAt: article.createdAt.toISOString(),
      updatedAt: article.updatedAt.toISOString(),
    });
  }
}

/** An article as the API answers it, for callers outside HTTP (the page's inlined first-screen data). */
export const toArticleJson = (article: BlogArticle): BlogArticleResponse => BlogArticleResponse.from(article);
