import { api, type ApiSchemas } from '@harmony/web-api';
import { listQuery, toListPage, type ListArgs, type ListPage } from '../common/index.js';


/** An article as the manager reads it (GET /api/admin/blog-articles*): any state, the markdown as written. */
export type ManagedArticle = ApiSchemas['schemas']['ManagedArticleResponse'];
/** Where an article stands for readers: a draft, published with a date still to come, or public now. */
export type ArticleStatus = ManagedArticle['status'];

/**
 * What POST /api/blog-articles takes (title, excerpt and content required) and PATCH /api/blog-articles/{id}
 * (any of them). A slug left out is made from the title (new) or kept (edit); `imageUrl: null` removes the image.
 */
export type ArticleFields = ApiSchemas['schemas']['CreateArticleRequest'];

// The manager's own answers carry this tag. Every write also changes the public blog, so it invalidates
// every 'BlogArticle' answer: the manager's list and article, and the site's lists and pages.
const managed = { type: 'BlogArticle' as const, id: 'ADMIN' };
const changed = ['BlogArticle' as const];

export const articlesAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    getManagedArticles: build.query<ListPage<ManagedArticle>, ListArgs>({
      query: (args) => `/admin/blog-articles?${listQuery(args)}`,
      transformResponse: toListPage<ManagedArticle>,
      providesTags: [managed],
    }),
    getManagedArticle: build.query<ManagedArticle, number>({
      query: (id) => `/admin/blog-articles/${id}`,
      providesTags: [managed],
    }),
    createArticle: build.mutation<ManagedArticle, ArticleFields>({
      query: (body) => ({ url: '/blog-articles', method: 'POST', body }),
      invalidatesTags: changed,
    }),
    updateArticle: build.mutation<ManagedArticle, { id: number; changes: Partial<ArticleFields> }>({
      query: ({ id, changes }) => ({ url: `/blog-articles/${id}`, method: 'PATCH', body: changes }),
      invalidatesTags: changed,
    }),
    /** The article's image, uploaded as the raw file body (streamed to storage, its type read from its bytes); the article names it after. */
    uploadArticleImage: build.mutation<ManagedArticle, { id: number; file: File }>({
      query: ({ id, file }) => ({ url: `/blog-articles/${id}/image`, method: 'PUT', body: file, headers: { 'content-type': file.type || 'application/octet-stream' } }),
      invalidatesTags: changed,
    }),
    deleteArticle: build.mutation<void, number>({
      query: (id) => ({ url: `/blog-articles/${id}`, method: 'DELETE' }),
      invalidatesTags: changed,
    }),
    /** The markdown as the public page will show it, rendered and sanitized by the server; stores nothing. */
    previewArticle: build.mutation<{ html: string }, { content: string }>({
      query: (body) => ({ url: '/admin/blog-articles/preview', method: 'POST', body }),
    }),
  }),
});

export const {
  useGetManagedArticlesQuery,
  useGetManagedArticleQuery,
  useCreateArticleMutation,
  useUpdateArticleMutation,
  useDeleteArticleMutation,
  usePreviewArticleMutation,
  useUploadArticleImageMutation,
} = articlesAdminApi;
