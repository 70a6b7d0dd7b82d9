export { ArticlesPage } from './articles-page.js';
