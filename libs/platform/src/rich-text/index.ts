export { sanitizeRichHtml } from './rich-html.js';
export { renderRichMarkdown } from './rich-markdown.js';
export { addStoredHtmlColumn, renderStoredHtml, type StoredHtmlColumn } from './stored-html-column.js';
export { escapeMarkup } from './escape-markup.js';
