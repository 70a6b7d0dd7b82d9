export { BlogModule } from './blog.module.js';
export { blogMigrations } from './adapters/persistence/migrations/index.js';
export { SeedDemoArticles } from './application/index.js';
export type { BlogArticle } from './domain/index.js';
