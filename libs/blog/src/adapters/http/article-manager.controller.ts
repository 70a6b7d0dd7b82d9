import { applyDecorators, Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Patch, Post, Put, Query, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConflictResponse,
  ApiConsumes,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiPayloadTooLargeResponse,
  ApiTags,
  ApiUnsupportedMediaTypeResponse,
} from '@nestjs/swagger';
import { formatNames, imageUploadPolicy, MediaUploads, OwnerOnly, pageHeaders, PageQuery, ProblemDetailsResponse, sizeText, WholeNumberParam } from '@harmony/platform';
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

const IMAGE_ROUTE = 'blog-articles/:id/image';

/**
 * The routes whose body is an uploaded file (paths under the API prefix), streamed by MediaUploads: the
 * app lists them among `useFormBodyParsers`' `streamedUploads`, so no parser reads their body.
 */
export const articleUploadRoutes: readonly string[] = [`/${IMAGE_ROUTE}`];

/** An article's image: the formats and size an episode's cover takes (sniffed from the bytes). */
const IMAGE_POLICY = imageUploadPolicy('article image');

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
    private readonly uploads: MediaUploads,
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

  @Put(IMAGE_ROUTE)
  @OwnerOnly()
  @ApiOperation({ summary: "Upload the article's image (it replaces any before)", description: 'Stored among the media; the article then names it as its imageUrl. The file before stays stored.' })
  @IdParam()
  @ApiConsumes('application/octet-stream', ...IMAGE_POLICY.formats.map((format) => format.mimeType), 'multipart/form-data')
  @ApiBody({
    description: `The file itself as the body (what fetch(url, {method: 'PUT', body: file}) sends), or a multipart/form-data form with the file in its "imageUrl" field. Its type is read from its bytes: ${formatNames(IMAGE_POLICY.formats)}; at most ${sizeText(IMAGE_POLICY.maxBytes)}.`,
    schema: { type: 'string', format: 'binary' },
  })
  @ApiOkResponse({ type: ManagedArticleResponse, description: 'The article with its new image.' })
  @ApiBadRequestResponse({ type: ProblemDetailsResponse, description: 'No file, or an empty one (code empty-upload, `errors` on imageUrl).' })
  @Unknown()
  @ApiPayloadTooLargeResponse({ type: ProblemDetailsResponse, description: 'Larger than the limit (code upload-too-large, `errors` on imageUrl); a Content-Length over it is refused before the body is read.' })
  @ApiUnsupportedMediaTypeResponse({ type: ProblemDetailsResponse, description: 'Its bytes are not one of the accepted formats (code unsupported-media-type, `errors` on imageUrl); the message names them.' })
  async uploadImage(@Param('id', articleId) id: number, @Req() request: Request): Promise<ManagedArticleResponse> {
    // The errors name imageUrl, the form's image field, so the message shows beside it. The article must
    // exist before a byte is read; stored as `articles/{id}/image-{random}.{ext}`.
    const { url } = await this.uploads.receive(request, { policy: IMAGE_POLICY, field: 'imageUrl', keyPrefix: `articles/${id}/image`, precondition: () => this.getArticle.execute(id) });
    return ManagedArticleResponse.fromManaged(await this.updateArticle.execute(id, { imageUrl: url }), new Date());
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
