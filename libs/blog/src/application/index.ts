export { ListPublishedArticles } from './list-published-articles.js';
export { ListFeaturedArticles } from './list-featured-articles.js';
export { GetPublishedArticle } from './get-published-article.js';
export { NextArticlePublication } from './next-article-publication.js';
export { SeedDemoArticles } from './seed-demo-articles.js';
export { ArticleRenderer } from './article-renderer.js';
export { DemoIllustrations } from './demo-illustrations.js';
export { demoArticles } from './demo-articles.js';
