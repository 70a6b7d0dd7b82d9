import { api, type ApiSchemas } from '@harmony/web-api';
import { toListPage, type ListPage } from '../common/index.js';

/** A social media post as the moderation screen reads it (GET /api/social-media, SPEC §3). */
export type SocialPost = ApiSchemas['schemas']['SocialMediaPostResponse'];

export type SocialPostStatus = SocialPost['status'];
export type SocialPlatform = SocialPost['platform'];

export const socialModerationApi = api.injectEndpoints({
  endpoints: (build) => ({
    // The server's first page (its default size) of the posts in one status, newest first.
    getSocialPosts: build.query<ListPage<SocialPost>, SocialPostStatus>({
      query: (status) => `/social-media?${new URLSearchParams({ status }).toString()}`,
      transformResponse: toListPage<SocialPost>,
      providesTags: (_result, _error, status) => [{ type: 'SocialPost', id: status }, 'SocialPost'],
    }),
    // A move empties one tab and fills another: every tab's list is read again.
    changeSocialPostStatus: build.mutation<SocialPost, { id: number; status: SocialPostStatus }>({
      query: ({ id, status }) => ({ url: `/social-media/${id}/status`, method: 'PATCH', body: { status } }),
      invalidatesTags: ['SocialPost'],
    }),
  }),
});

export const { useGetSocialPostsQuery, useChangeSocialPostStatusMutation } = socialModerationApi;
