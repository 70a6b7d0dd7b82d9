import { EntitySchema } from 'typeorm';

export interface BlogArticleRow {
  id: number;
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  contentHtml: string;
  imageUrl: string | null;
  category: string;
  tags: string[];
  featured: boolean;
  published: boolean;
  publishedAt: Date;
  createdAt: Date;
  updatedAt: Date;
}

export const BlogArticleSchema = new EntitySchema<BlogArticleRow>({
  name: 'BlogArticle',
  tableName: 'blog_articles',
  columns: {
    id: { type: 'int', primary: true, generated: 'increment' },
    title: { type: 'text' },
    slug: { type: 'text', unique: true },
    excerpt: { type: 'text' },
    content: { type: 'text' },
    contentHtml: { type: 'text', name: 'content_html' },
    imageUrl: { type: 'text', name: 'image_url', nullable: true },
    category: { type: 'text', default: 'financial-advice' },
    tags: { type: 'text', array: true, default: () => "'{}'" },
    featured: { type: 'boolean', default: false },
    published: { type: 'boolean', default: true },
    publishedAt: { type: 'timestamptz', name: 'published_at', default: () => 'now()' },
    createdAt: { type: 'timestamptz', name: 'created_at', createDate: true },
    updatedAt: { type: 'timestamptz', name: 'updated_at', updateDate: true },
  },
});
