/**
 * `text` as a LIKE/ILIKE pattern (with `ESCAPE '\'`) that matches it literally, anywhere: `%`, `_` and the
 * escape character are taken as plain characters. (blog, audience and episode have a private copy: the
 * next change to them can use this one.)
 */
export const likeContaining = (text: string): string => `%${text.replace(/[\\%_]/g, '\\$&')}%`;
