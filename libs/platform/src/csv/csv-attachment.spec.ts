import type { Readable } from 'node:stream';
import { CSV_BOM, type CsvColumn } from './csv.js';
import { CSV_CONTENT_TYPE, csvAttachment, datedCsvFilename } from './csv-attachment.js';

const columns: CsvColumn<number>[] = [{ header: 'n', cell: (n) => n }];

const textOf = async (stream: Readable): Promise<string> => {
  let text = '';
  for await (const chunk of stream) text += Buffer.isBuffer(chunk) ? chunk.toString('utf8') : String(chunk);
  return text;
};

describe(datedCsvFilename.name, () => {
  it('dates the name with the UTC day', () => {
    expect(datedCsvFilename('newsletter-subscribers', new Date('2026-11-23T23:30:00-05:00'))).toBe('newsletter-subscribers-2026-11-24.csv');
  });
});

describe(csvAttachment.name, () => {
  it('is a UTF-8 CSV attachment with the file name, streaming every batch', async () => {
    async function* batches() {
      yield [1, 2];
      yield [3];
    }
    const file = await csvAttachment('numbers-2026-11-23.csv', columns, batches());
    expect(file.getHeaders()).toEqual({ type: CSV_CONTENT_TYPE, disposition: 'attachment; filename="numbers-2026-11-23.csv"', length: undefined });
    const bytes = Buffer.from(await textOf(file.getStream()), 'utf8');
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.toString('utf8')).toBe(`${CSV_BOM}n\r\n1\r\n2\r\n3\r\n`);
  });

  it('reads the first batch before answering, so a source that cannot start fails the request, not the download', async () => {
    // eslint-disable-next-line require-yield -- a source that fails before its first batch
    async function* broken(): AsyncGenerator<number[]> {
      throw new Error('database down');
    }
    await expect(csvAttachment('x.csv', columns, broken())).rejects.toThrow('database down');
  });

  it('reads no further than the client does, and closes the source when the stream is closed early', async () => {
    let read = 0;
    let closed = false;
    async function* endless() {
      try {
        for (;;) {
          read += 1;
          yield Array.from({ length: 1000 }, (_, index) => index);
        }
      } finally {
        closed = true;
      }
    }
    const stream = (await csvAttachment('x.csv', columns, endless())).getStream();
    for await (const chunk of stream) {
      expect(String(chunk)).toContain('n\r\n');
      break;
    }
    await new Promise((resolve) => setImmediate(resolve));
    expect(closed).toBe(true);
    expect(read).toBeLessThan(10);
  });

  it('refuses a file name that would need escaping in the header', async () => {
    async function* none(): AsyncGenerator<number[]> {}
    await expect(csvAttachment('a"b.csv', columns, none())).rejects.toThrow('Not a safe CSV file name');
    await expect(csvAttachment('list.txt', columns, none())).rejects.toThrow('Not a safe CSV file name');
  });
});
