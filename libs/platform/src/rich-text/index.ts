export { sanitizeRichHtml } from './rich-html.js';
