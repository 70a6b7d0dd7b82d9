import { CreateBlogArticles1763700000000 } from './1763700000000-create-blog-articles.js';
import { StoreArticleContentHtml1795400000001 } from './1795400000001-store-article-content-html.js';
import { IndexArticlesNewestFirst1795610000000 } from './1795610000000-index-articles-newest-first.js';
import { SearchArticles1796000000001 } from './1796000000001-search-articles.js';
import { CreateLegalPages1796610000000 } from './1796610000000-create-legal-pages.js';

export const blogMigrations = [CreateBlogArticles1763700000000, StoreArticleContentHtml1795400000001, IndexArticlesNewestFirst1795610000000, SearchArticles1796000000001, CreateLegalPages1796610000000];
