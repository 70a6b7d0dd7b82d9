import { Controller, Get, Query, StreamableFile } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOperation, ApiProduces, ApiPropertyOptional, ApiTags, ApiOkResponse } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { csvAttachment, datedCsvFilename, OwnerOnly, ProblemDetailsResponse, type CsvColumn } from '@harmony/platform';
import { GetPeriodAnalytics } from '../../application/index.js';
import { BREAKDOWNS, type BreakdownRow, type PeriodDay, type PageCount } from '../../domain/index.js';
import { AnalyticsQuery } from './analytics-dtos.js';

const EXPORTS = ['days', ...BREAKDOWNS, 'entry-pages', 'exit-pages'] as const;
type ExportName = (typeof EXPORTS)[number];

export class AnalyticsExportQuery extends AnalyticsQuery {
  @ApiPropertyOptional({ enum: EXPORTS, default: 'days', description: 'days: the daily rollups; else one breakdown of the period.' })
  @IsOptional()
  @IsIn(EXPORTS)
  breakdown?: ExportName;
}

/** An export's rows per breakdown: the whole long tail a table of ten leaves out, within reason. */
const EXPORT_ROWS = 1_000;

const once = <Item>(rows: readonly Item[]): AsyncIterable<readonly Item[]> => (async function* () { yield rows; })();

const DAY_COLUMNS: CsvColumn<PeriodDay>[] = [
  { header: 'date', cell: (day) => day.day },
  { header: 'pageViews', cell: (day) => day.pageViews },
  { header: 'visitors', cell: (day) => day.visitors },
];
const BREAKDOWN_COLUMNS: CsvColumn<BreakdownRow>[] = [
  { header: 'value', cell: (row) => row.value },
  { header: 'pageViews', cell: (row) => row.pageViews },
];
const PAGE_COLUMNS: CsvColumn<PageCount>[] = [
  { header: 'pageUrl', cell: (row) => row.pageUrl },
  { header: 'visits', cell: (row) => row.visits },
];

/** Issue 27 item 7: the period's daily figures, or one breakdown, as a formula-safe CSV download (the audience lists' helper). */
@ApiTags('analytics')
@Controller('admin/analytics')
export class AnalyticsExportController {
  constructor(private readonly getPeriodAnalytics: GetPeriodAnalytics) {}

  @Get('export')
  @OwnerOnly()
  @ApiOperation({ summary: "A period's daily page views and visitors, or one of its breakdowns, as CSV (UTF-8 with a BOM, formulas neutralised)" })
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'The CSV download.' })
  @ApiBadRequestResponse({ type: ProblemDetailsResponse, description: 'A bad period, filter or breakdown (the dashboard\'s own checks).' })
  async export(@Query() query: AnalyticsExportQuery): Promise<StreamableFile> {
    const { current } = await this.getPeriodAnalytics.execute({ ...query, compare: undefined }, new Date(), EXPORT_ROWS);
    const name = query.breakdown ?? 'days';
    const filename = datedCsvFilename(`analytics-${name}`);
    if (name === 'days') return csvAttachment(filename, DAY_COLUMNS, once(current.days));
    if (name === 'entry-pages') return csvAttachment(filename, PAGE_COLUMNS, once(current.entryPages));
    if (name === 'exit-pages') return csvAttachment(filename, PAGE_COLUMNS, once(current.exitPages));
    return csvAttachment(filename, BREAKDOWN_COLUMNS, once(current.breakdowns[name]));
  }
}
