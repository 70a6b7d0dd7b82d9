export { ArticlesPage } from './articles-page.js';
export { ArticlePreview } from './article-preview.js';
