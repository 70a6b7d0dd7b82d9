import { api, type ApiSchemas } from '@harmony/web-api';

type Schemas = ApiSchemas['schemas'];
/** An upload's processing run as the API reports it (GET /api/content/jobs/{id}). */
export type ContentJob = Schemas['ContentJobResponse'];
export type ContentStats = Schemas['ContentDashboardStatsResponse'];
export type EpisodeBlogPost = Schemas['BlogPostResponse'];
export type BlogPostChanges = Schemas['EditBlogPostRequest'];
export type PublishedBlogPost = Schemas['PublishBlogPostResponse'];
export type EpisodeSocialPost = Schemas['SocialMediaPostResponse'];
export type VideoPodcast = Schemas['VideoPodcastResponse'];
/** A medium a card shows (quote card, reel, video podcast) and how its render stands. */
export type MediaRender = Schemas['MediaRenderResponse'];

/** Whether a job has stopped changing: its result or its reason is final. */
export const isFinished = (job: ContentJob | undefined): boolean => job?.state === 'completed' || job?.state === 'failed';

// Everything a run generates carries the 'ContentJob' tag: a finished run, an edit or a publication reads it again.
const generated = (what: string, episodeId: number) => [{ type: 'ContentJob' as const, id: `${what}-${episodeId}` }, 'ContentJob' as const];

export const contentApi = api.injectEndpoints({
  endpoints: (build) => ({
    getContentStats: build.query<ContentStats, void>({
      query: () => '/content/stats',
      providesTags: ['ContentJob'],
    }),
    getContentJob: build.query<ContentJob, string>({
      query: (jobId) => `/content/jobs/${encodeURIComponent(jobId)}`,
    }),
    getEpisodeBlogPosts: build.query<EpisodeBlogPost[], number>({
      query: (episodeId) => `/content/episode/${episodeId}/blog-posts`,
      providesTags: (_result, _error, episodeId) => generated('blog-posts', episodeId),
    }),
    getEpisodeSocialPosts: build.query<EpisodeSocialPost[], number>({
      query: (episodeId) => `/content/episode/${episodeId}/social-media`,
      providesTags: (_result, _error, episodeId) => [...generated('social-media', episodeId), 'SocialPost'],
    }),
    getEpisodeVideos: build.query<VideoPodcast[], number>({
      query: (episodeId) => `/content/episode/${episodeId}/video`,
      providesTags: (_result, _error, episodeId) => generated('video', episodeId),
    }),
    editBlogPost: build.mutation<EpisodeBlogPost, { id: number; episodeId: number; changes: BlogPostChanges }>({
      query: ({ id, changes }) => ({ url: `/content/blog-posts/${id}`, method: 'PATCH', body: changes }),
      invalidatesTags: (_result, _error, { episodeId }) => [{ type: 'ContentJob', id: `blog-posts-${episodeId}` }],
    }),
    // The article joins the blog: the blog's lists are read again, and so are the counts.
    publishBlogPost: build.mutation<PublishedBlogPost, { id: number; episodeId: number; published: boolean }>({
      query: ({ id, published }) => ({ url: `/content/blog-posts/${id}/publish`, method: 'POST', body: { published } }),
      invalidatesTags: (_result, _error, { episodeId }) => [{ type: 'ContentJob', id: `blog-posts-${episodeId}` }, 'BlogArticle'],
    }),
    // The medium renders again from the stored upload: every card that shows it is read again.
    renderMediumAgain: build.mutation<MediaRender, number>({
      // An empty JSON body: the route reads none, and a POST without one is refused by some proxies.
      query: (id) => ({ url: `/admin/content-media/${id}/render`, method: 'POST', body: {} }),
      invalidatesTags: ['SocialPost', 'ContentJob'],
    }),
  }),
});

export const {
  useGetContentStatsQuery,
  useGetContentJobQuery,
  useGetEpisodeBlogPostsQuery,
  useGetEpisodeSocialPostsQuery,
  useGetEpisodeVideosQuery,
  useEditBlogPostMutation,
  usePublishBlogPostMutation,
  useRenderMediumAgainMutation,
} = contentApi;
