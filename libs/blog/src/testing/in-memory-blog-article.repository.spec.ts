import { blogArticleRepositoryContract } from './blog-article-repository.contract.js';
import { InMemoryBlogArticleRepository } from './in-memory-blog-article.repository.js';

// The fake the use-case tests run on keeps the same contract as the TypeORM adapter.
describe(InMemoryBlogArticleRepository.name, () => {
  blogArticleRepositoryContract(() => new InMemoryBlogArticleRepository());
});
