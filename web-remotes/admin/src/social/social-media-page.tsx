import { Button, Skeleton } from '@harmony/ui';
import { apiErrorMessage } from '@harmony/web-api';
import { Tabs, useTabParam } from '../common/index.js';
import { GeneratePosts } from './generate-posts.js';
import { renderingPollMs, showsMediaRendering } from '../content/index.js';
import { socialModerationApi, useGetSocialPostsQuery, type SocialPostStatus } from './social-api.js';
import { SocialPostCard, socialStatuses } from './social-post-card.js';

/** The posts in one status as cards (one column on a phone), or why there are none. */
function PostList({ status }: { status: SocialPostStatus }) {
  // Read again while a medium renders (a "Render again"), until none does.
  const { data: known } = socialModerationApi.endpoints.getSocialPosts.useQueryState(status);
  const { data, error, isError, isLoading, isFetching, refetch } = useGetSocialPostsQuery(status, { pollingInterval: showsMediaRendering(known?.items) ? renderingPollMs : 0 });

  if (isLoading) {
    return (
      <div>
        <p role="status" className="sr-only">
          Loading posts…
        </p>
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {[1, 2, 3].map((card) => (
            <Skeleton key={card} className="h-48" />
          ))}
        </div>
      </div>
    );
  }
  if (isError || !data) {
    return (
      <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-4 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100">
        Failed to load the posts. {apiErrorMessage(error)}
        <Button variant="secondary" className="ml-3 align-middle" onClick={() => void refetch()}>
          Try again
        </Button>
      </p>
    );
  }
  if (!data.items.length) {
    return <p className="rounded-md border border-dashed border-slate-300 p-6 text-center text-slate-700 dark:border-slate-600 dark:text-slate-200">No posts with status &quot;{status}&quot; found.</p>;
  }
  return (
    <div aria-busy={isFetching} className="space-y-3">
      {data.total > data.items.length ? (
        <p className="text-sm text-slate-700 dark:text-slate-200">
          Showing the newest {data.items.length} of {data.total} posts.
        </p>
      ) : null}
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {data.items.map((post) => (
          <SocialPostCard key={post.id} post={post} />
        ))}
      </div>
    </div>
  );
}

/**
 * /admin/social-media: the generated posts by status (SPEC "Social moderation"), a tab each, the tab
 * in the address (?status=), pending_approval by default (§9); above them, Generate posts (§7).
 */
export function SocialMediaPage() {
  const [selected, select] = useTabParam('status', socialStatuses);

  return (
    <div className="space-y-6">
      <GeneratePosts />
      <Tabs label="Posts by status" tabs={socialStatuses} selected={selected} onSelect={select}>
        <PostList key={selected} status={selected} />
      </Tabs>
    </div>
  );
}
