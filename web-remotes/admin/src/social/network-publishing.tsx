import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { ExternalLink, Loader2, RotateCcw } from 'lucide-react';
import { Button, toast } from '@harmony/ui';
import { apiErrorDetail, type AppDispatch } from '@harmony/web-api';
import { secondaryLinkClass } from '../common/index.js';
import { socialModerationApi, useGetSocialPostQuery, usePublishSocialPostMutation, type SocialPost } from './social-api.js';

/** How often a card asks how its publishing post stands. */
export const PUBLISHING_POLL_MS = 2_000;

/**
 * The post as it stands now: while a job publishes it, the card reads it again every 2 s; once the network
 * answered (published, or an error), every tab's list is read again so the post moves where it belongs.
 */
export function usePostAsItStands(post: SocialPost): SocialPost {
  const dispatch = useDispatch<AppDispatch>();
  const { data } = useGetSocialPostQuery(post.id, { skip: !post.publishing, pollingInterval: PUBLISHING_POLL_MS, refetchOnMountOrArgChange: true });
  const latest = post.publishing && data?.id === post.id ? data : post;
  const settled = post.publishing && !latest.publishing;
  useEffect(() => {
    if (settled) dispatch(socialModerationApi.util.invalidateTags(['SocialPost']));
  }, [settled, dispatch]);
  return latest;
}

/** Publish Now (and Retry): the server answers at once, the post publishing; what the network says comes later. */
export function usePublishOnNetwork(post: SocialPost, heading: string, network: string) {
  const [publish, { isLoading }] = usePublishSocialPostMutation();
  const start = async () => {
    try {
      await publish(post.id).unwrap();
      toast({ title: 'Publishing', description: `The ${heading} is on its way to ${network}.` });
    } catch (error) {
      toast({ title: 'Not published', description: apiErrorDetail(error) ?? 'Failed to publish the post.', variant: 'destructive' });
    }
  };
  return { start, isStarting: isLoading };
}

/**
 * Where a post stands with its network (issue 26): "Publishing…" while a job sends it, the live post once the
 * network confirmed it, and the last failure in plain words with a Retry.
 */
export function NetworkPublishing({ post, heading, network }: { post: SocialPost; heading: string; network: string }) {
  const { start, isStarting } = usePublishOnNetwork(post, heading, network);
  const canRetry = post.connected && (post.status === 'approved' || post.status === 'scheduled');
  return (
    <>
      {post.publishing ? (
        <p role="status" className="flex items-center gap-2 text-sm text-slate-800 dark:text-slate-200">
          <Loader2 aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />
          Publishing…
        </p>
      ) : null}
      {!post.publishing && post.status === 'published' && post.remoteUrl ? (
        <a href={post.remoteUrl} target="_blank" rel="noopener noreferrer" className={`${secondaryLinkClass} self-start`}>
          <ExternalLink aria-hidden="true" className="size-4" />
          View the live post
          <span className="sr-only"> of the {heading} on {network} (opens in a new tab)</span>
        </a>
      ) : null}
      {!post.publishing && post.publishError && post.status !== 'published' ? (
        <div role="alert" className="flex flex-wrap items-center gap-2 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100">
          <p className="min-w-0 flex-1 break-words">{post.publishError}</p>
          {canRetry ? (
            <Button variant="secondary" disabled={isStarting} onClick={() => void start()}>
              <RotateCcw aria-hidden="true" className="size-4" />
              Retry
              <span className="sr-only"> publishing the {heading}</span>
            </Button>
          ) : null}
        </div>
      ) : null}
    </>
  );
}
