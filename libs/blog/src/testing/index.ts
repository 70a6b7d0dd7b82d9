export { InMemoryBlogArticleRepository } from './in-memory-blog-article.repository.js';
export { anArticleDraft } from './article.mother.js';
export { FakeDemoIllustrations } from './fake-demo-illustrations.js';
export { FakeArticleRenderer, fakeRendered } from './fake-article-renderer.js';
export { demoArticles } from '../application/demo-articles.js';
export { InMemoryLegalPageRepository } from './in-memory-legal-page.repository.js';
