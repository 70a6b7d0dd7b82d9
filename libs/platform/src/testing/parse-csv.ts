/**
 * A strict RFC 4180 reader for tests, written apart from the writer so each checks the other: records end
 * with CRLF, a quoted field may hold commas, quotes (doubled) and line breaks; anything else (a bare LF
 * between records, a quote inside an unquoted field, text after a closing quote) throws. A leading BOM is
 * not skipped: check for it, then pass the text after it.
 */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let index = 0;
  const fail = (problem: string): never => {
    throw new Error(`Invalid CSV at ${index}: ${problem}`);
  };
  while (index < text.length) {
    let field = '';
    if (text[index] === '"') {
      index += 1;
      for (;;) {
        if (index >= text.length) fail('unterminated quoted field');
        if (text[index] === '"') {
          if (text[index + 1] === '"') {
            field += '"';
            index += 2;
            continue;
          }
          index += 1;
          break;
        }
        field += text[index];
        index += 1;
      }
    } else {
      while (index < text.length && text[index] !== ',' && text[index] !== '\r' && text[index] !== '\n') {
        if (text[index] === '"') fail('a quote inside an unquoted field');
        field += text[index];
        index += 1;
      }
    }
    record.push(field);
    if (index >= text.length) fail('the last record does not end with CRLF');
    if (text[index] === ',') {
      index += 1;
      if (index >= text.length) fail('the last record does not end with CRLF');
    } else if (text.startsWith('\r\n', index)) {
      records.push(record);
      record = [];
      index += 2;
    } else {
      fail(`expected a comma or CRLF after a field, found ${JSON.stringify(text[index])}`);
    }
  }
  return records;
}
