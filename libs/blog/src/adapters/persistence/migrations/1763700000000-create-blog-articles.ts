import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateBlogArticles1763700000000 implements MigrationInterface {
  name = 'CreateBlogArticles1763700000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE "blog_articles" (
        "id" SERIAL PRIMARY KEY,
        "title" text NOT NULL,
        "slug" text NOT NULL CONSTRAINT "blog_articles_slug_key" UNIQUE,
        "excerpt" text NOT NULL,
        "content" text NOT NULL,
        "image_url" text,
        "category" text NOT NULL DEFAULT 'financial-advice',
        "tags" text[] NOT NULL DEFAULT '{}',
        "featured" boolean NOT NULL DEFAULT false,
        "published" boolean NOT NULL DEFAULT true,
        "published_at" timestamptz NOT NULL DEFAULT now(),
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`);
    // Visitors read published articles newest first; the blog page also reads the featured ones.
    await runner.query(`CREATE INDEX "blog_articles_published_idx" ON "blog_articles" ("published_at" DESC, "id" DESC) WHERE "published"`);
    await runner.query(`CREATE INDEX "blog_articles_featured_idx" ON "blog_articles" ("published_at" DESC) WHERE "published" AND "featured"`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE "blog_articles"`);
  }
}
