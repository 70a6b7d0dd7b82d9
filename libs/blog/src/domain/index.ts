export * from './blog-article.js';
export * from './blog-article.errors.js';
export * from './blog-article.repository.js';
export * from './article-search.js';
export * from './legal-page.js';
export * from './legal-page.repository.js';
export * from './default-legal-pages.js';
