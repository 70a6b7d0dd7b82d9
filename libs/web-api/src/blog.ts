import { api } from './api.js';
import type { components } from './generated/api-types.js';

/** A blog article as GET /api/blog-articles* returns it: `contentHtml` is its markdown rendered and sanitized (the markdown is only the owner's). */
export type BlogArticle = components['schemas']['BlogArticleResponse'];

export const blogApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Published articles, newest first. */
    getBlogArticles: build.query<BlogArticle[], void>({
      query: () => '/blog-articles',
      providesTags: (articles) => [{ type: 'BlogArticle', id: 'LIST' }, ...(articles ?? []).map(({ slug }) => ({ type: 'BlogArticle' as const, id: slug }))],
    }),
    getFeaturedBlogArticles: build.query<BlogArticle[], void>({
      query: () => '/blog-articles/featured',
      providesTags: (articles) => [{ type: 'BlogArticle', id: 'FEATURED' }, ...(articles ?? []).map(({ slug }) => ({ type: 'BlogArticle' as const, id: slug }))],
    }),
    /** One published article; a missing or unpublished slug is a 404 error. */
    getBlogArticle: build.query<BlogArticle, string>({
      query: (slug) => `/blog-articles/${encodeURIComponent(slug)}`,
      providesTags: (_article, _error, slug) => [{ type: 'BlogArticle', id: slug }],
    }),
  }),
});

export const { useGetBlogArticlesQuery, useGetFeaturedBlogArticlesQuery, useGetBlogArticleQuery } = blogApi;
