import type { Stats } from 'node:fs';

/**
 * A strong validator for a file as stored, from its size and modification time as nginx makes it
 * (serve-static's default is weak). Built files and media are written whole and never edited in
 * place, and a precompressed .br/.gz twin is a file of its own, so each encoding gets its own tag.
 * send() compares it with If-None-Match after setHeaders has run, and answers 304.
 */
export const strongFileEtag = (stat: Stats): string => `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
