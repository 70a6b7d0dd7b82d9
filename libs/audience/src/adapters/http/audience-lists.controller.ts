import { applyDecorators, Controller, Get, Query, Res, type StreamableFile, type Type } from '@nestjs/common';
import { ApiBadRequestResponse, ApiExtraModels, ApiOkResponse, ApiOperation, ApiProduces, ApiTags, getSchemaPath } from '@nestjs/swagger';
import type { Response } from 'express';
import { csvAttachment, datedCsvFilename, OwnerOnly, pageHeaders, PageQuery, ProblemDetailsResponse, type CsvCell, type CsvColumn } from '@harmony/platform';
import { ExportAudience, ListAudience, type AudienceList, type AudienceListItems } from '../../application/index.js';
import { searchText, type SubscriberStatus } from '../../domain/index.js';
import { AudienceListQuery, ContactMessageResponse, NewsletterSubscriberResponse, NewsletterSubscribersQuery, WorkshopRegistrationResponse } from './audience-list.dtos.js';

/** How a list answers: each item as JSON, and the CSV download of the whole list. */
interface ListView<Item> {
  readonly toResponse: (item: Item) => object;
  readonly download: (filename: string, batches: AsyncIterable<readonly Item[]>) => Promise<StreamableFile>;
}

const cellOf = (value: unknown): CsvCell => (Array.isArray(value) ? value.join(', ') : (value as CsvCell));

/** The CSV has the JSON's fields as its columns, in `fields` order, under their JSON names. */
function listView<Item, Json extends object>(toResponse: (item: Item) => Json, fields: readonly (keyof Json & string)[]): ListView<Item> {
  const columns: CsvColumn<Json>[] = fields.map((field) => ({ header: field, cell: (json) => cellOf(json[field]) }));
  async function* asJson(batches: AsyncIterable<readonly Item[]>) {
    for await (const batch of batches) yield batch.map(toResponse);
  }
  return { toResponse, download: (filename, batches) => csvAttachment(filename, columns, asJson(batches)) };
}

const VIEWS: { readonly [List in AudienceList]: ListView<AudienceListItems[List]> } = {
  'newsletter-subscribers': listView(NewsletterSubscriberResponse.from, ['id', 'email', 'tags', 'subscribedAt', 'status', 'sequenceStep']),
  'workshop-registrations': listView(WorkshopRegistrationResponse.from, ['id', 'firstName', 'lastName', 'email', 'phone', 'partnerName', 'questions', 'newsletter', 'submittedAt']),
  'contact-messages': listView(ContactMessageResponse.from, ['id', 'name', 'email', 'subject', 'message', 'submittedAt']),
};

/** One of the owner's audience lists: its documentation, behind the session and kept by no cache. */
const AudienceListEndpoint = (summary: string, item: Type<unknown>, searched: string) =>
  applyDecorators(
    OwnerOnly(),
    ApiOperation({
      summary,
      description:
        'Newest first (the higher id first between equal times), a page at a time: X-Total-Count holds how many items the search finds, Link the next and previous pages (keeping `q`). ' +
        `\`q\` finds the items whose ${searched} contains it, in any case. ` +
        '`format=csv` answers every item the search finds instead (limit and offset are ignored) as a download named `{list}-YYYY-MM-DD.csv`: RFC 4180, UTF-8 with a BOM, ' +
        "a header row of the JSON field names, tags joined by \", \", and any cell starting with =, +, -, @, a tab, a carriage return or a null character prefixed with ' so no spreadsheet runs it.",
    }),
    ApiExtraModels(item),
    ApiProduces('application/json', 'text/csv'),
    ApiOkResponse({
      description: 'A page of the list (JSON), or the whole list found (CSV).',
      headers: {
        'X-Total-Count': { description: 'How many items the search finds (JSON only).', schema: { type: 'integer' } },
        Link: { description: 'RFC 8288 links to the next and previous pages, when there are any (JSON only).', schema: { type: 'string' } },
        'Content-Disposition': { description: 'attachment; filename="{list}-YYYY-MM-DD.csv" (CSV only).', schema: { type: 'string' } },
      },
      content: {
        'application/json': { schema: { type: 'array', items: { $ref: getSchemaPath(item) } } },
        'text/csv': { schema: { type: 'string' } },
      },
    }),
    ApiBadRequestResponse({ type: ProblemDetailsResponse, description: 'limit, offset, q or format out of range (code invalid-request), one message per field in `errors`.' }),
  );

/**
 * The owner's lists of the audience (/admin/audience): newsletter subscribers, workshop registrations and
 * contact messages. Not @Public(): the session guard closes them.
 */
@ApiTags('audience')
@Controller('admin')
export class AudienceListsController {
  constructor(
    private readonly listAudience: ListAudience,
    private readonly exportAudience: ExportAudience,
  ) {}

  @Get('newsletter-subscribers')
  @AudienceListEndpoint('The newsletter subscribers, newest first, a page at a time or as CSV; `status` keeps only those with it', NewsletterSubscriberResponse, 'email')
  newsletterSubscribers(@Query() query: NewsletterSubscribersQuery, @Res({ passthrough: true }) response: Response): Promise<object[] | StreamableFile> {
    return this.answer('newsletter-subscribers', query, response, query.status);
  }

  @Get('workshop-registrations')
  @AudienceListEndpoint('The workshop interest registrations, newest first, a page at a time or as CSV', WorkshopRegistrationResponse, 'full name (first and last), partner name or email')
  workshopRegistrations(@Query() query: AudienceListQuery, @Res({ passthrough: true }) response: Response): Promise<object[] | StreamableFile> {
    return this.answer('workshop-registrations', query, response);
  }

  @Get('contact-messages')
  @AudienceListEndpoint('The contact messages, newest first, a page at a time or as CSV', ContactMessageResponse, 'name, email, subject or message')
  contactMessages(@Query() query: AudienceListQuery, @Res({ passthrough: true }) response: Response): Promise<object[] | StreamableFile> {
    return this.answer('contact-messages', query, response);
  }

  private async answer<List extends AudienceList>(list: List, query: AudienceListQuery, response: Response, status?: SubscriberStatus): Promise<object[] | StreamableFile> {
    const view: ListView<AudienceListItems[List]> = VIEWS[list];
    const search = searchText(query.q);
    if (query.format === 'csv') return view.download(datedCsvFilename(list), this.exportAudience.execute(list, { search, status }));
    const page = await this.listAudience.execute(list, { search, status, page: PageQuery.toRequest(query) });
    // The pages' links keep what narrows the list.
    const kept = [search ? `q=${encodeURIComponent(search)}` : '', status ? `status=${status}` : ''].filter(Boolean).join('&');
    const path = `/api/admin/${list}`;
    return pageHeaders(response, page, kept ? `${path}?${kept}` : path).map(view.toResponse);
  }
}
