import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ArticleSearch, BlogArticleRepository } from './domain/index.js';
import {
  ArticleRenderer,
  CreateArticle,
  DeleteArticle,
  DemoIllustrations,
  GetArticle,
  GetPublishedArticle,
  ListAllArticles,
  ListAllPublishedArticles,
  ListFeaturedArticles,
  ListPublishedArticles,
  NextArticlePublication,
  PreviewArticle,
  SearchArticles,
  SeedDemoArticles,
  UpdateArticle,
} from './application/index.js';
import { BlogArticleController } from './adapters/http/blog-article.controller.js';
import { ArticleManagerController } from './adapters/http/article-manager.controller.js';
import { BlogArticleSchema } from './adapters/persistence/blog-article.schema.js';
import { TypeOrmBlogArticleRepository } from './adapters/persistence/typeorm-blog-article.repository.js';
import { PostgresArticleSearch } from './adapters/persistence/postgres-article-search.js';
import { GeneratedDemoIllustrations } from './adapters/media/generated-demo-illustrations.js';
import { MarkedArticleRenderer } from './adapters/rich-text/article-html.js';

/**
 * The blog: published articles for the public site, seeded with demo articles on an empty database, and
 * the owner's article manager (behind the session). Its write use cases announce changes through
 * ContentChanges, which the app provides globally.
 */
@Module({
  imports: [TypeOrmModule.forFeature([BlogArticleSchema])],
  controllers: [BlogArticleController, ArticleManagerController],
  providers: [
    ListPublishedArticles,
    ListAllPublishedArticles,
    ListFeaturedArticles,
    GetPublishedArticle,
    NextArticlePublication,
    SeedDemoArticles,
    ListAllArticles,
    GetArticle,
    CreateArticle,
    UpdateArticle,
    DeleteArticle,
    PreviewArticle,
    SearchArticles,
    { provide: BlogArticleRepository, useClass: TypeOrmBlogArticleRepository },
    { provide: ArticleSearch, useClass: PostgresArticleSearch },
    { provide: DemoIllustrations, useClass: GeneratedDemoIllustrations },
    { provide: ArticleRenderer, useClass: MarkedArticleRenderer },
  ],
  exports: [ListPublishedArticles, ListAllPublishedArticles, ListFeaturedArticles, GetPublishedArticle, NextArticlePublication, SeedDemoArticles, CreateArticle, SearchArticles],
})
export class BlogModule {}
