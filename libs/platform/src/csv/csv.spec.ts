import { parseCsv } from '../testing/parse-csv.js';
import { CSV_BOM, csvChunks, csvField, csvRecord, neutraliseFormula, type CsvColumn } from './csv.js';

const documentOf = async <Item>(columns: readonly CsvColumn<Item>[], batches: Iterable<readonly Item[]> | AsyncIterable<readonly Item[]>): Promise<string> => {
  let text = '';
  for await (const chunk of csvChunks(columns, batches)) text += chunk;
  return text;
};

describe(neutraliseFormula.name, () => {
  it.each([
    ['=1+1', "'=1+1"],
    ['=HYPERLINK("http://evil.example","click")', '\'=HYPERLINK("http://evil.example","click")'],
    ['+61 400 000 000', "'+61 400 000 000"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['\t=1+1', "'\t=1+1"],
    ['\r=1+1', "'\r=1+1"],
    ['\0=1+1', "'\0=1+1"],
    ["=cmd|' /C calc'!A0", "'=cmd|' /C calc'!A0"],
  ])('puts a quote before %j', (text, expected) => expect(neutraliseFormula(text)).toBe(expected));

  it.each(['', 'Ana', ' =1+1', 'a=b', 'x+y', 'e-mail', 'ann@example.com', "'already quoted", '１+1', '＝1+1', '42'])('leaves %j as it is', (text) => expect(neutraliseFormula(text)).toBe(text));
});

describe(csvField.name, () => {
  it.each([
    ['plain', 'plain'],
    ['', ''],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['"', '""""'],
    ['line\nbreak', '"line\nbreak"'],
    ['line\r\nbreak', '"line\r\nbreak"'],
    ['carriage\rreturn', '"carriage\rreturn"'],
    ['semi;colon', '"semi;colon"'],
    ['  spaced  ', '  spaced  '],
    ['tab\tinside', 'tab\tinside'],
    ['Zoë Ørsted 中文 👩‍❤️‍👨', 'Zoë Ørsted 中文 👩‍❤️‍👨'],
  ])('writes %j as %j', (text, expected) => expect(csvField(text)).toBe(expected));

  it('neutralises first, then quotes: the quote stays inside the quoted field', () => {
    expect(csvField('=1,2')).toBe(`"'=1,2"`);
    expect(csvField('=A1&"x"')).toBe(`"'=A1&""x"""`);
    expect(csvField('-\nline')).toBe(`"'-\nline"`);
    expect(csvField('\rhidden')).toBe(`"'\rhidden"`);
    expect(csvField('Sam;=1+1')).toBe('"Sam;=1+1"');
  });

  it('writes empty cells for null and undefined', () => {
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
  });

  it('writes numbers, booleans and dates as they are: they carry no formula', () => {
    expect(csvField(42)).toBe('42');
    expect(csvField(-3)).toBe('-3');
    expect(csvField(1.5)).toBe('1.5');
    expect(csvField(true)).toBe('true');
    expect(csvField(false)).toBe('false');
    expect(csvField(new Date('2026-11-23T10:00:00.5Z'))).toBe('2026-11-23T10:00:00.500Z');
  });
});

describe(csvRecord.name, () => {
  it('joins fields with commas and ends with CRLF', () => {
    expect(csvRecord(['a', 1, null, 'b,c'])).toBe('a,1,,"b,c"\r\n');
    expect(csvRecord([])).toBe('\r\n');
    expect(csvRecord([''])).toBe('\r\n');
  });
});

describe(csvChunks.name, () => {
  interface Person {
    readonly name: string;
    readonly note: string | null;
    readonly joined: Date;
  }
  const columns: CsvColumn<Person>[] = [
    { header: 'name', cell: (person) => person.name },
    { header: 'note', cell: (person) => person.note },
    { header: 'joined', cell: (person) => person.joined },
  ];
  const joined = new Date('2026-01-02T03:04:05.000Z');
  const tricky = [
    'Doe, Jane',
    'The "Boss"',
    'two\r\nlines',
    'lf\nonly',
    '=1+1',
    '+1',
    '-1',
    '@me',
    '\tx',
    '\rx',
    'Zoë 中文 🎧',
    '',
    ' leading space',
    'a;b',
  ];

  it('starts with the BOM and the header record, even for an empty list', async () => {
    expect(await documentOf(columns, [])).toBe(`${CSV_BOM}name,note,joined\r\n`);
    expect(await documentOf(columns, [[], []])).toBe(`${CSV_BOM}name,note,joined\r\n`);
  });

  it('writes one chunk per non-empty batch, so memory holds a batch at a time', async () => {
    async function* batches() {
      yield [{ name: 'A', note: null, joined }];
      yield [];
      yield [
        { name: 'B', note: 'x', joined },
        { name: 'C', note: 'y', joined },
      ];
    }
    const chunks: string[] = [];
    for await (const chunk of csvChunks(columns, batches())) chunks.push(chunk);
    expect(chunks).toEqual([`${CSV_BOM}name,note,joined\r\n`, 'A,,2026-01-02T03:04:05.000Z\r\n', 'B,x,2026-01-02T03:04:05.000Z\r\nC,y,2026-01-02T03:04:05.000Z\r\n']);
  });

  it('reads back, cell for cell, by a strict RFC 4180 reader: neutralised cells keep their quote, nothing else changes', async () => {
    const people = tricky.map((name, index) => ({ name, note: index % 2 ? null : `note ${name}`, joined }));
    const text = await documentOf(columns, [people.slice(0, 5), people.slice(5)]);
    expect(text.startsWith(CSV_BOM)).toBe(true);
    const [header, ...records] = parseCsv(text.slice(CSV_BOM.length));
    expect(header).toEqual(['name', 'note', 'joined']);
    expect(records).toEqual(people.map((person) => [neutraliseFormula(person.name), person.note === null ? '' : neutraliseFormula(person.note), '2026-01-02T03:04:05.000Z']));
    expect(records.map(([name]) => name)).toEqual([
      'Doe, Jane',
      'The "Boss"',
      'two\r\nlines',
      'lf\nonly',
      "'=1+1",
      "'+1",
      "'-1",
      "'@me",
      "'\tx",
      "'\rx",
      'Zoë 中文 🎧',
      '',
      ' leading space',
      'a;b',
    ]);
  });

  it('has no line break outside quotes but CRLF record ends', async () => {
    const text = await documentOf(columns, [tricky.map((name) => ({ name, note: null, joined }))]);
    const outsideQuotes = text.replace(/"(?:[^"]|"")*"/g, '');
    expect(outsideQuotes.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
    expect(outsideQuotes.split('\r\n')).toHaveLength(tricky.length + 2);
  });

  it('keeps no cell a spreadsheet would run: every field starts with a harmless character', async () => {
    const text = await documentOf(columns, [tricky.map((name) => ({ name, note: name, joined }))]);
    for (const field of parseCsv(text.slice(CSV_BOM.length)).flat()) expect(field).not.toMatch(/^[=+\-@\t\r\0]/);
  });
});
