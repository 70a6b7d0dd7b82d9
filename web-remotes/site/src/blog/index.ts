// What other folders use of the blog's pages: its date format (the legal pages date their last edit alike).
export { formatArticleDate } from './format-date.js';
