export { BlogModule } from './blog.module.js';
export { blogMigrations } from './adapters/persistence/migrations/index.js';
export { GetPublishedArticle, ListFeaturedArticles, ListPublishedArticles, SeedDemoArticles } from './application/index.js';
export { toArticleJson } from './adapters/http/blog-article.response.js';
export type { BlogArticle } from './domain/index.js';
