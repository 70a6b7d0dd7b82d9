import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BlogArticleRepository } from './domain/index.js';
import { DemoIllustrations, GetPublishedArticle, ListFeaturedArticles, ListPublishedArticles, SeedDemoArticles } from './application/index.js';
import { BlogArticleController } from './adapters/http/blog-article.controller.js';
import { BlogArticleSchema } from './adapters/persistence/blog-article.schema.js';
import { TypeOrmBlogArticleRepository } from './adapters/persistence/typeorm-blog-article.repository.js';
import { GeneratedDemoIllustrations } from './adapters/media/generated-demo-illustrations.js';

/** The blog: published articles for the public site, seeded with demo articles on an empty database. */
@Module({
  imports: [TypeOrmModule.forFeature([BlogArticleSchema])],
  controllers: [BlogArticleController],
  providers: [
    ListPublishedArticles,
    ListFeaturedArticles,
    GetPublishedArticle,
    SeedDemoArticles,
    { provide: BlogArticleRepository, useClass: TypeOrmBlogArticleRepository },
    { provide: DemoIllustrations, useClass: GeneratedDemoIllustrations },
  ],
  exports: [SeedDemoArticles],
})
export class BlogModule {}
