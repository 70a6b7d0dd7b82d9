import { CreateBlogArticles1763700000000 } from './1763700000000-create-blog-articles.js';

export const blogMigrations = [CreateBlogArticles1763700000000];
