export { BlogModule } from './blog.module.js';
export { LegalPagesModule } from './legal-pages.module.js';
export { blogMigrations } from './adapters/persistence/migrations/index.js';
export { ArticleRenderer, CreateArticle, GetPublishedArticle, ListAllPublishedArticles, ListFeaturedArticles, ListPublishedArticles, NextArticlePublication, SearchArticles, SeedDemoArticles } from './application/index.js';
export { toArticleJson } from './adapters/http/blog-article.response.js';
export { ARTICLE_BODY_LIMIT, articleUploadRoutes } from './adapters/http/article-manager.controller.js';
export { LEGAL_PAGE_AGGREGATE, ARTICLE_AGGREGATE, type ArticleSearchHit, type ArticleSearchResults, type BlogArticle } from './domain/index.js';
export { GetLegalPage } from './application/index.js';
export { LegalPageResponse } from './adapters/http/legal-page.dtos.js';
