import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsArray, IsBoolean, IsISO8601, IsOptional, IsString, MaxLength, ValidateIf } from 'class-validator';
import { PageQuery } from '@harmony/platform';
import { articleStatus, type ArticleChanges, type ArticleInput, type ArticleStatus, type BlogArticle } from '../../domain/index.js';
import { BlogArticleResponse } from './blog-article.response.js';

// A field left out is not changed (or takes its default); `null` is refused, except for imageUrl, where
// it removes the image. What is required, how long and in what form, is the blog's rule (domain), whose
// messages the form shows beside each field.
const Given = () => ValidateIf((_request: object, value: unknown) => value !== undefined);

/** PATCH /api/blog-articles/{id}: the fields to change, any of them. */
export class ArticleChangesRequest {
  @ApiPropertyOptional({ example: 'The Monthly Money Date' }) @Given() @IsString() title?: string;
  @ApiPropertyOptional({
    example: 'the-monthly-money-date',
    description: 'Lower-case words joined by hyphens, unique. Left out: kept (also when the title changes). Blank: made from the title, numbered -2, -3… if another article has it.',
  })
  @Given()
  @IsString()
  slug?: string;
  @ApiPropertyOptional({ example: 'One evening a month, a short agenda and a rule that nobody is on trial.' }) @Given() @IsString() excerpt?: string;
  @ApiPropertyOptional({ description: 'Light markdown: images, #/##/### headings, bold, italic, bullet lists, blank-line paragraphs. At most 100,000 characters.' })
  @Given()
  @IsString()
  content?: string;
  @ApiPropertyOptional({ example: '/media/uploads/money-date.jpg', nullable: true, type: String, description: 'A site address (/media/…) or https://…; null or blank: no image.' })
  @IsOptional()
  @IsString()
  imageUrl?: string | null;
  @ApiPropertyOptional({ example: 'financial-advice', description: 'Lower-case words joined by hyphens; blank: financial-advice.' }) @Given() @IsString() category?: string;
  @ApiPropertyOptional({ example: ['budgeting', 'couples'], type: [String], description: 'Trimmed, lower-cased and de-duplicated; at most 20 of up to 50 characters.' })
  @Given()
  @IsArray()
  @IsString({ each: true })
  tags?: string[];
  @ApiPropertyOptional({ example: false }) @Given() @IsBoolean() featured?: boolean;
  @ApiPropertyOptional({ example: true, description: 'false: a draft, never public. Publishing keeps publishedAt: send it too to date the article now.' })
  @Given()
  @IsBoolean()
  published?: boolean;
  @ApiPropertyOptional({ example: '2026-11-12T08:00:00.000Z', format: 'date-time', description: 'A published article is public from this moment on: a later one is scheduled.' })
  @Given()
  @IsISO8601({ strict: true }, { message: 'publishedAt must be a date and time, such as 2026-11-12T08:00:00.000Z' })
  publishedAt?: string;

  static toChanges(request: ArticleChangesRequest): ArticleChanges {
    return {
      title: request.title,
      slug: request.slug,
      excerpt: request.excerpt,
      content: request.content,
      imageUrl: request.imageUrl,
      category: request.category,
      tags: request.tags,
      featured: request.featured,
      published: request.published,
      publishedAt: request.publishedAt === undefined ? undefined : new Date(request.publishedAt),
    };
  }
}

/** POST /api/blog-articles: a new article. Only title, excerpt and content are required. */
export class CreateArticleRequest extends ArticleChangesRequest {
  // `required` said again: the field's optional documentation is inherited otherwise.
  @ApiProperty({ required: true, example: 'The Monthly Money Date' }) override title?: string;
  @ApiPropertyOptional({ example: 'the-monthly-money-date', description: 'Lower-case words joined by hyphens, unique. Left out or blank: made from the title, numbered -2, -3… if another article has it.' })
  override slug?: string;
  @ApiProperty({ required: true, example: 'One evening a month, a short agenda and a rule that nobody is on trial.' }) override excerpt?: string;
  @ApiProperty({ required: true, description: 'Light markdown: images, #/##/### headings, bold, italic, bullet lists, blank-line paragraphs. At most 100,000 characters.' })
  override content?: string;
  @ApiPropertyOptional({ example: true, default: true, description: 'false: a draft, never public.' }) override published?: boolean;
  @ApiPropertyOptional({ example: false, default: false }) override featured?: boolean;
  @ApiPropertyOptional({ example: '2026-11-12T08:00:00.000Z', format: 'date-time', description: 'Default: now. A later moment schedules the article.' })
  override publishedAt?: string;

  // Required by the blog's rules, not here: a missing one gets the form's message ("The excerpt is required.").
  static toInput(request: CreateArticleRequest): ArticleInput {
    return { ...ArticleChangesRequest.toChanges(request), title: request.title ?? '', excerpt: request.excerpt ?? '', content: request.content ?? '' };
  }
}

/** `?limit=&offset=&q=` of the manager's list. */
export class ArticleListQuery extends PageQuery {
  @ApiPropertyOptional({ example: 'budget', description: 'Only the articles whose title or excerpt contains this, in any case.' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  q?: string;
}

export class ArticlePreviewRequest {
  @ApiProperty({ example: '# Our plan\n\nA **bold** step.', description: 'The markdown to render, at most 100,000 characters.' })
  @IsString()
  content!: string;
}

export class ArticlePreviewResponse {
  @ApiProperty({ example: '<h2>Our plan</h2>\n<p>A <strong>bold</strong> step.</p>\n', description: 'As the public page will show it: rendered (headings one level down) and sanitized.' })
  html!: string;
}

const STATUSES: readonly ArticleStatus[] = ['draft', 'scheduled', 'published'];

/** An article as the manager sees it: in any state, with where it stands for visitors. */
export class ManagedArticleResponse extends BlogArticleResponse {
  @ApiProperty({
    description: 'Light markdown (images, #/##/### headings, bold, italic, bullet lists, blank-line paragraphs), as written, for the editor: never served to readers (they get contentHtml).',
  })
  content!: string;
  @ApiProperty({ example: true, description: 'false: a draft.' }) published!: boolean;
  @ApiProperty({ enum: STATUSES, example: 'published', description: 'draft (not published), scheduled (published, publishedAt still to come) or published (public now).' })
  status!: ArticleStatus;

  static fromManaged(article: BlogArticle, now: Date): ManagedArticleResponse {
    return Object.assign(new ManagedArticleResponse(), BlogArticleResponse.from(article), { content: article.content, published: article.published, status: articleStatus(article, now) });
  }
}
