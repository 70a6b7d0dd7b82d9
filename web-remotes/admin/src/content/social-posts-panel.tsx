import { formatDayAndTime, StatusBadge, type BadgeTone } from '../common/index.js';
import { contentApi, useGetEpisodeSocialPostsQuery, type EpisodeSocialPost } from './content-api.js';
import { EpisodeContentStates } from './episode-content-states.js';
import { PostMedia, renderingPollMs, showsMediaRendering } from './post-media.js';
import type { PickedEpisode } from '../episode-picker/index.js';

const platforms: Record<EpisodeSocialPost['platform'], string> = {
  instagram: 'Instagram',
  twitter: 'X (Twitter)',
  facebook: 'Facebook',
  linkedin: 'LinkedIn',
  mastodon: 'Mastodon',
  bluesky: 'Bluesky',
  webhook: 'Webhook',
};
const contentTypes: Record<EpisodeSocialPost['contentType'], string> = { image: 'Image', reel: 'Reel', text: 'Text' };
const statuses: Record<EpisodeSocialPost['status'], { label: string; tone: BadgeTone }> = {
  draft: { label: 'Draft', tone: 'slate' },
  pending_approval: { label: 'Pending Approval', tone: 'amber' },
  approved: { label: 'Approved', tone: 'green' },
  scheduled: { label: 'Scheduled', tone: 'slate' },
  published: { label: 'Published', tone: 'green' },
  rejected: { label: 'Rejected', tone: 'red' },
};

/** One generated post, read-only: moderating it is the Social Media screen's job. */
function SocialPostSummary({ post }: { post: EpisodeSocialPost }) {
  const heading = `${platforms[post.platform]} ${contentTypes[post.contentType].toLowerCase()} post`;
  const { label, tone } = statuses[post.status];
  return (
    <article aria-labelledby={`content-social-${post.id}`} className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-700 dark:bg-slate-900">
      <header className="flex flex-wrap items-center gap-2">
        <StatusBadge tone={tone}>{label}</StatusBadge>
        <h2 id={`content-social-${post.id}`} className="text-sm font-semibold text-slate-900 dark:text-slate-50">
          {heading}
        </h2>
        <time dateTime={post.createdAt} className="ml-auto text-sm text-slate-700 dark:text-slate-300">
          {formatDayAndTime(post.createdAt)}
        </time>
      </header>
      <p className="text-sm break-words whitespace-pre-line text-slate-900 dark:text-slate-100">{post.content}</p>
      <PostMedia post={post} heading={heading} />
    </article>
  );
}

/** The episode's generated social posts, whatever their status. */
export function SocialPostsPanel({ episode }: { episode: PickedEpisode }) {
  const { id: episodeId, number: episodeNumber } = episode;
  // Read again while a medium renders (a "Render again"), until none does.
  const { data: known } = contentApi.endpoints.getEpisodeSocialPosts.useQueryState(episodeId);
  const read = useGetEpisodeSocialPostsQuery(episodeId, { pollingInterval: showsMediaRendering(known) ? renderingPollMs : 0 });
  return (
    <EpisodeContentStates read={read} episodeNumber={episodeNumber} what="social media posts" emptyText="upload its audio to generate them." placeholder="h-48">
      {(posts) => (
        <div className="space-y-3">
          <p className="text-sm text-slate-700 dark:text-slate-200">
            {posts.length} {posts.length === 1 ? 'post' : 'posts'} for Episode {episodeNumber}. Approve, reject or publish them in Social Media.
          </p>
          <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {posts.map((post) => (
              <SocialPostSummary key={post.id} post={post} />
            ))}
          </div>
        </div>
      )}
    </EpisodeContentStates>
  );
}
