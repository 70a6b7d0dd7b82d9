import { applyDecorators, Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Patch, Post, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiPayloadTooLargeResponse,
  ApiTags,
} from '@nestjs/swagger';
import { OwnerOnly, pageHeaders, PageQuery, ProblemDetailsResponse, WholeNumberParam } from '@harmony/platform';
import { CreateArticle, DeleteArticle, GetArticle, ListAllArticles, PreviewArticle, UpdateArticle } from '../../application/index.js';
import { LEGAL_PAGES_ADMIN_PATH } from './legal-page.controller.js';
import { ArticleChangesRequest, ArticleListQuery, ArticlePreviewRequest, ArticlePreviewResponse, CreateArticleRequest, ManagedArticleResponse } from './article-manager.dtos.js';

const LIST_PATH = '/api/admin/blog-articles';

/**
 * What the manager's writes and preview may send: an article's markdown (up to 100,000 characters, of up
 * to 3 bytes each in UTF-8) is more than the API's form-sized JSON limit. The app sets it for these routes.
 */
// The legal pages are written in the same editor: 20,000 characters of markdown can pass 32 kB too.
export const ARTICLE_BODY_LIMIT = { paths: ['/api/blog-articles', LIST_PATH, LEGAL_PAGES_ADMIN_PATH], limit: '512kb' } as const;

const articleId = new WholeNumberParam('article id');

const IdParam = () => ApiParam({ name: 'id', type: Number, example: 1 });
const Unknown = () => ApiNotFoundResponse({ type: ProblemDetailsResponse, description: 'No article has this id (code article-not-found).' });
const ArticleWrite = () =>
  applyDecorators(
    ApiBadRequestResponse({ type: ProblemDetailsResponse, description: 'Invalid fields, one message per field in `errors` (code invalid-article, or invalid-request for a wrong type).' }),
    ApiConflictResponse({ type: ProblemDetailsResponse, description: 'Another article has the slug given (code article-slug-taken, with an error on `slug`).' }),
    ApiPayloadTooLargeResponse({ type: ProblemDetailsResponse, description: 'The body is larger than an article can be.' }),
  );

/**
 * The owner's article manager: every article in any state, and the writes, each shown on the public
 * site at once. Not @Public(): the session guard closes it; every answer is private (OwnerOnly).
 */
@ApiTags('blog manager')
@Controller()
export class ArticleManagerController {
  constructor(
    private readonly listAll: ListAllArticles,
    private readonly getArticle: GetArticle,
    private readonly createArticle: CreateArticle,
    private readonly updateArticle: UpdateArticle,
    private readonly deleteArticle: DeleteArticle,
    private readonly previewArticle: PreviewArticle,
  ) {}

  @Get('admin/blog-articles')
  @OwnerOnly()
  @ApiOperation({
    summary: 'Every article, drafts and scheduled ones too, newest first (by publishedAt), a page at a time',
    description: 'X-Total-Count holds the number of articles found; Link the next and previous pages. `q` searches titles and excerpts.',
  })
  @ApiOkResponse({ type: [ManagedArticleResponse] })
  @ApiBadRequestResponse({ type: ProblemDetailsResponse, description: 'limit, offset or q out of range (code invalid-request).' })
  async list(@Query() query: ArticleListQuery, @Res({ passthrough: true }) response: Response): Promise<ManagedArticleResponse[]> {
    const search = query.q?.trim() || undefined;
    const page = await this.listAll.execute(PageQuery.toRequest(query), search);
    const now = new Date();
    return pageHeaders(response, page, search ? `${LIST_PATH}?q=${encodeURIComponent(search)}` : LIST_PATH).map((article) => ManagedArticleResponse.fromManaged(article, now));
  }

  @Get('admin/blog-articles/:id')
  @OwnerOnly()
  @ApiOperation({ summary: 'One article in any state, by id' })
  @IdParam()
  @ApiOkResponse({ type: ManagedArticleResponse })
  @Unknown()
  async one(@Param('id', articleId) id: number): Promise<ManagedArticleResponse> {
    return ManagedArticleResponse.fromManaged(await this.getArticle.execute(id), new Date());
  }

  @Post('admin/blog-articles/preview')
  @HttpCode(HttpStatus.OK)
  @OwnerOnly()
  @ApiOperation({ summary: 'Renders markdown as the public page will show it (the renderer a write stores with); stores nothing' })
  @ApiOkResponse({ type: ArticlePreviewResponse })
  @ApiBadRequestResponse({ type: ProblemDetailsResponse, description: 'content is not text (invalid-request), or longer than an article may be (invalid-article); the error is on `content`.' })
  preview(@Body() body: ArticlePreviewRequest): ArticlePreviewResponse {
    return this.previewArticle.execute(body.content);
  }

  @Post('blog-articles')
  @OwnerOnly()
  @ApiOperation({
    summary: 'Writes a new article, public at once unless a draft or scheduled',
    description: 'Defaults: category financial-advice, published true, featured false, publishedAt now. Location names the new article.',
  })
  @ApiCreatedResponse({ type: ManagedArticleResponse })
  @ArticleWrite()
  async create(@Body() body: CreateArticleRequest, @Res({ passthrough: true }) response: Response): Promise<ManagedArticleResponse> {
    const article = await this.createArticle.execute(CreateArticleRequest.toInput(body));
    response.setHeader('Location', `${LIST_PATH}/${article.id}`);
    return ManagedArticleResponse.fromManaged(article, new Date());
  }

  @Patch('blog-articles/:id')
  @OwnerOnly()
  @ApiOperation({
    summary: 'Changes the fields given: edit, publish or unpublish ({published}), feature ({featured})',
    description: 'The slug stays when the title changes; a new slug moves the article (its old address answers 404).',
  })
  @IdParam()
  @ApiOkResponse({ type: ManagedArticleResponse })
  @Unknown()
  @ArticleWrite()
  async update(@Param('id', articleId) id: number, @Body() body: ArticleChangesRequest): Promise<ManagedArticleResponse> {
    return ManagedArticleResponse.fromManaged(await this.updateArticle.execute(id, ArticleChangesRequest.toChanges(body)), new Date());
  }

  @Delete('blog-articles/:id')
  @HttpCode(HttpStatus.NO_CONTENT)
  @OwnerOnly()
  @ApiOperation({ summary: 'Deletes an article for good' })
  @IdParam()
  @ApiNoContentResponse({ description: 'Deleted; its address answers 404 at once.' })
  @Unknown()
  async remove(@Param('id', articleId) id: number): Promise<void> {
    await this.deleteArticle.execute(id);
  }
}
