// Shared with the server, which writes the same plain text into share previews (page <head>, JSON-LD).
export { decodeEntities, htmlToPlainText } from '@harmony/site-config';
