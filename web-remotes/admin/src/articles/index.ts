export { ArticlesPage } from './articles-page.js';
export { usePreviewArticleMutation } from './articles-api.js';
