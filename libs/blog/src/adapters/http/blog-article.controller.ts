import { Controller, Get, Header, Param, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { PageQuery, pageHeaders, ProblemDetailsResponse } from '@harmony/platform';
import { GetPublishedArticle, ListFeaturedArticles, ListPublishedArticles } from '../../application/index.js';
import { BlogArticleResponse } from './blog-article.response.js';

const PUBLIC_CACHE = 'public, max-age=60';

@ApiTags('blog')
@Controller('blog-articles')
export class BlogArticleController {
  constructor(
    private readonly listPublished: ListPublishedArticles,
    private readonly listFeatured: ListFeaturedArticles,
    private readonly getPublished: GetPublishedArticle,
  ) {}

  @Get()
  @Header('Cache-Control', PUBLIC_CACHE)
  @ApiOperation({ summary: 'Published articles, newest first, a page at a time', description: 'X-Total-Count holds the number of published articles; Link the next and previous pages.' })
  @ApiOkResponse({ type: [BlogArticleResponse] })
  @ApiBadRequestResponse({ type: ProblemDetailsResponse, description: 'limit or offset out of range (code invalid-request).' })
  async list(@Query() query: PageQuery, @Res({ passthrough: true }) response: Response): Promise<readonly BlogArticleResponse[]> {
    const page = await this.listPublished.execute(PageQuery.toRequest(query));
    return pageHeaders(response, { ...page, items: page.items.map(BlogArticleResponse.from) }, '/api/blog-articles');
  }

  @Get('featured')
  @Header('Cache-Control', PUBLIC_CACHE)
  @ApiOperation({ summary: 'Featured published articles, newest first' })
  @ApiOkResponse({ type: [BlogArticleResponse] })
  async featured(): Promise<BlogArticleResponse[]> {
    return (await this.listFeatured.execute()).map(BlogArticleResponse.from);
  }

  @Get(':slug')
  @Header('Cache-Control', PUBLIC_CACHE)
  @ApiOperation({ summary: 'One published article by its slug' })
  @ApiParam({ name: 'slug', example: 'the-monthly-money-date' })
  @ApiOkResponse({ type: BlogArticleResponse })
  @ApiNotFoundResponse({ type: ProblemDetailsResponse, description: 'No published article has this slug (code article-not-found).' })
  async one(@Param('slug') slug: string): Promise<BlogArticleResponse> {
    return BlogArticleResponse.from(await this.getPublished.execute(slug));
  }
}
