import { api, type ApiSchemas } from '@harmony/web-api';
import { toListPage, type ListPage } from '../common/index.js';

/** A social media post as the moderation screen reads it (GET /api/social-media, SPEC §3). */
export type SocialPost = ApiSchemas['schemas']['SocialMediaPostResponse'];

export type SocialPostStatus = SocialPost['status'];
export type SocialPlatform = SocialPost['platform'];

/** How a text measures against its network's limits, counted the network's way by the server. */
export type PostTextCheck = ApiSchemas['schemas']['PostTextCheckResponse'];

export interface SocialStatusChange {
  id: number;
  status: SocialPostStatus;
  /** With status scheduled: when the post is to be published (an ISO instant in the future). */
  scheduledFor?: string;
}

export const socialModerationApi = api.injectEndpoints({
  endpoints: (build) => ({
    // The server's first page (its default size) of the posts in one status, newest first.
    getSocialPosts: build.query<ListPage<SocialPost>, SocialPostStatus>({
      query: (status) => `/social-media?${new URLSearchParams({ status }).toString()}`,
      transformResponse: toListPage<SocialPost>,
      providesTags: (_result, _error, status) => [{ type: 'SocialPost', id: status }, 'SocialPost'],
    }),
    // One post, as its card follows it while a job publishes it on its network (issue 26).
    getSocialPost: build.query<SocialPost, number>({
      query: (id) => `/social-media/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'SocialPost', id: `post-${id}` }],
    }),
    // Publish Now and Retry on a connected platform: answers 202 with the post publishing; the job does the rest.
    publishSocialPost: build.mutation<SocialPost, number>({
      query: (id) => ({ url: `/social-media/${id}/publish`, method: 'POST' }),
      invalidatesTags: ['SocialPost'],
    }),
    // A move empties one tab and fills another: every tab's list is read again.
    changeSocialPostStatus: build.mutation<SocialPost, SocialStatusChange>({
      query: ({ id, status, scheduledFor }) => ({ url: `/social-media/${id}/status`, method: 'PATCH', body: scheduledFor ? { status, scheduledFor } : { status } }),
      invalidatesTags: ['SocialPost'],
    }),
    editSocialPostContent: build.mutation<SocialPost, { id: number; content: string }>({
      query: ({ id, content }) => ({ url: `/social-media/${id}/content`, method: 'PATCH', body: { content } }),
      invalidatesTags: ['SocialPost'],
    }),
    // A read with a body (POST): each text is asked once and cached briefly, so retyping a text costs nothing.
    checkPostText: build.query<PostTextCheck, { platform: SocialPlatform; content: string }>({
      query: (body) => ({ url: '/social-media/text-check', method: 'POST', body }),
      keepUnusedDataFor: 30,
    }),
    generateSocialPosts: build.mutation<SocialPost[], { episodeId: number; count: number }>({
      query: ({ episodeId, count }) => ({ url: `/social-media/generate/${episodeId}`, method: 'POST', body: { count } }),
      transformResponse: ({ posts }: ApiSchemas['schemas']['GeneratedSocialPostsResponse']) => posts,
      invalidatesTags: ['SocialPost'],
    }),
  }),
});

export const { useGetSocialPostsQuery, useGetSocialPostQuery, usePublishSocialPostMutation, useChangeSocialPostStatusMutation, useEditSocialPostContentMutation, useCheckPostTextQuery, useGenerateSocialPostsMutation } = socialModerationApi;
