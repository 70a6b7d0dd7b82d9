import { Readable } from 'node:stream';
import { StreamableFile } from '@nestjs/common';
import { csvChunks, type CsvColumn } from './csv.js';

export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';

const SAFE_FILENAME = /^[\w.-]+\.csv$/;

/** `{name}-YYYY-MM-DD.csv`, dated in UTC: what a download of a list is saved as. */
export const datedCsvFilename = (name: string, now: Date = new Date()): string => `${name}-${now.toISOString().slice(0, 10)}.csv`;

/**
 * The first item now, the rest as they are read: a source that cannot start (the database is down)
 * fails here, before the answer begins, and becomes a problem+json answer instead of a broken download.
 * Closing the stream early (the client went away) closes the source too.
 */
async function startedEarly<Item>(source: AsyncIterable<Item>): Promise<AsyncIterable<Item>> {
  const iterator = source[Symbol.asyncIterator]();
  const first = await iterator.next();
  return (async function* rest() {
    let done = first.done;
    try {
      if (!done) yield first.value;
      while (!done) {
        const next = await iterator.next();
        done = next.done;
        if (!done) yield next.value;
      }
    } finally {
      if (!done) await iterator.return?.();
    }
  })();
}

/**
 * A CSV download (RFC 4180, UTF-8 with a BOM, formulas neutralised; see `csv.ts`) streamed batch by batch:
 * only one batch is in memory at a time, and the stream waits while the client reads slowly. Return it from a
 * handler: Nest sets `Content-Type` and `Content-Disposition`, pipes it, and aborts the connection (rather than
 * end a truncated file that looks whole) if a later batch fails.
 */
export async function csvAttachment<Item>(filename: string, columns: readonly CsvColumn<Item>[], batches: AsyncIterable<readonly Item[]>): Promise<StreamableFile> {
  if (!SAFE_FILENAME.test(filename)) throw new Error(`Not a safe CSV file name: ${JSON.stringify(filename)}`);
  const rows = await startedEarly(batches);
  return new StreamableFile(Readable.from(csvChunks(columns, rows), { objectMode: false }), {
    type: CSV_CONTENT_TYPE,
    disposition: `attachment; filename="${filename}"`,
  });
}
