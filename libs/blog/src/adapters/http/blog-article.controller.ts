import { Controller, Get, Param, Query, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { pageLinkHeaders, PageQuery, ProblemDetailsResponse, Public, PublicReads } from '@harmony/platform';
import { collectionTag, itemTag } from '@harmony/platform/domain';
import { ARTICLE_AGGREGATE } from '../../domain/index.js';
import { GetPublishedArticle, ListFeaturedArticles, ListPublishedArticles } from '../../application/index.js';
import { BlogArticleResponse } from './blog-article.response.js';

// Lists depend on every article; one article's answer only on its slug.
const EVERY_ARTICLE = [collectionTag(ARTICLE_AGGREGATE)];

@ApiTags('blog')
@Public()
@Controller('blog-articles')
export class BlogArticleController {
  constructor(
    private readonly listPublished: ListPublishedArticles,
    private readonly listFeatured: ListFeaturedArticles,
    private readonly getPublished: GetPublishedArticle,
    private readonly reads: PublicReads,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Published articles, newest first, a page at a time', description: 'X-Total-Count holds the number of published articles; Link the next and previous pages.' })
  @ApiOkResponse({ type: [BlogArticleResponse] })
  @ApiBadRequestResponse({ type: ProblemDetailsResponse, description: 'limit or offset out of range (code invalid-request).' })
  async list(@Query() query: PageQuery, @Req() request: Request, @Res() response: Response): Promise<void> {
    await this.reads.answer(request, response, EVERY_ARTICLE, async () => {
      const page = await this.listPublished.execute(PageQuery.toRequest(query));
      return { json: page.items.map(BlogArticleResponse.from), headers: pageLinkHeaders(page, '/api/blog-articles') };
    });
  }

  @Get('featured')
  @ApiOperation({ summary: 'Featured published articles, newest first' })
  @ApiOkResponse({ type: [BlogArticleResponse] })
  async featured(@Req() request: Request, @Res() response: Response): Promise<void> {
    await this.reads.answer(request, response, EVERY_ARTICLE, async () => ({ json: (await this.listFeatured.execute()).map(BlogArticleResponse.from) }));
  }

  @Get(':slug')
  @ApiOperation({ summary: 'One published article by its slug' })
  @ApiParam({ name: 'slug', example: 'the-monthly-money-date' })
  @ApiOkResponse({ type: BlogArticleResponse })
  @ApiNotFoundResponse({ type: ProblemDetailsResponse, description: 'No published article has this slug (code article-not-found).' })
  async one(@Param('slug') slug: string, @Req() request: Request, @Res() response: Response): Promise<void> {
    await this.reads.answer(request, response, [itemTag(ARTICLE_AGGREGATE, slug)], async () => ({ json: BlogArticleResponse.from(await this.getPublished.execute(slug)) }));
  }
}
