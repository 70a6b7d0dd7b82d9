import { Body, Controller, Get, Param, Put, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { OwnerOnly, ProblemDetailsResponse, Public, PublicReads } from '@harmony/platform';
import { itemTag } from '@harmony/platform/domain';
import { isLegalPageKind, LEGAL_PAGE_AGGREGATE, LegalPageNotFound, legalPageKinds, type LegalPageKind } from '../../domain/index.js';
import { GetLegalPage, UpdateLegalPage } from '../../application/index.js';
import { LegalPageRequest, LegalPageResponse, ManagedLegalPageResponse } from './legal-page.dtos.js';

/** Where the owner writes the legal pages; the app lets these bodies be larger than a form's (ARTICLE_BODY_LIMIT). */
export const LEGAL_PAGES_ADMIN_PATH = '/api/admin/legal-pages';

const kindOf = (kind: string): LegalPageKind => {
  if (!isLegalPageKind(kind)) throw new LegalPageNotFound(kind);
  return kind;
};

const KindParam = () => ApiParam({ name: 'kind', enum: legalPageKinds, example: 'privacy' });
const Unknown = () => ApiNotFoundResponse({ type: ProblemDetailsResponse, description: 'The site has no legal page of this kind (code legal-page-not-found).' });

/** The public read of the Privacy Policy and the Terms: the owner's text, else the site's default. */
@ApiTags('legal pages')
@Public()
@Controller('legal-pages')
export class LegalPageController {
  constructor(
    private readonly getPage: GetLegalPage,
    private readonly reads: PublicReads,
  ) {}

  @Get(':kind')
  @ApiOperation({ summary: 'A legal page (privacy, terms) as visitors read it' })
  @KindParam()
  @ApiOkResponse({ type: LegalPageResponse })
  @Unknown()
  async one(@Param('kind') kind: string, @Req() request: Request, @Res() response: Response): Promise<void> {
    const page = kindOf(kind);
    await this.reads.answer(request, response, [itemTag(LEGAL_PAGE_AGGREGATE, page)], async () => ({ json: LegalPageResponse.from(await this.getPage.execute(page)) }));
  }
}

/** The owner's editor of the legal pages. Not @Public(): the session guard closes it; answers are private (OwnerOnly). */
@ApiTags('legal pages')
@Controller('admin/legal-pages')
export class LegalPageManagerController {
  constructor(
    private readonly getPage: GetLegalPage,
    private readonly updatePage: UpdateLegalPage,
  ) {}

  @Get(':kind')
  @OwnerOnly()
  @ApiOperation({ summary: 'A legal page with its markdown, for the editor (the default text until the owner saves one)' })
  @KindParam()
  @ApiOkResponse({ type: ManagedLegalPageResponse })
  @Unknown()
  async one(@Param('kind') kind: string): Promise<ManagedLegalPageResponse> {
    return ManagedLegalPageResponse.fromManaged(await this.getPage.execute(kindOf(kind)));
  }

  @Put(':kind')
  @OwnerOnly()
  @ApiOperation({ summary: "Replaces a legal page's text: rendered and sanitized once, public at once" })
  @KindParam()
  @ApiOkResponse({ type: ManagedLegalPageResponse })
  @ApiBadRequestResponse({ type: ProblemDetailsResponse, description: 'content missing or not text (invalid-request), empty or longer than 20,000 characters (invalid-legal-page); the error is on `content`.' })
  @Unknown()
  async update(@Param('kind') kind: string, @Body() body: LegalPageRequest): Promise<ManagedLegalPageResponse> {
    return ManagedLegalPageResponse.fromManaged(await this.updatePage.execute(kindOf(kind), body.content));
  }
}
