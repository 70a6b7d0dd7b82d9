import { useState, type ComponentType } from 'react';
import { Check, Globe, Pencil, RotateCcw, Send, X } from 'lucide-react';
import { Button, FacebookIcon, InstagramIcon, LinkedinIcon, toast, TwitterIcon } from '@harmony/ui';
import { formatAge, formatDayAndTime, StatusBadge, type BadgeTone } from '../common/index.js';
import { PostMedia } from '../content/index.js';
import { HandPosting } from './hand-posting.js';
import { NetworkPublishing, usePostAsItStands, usePublishOnNetwork } from './network-publishing.js';
import { PostScheduling } from './post-scheduling.js';
import { PostTextEditor } from './post-text-editor.js';
import { useChangeSocialPostStatusMutation, type SocialPost, type SocialPostStatus } from './social-api.js';

/** Each status's words and colour, in the order of the screen's tabs (SPEC §4, §9: pending_approval first). */
export const socialStatuses = [
  { id: 'pending_approval', label: 'Pending Approval', tone: 'amber' },
  { id: 'approved', label: 'Approved', tone: 'green' },
  { id: 'scheduled', label: 'Scheduled', tone: 'slate' },
  { id: 'published', label: 'Published', tone: 'green' },
  { id: 'rejected', label: 'Rejected', tone: 'red' },
] as const satisfies readonly { id: SocialPostStatus; label: string; tone: BadgeTone }[];

const statusLabel = (status: SocialPostStatus) => socialStatuses.find(({ id }) => id === status)?.label ?? 'Draft';
const statusTone = (status: SocialPostStatus): BadgeTone => socialStatuses.find(({ id }) => id === status)?.tone ?? 'slate';

/** The moves the moderation screen offers from each status (SPEC §4); scheduled and published offer none. */
const actions: Partial<Record<SocialPostStatus, readonly { label: string; to: SocialPostStatus; Icon: ComponentType<{ className?: string }> }[]>> = {
  pending_approval: [
    { label: 'Approve', to: 'approved', Icon: Check },
    { label: 'Reject', to: 'rejected', Icon: X },
  ],
  approved: [{ label: 'Publish Now', to: 'published', Icon: Send }],
  rejected: [{ label: 'Reconsider', to: 'pending_approval', Icon: RotateCcw }],
};

const platforms: Record<string, { name: string; Icon: ComponentType<{ className?: string }> }> = {
  instagram: { name: 'Instagram', Icon: InstagramIcon },
  twitter: { name: 'X (Twitter)', Icon: TwitterIcon },
  facebook: { name: 'Facebook', Icon: FacebookIcon },
  linkedin: { name: 'LinkedIn', Icon: LinkedinIcon },
  mastodon: { name: 'Mastodon', Icon: Globe },
  bluesky: { name: 'Bluesky', Icon: Globe },
  webhook: { name: 'Webhook', Icon: Globe },
};
const otherPlatform = (platform: string) => ({ name: platform, Icon: Globe });

const contentTypes: Record<string, string> = { image: 'Image', reel: 'Reel', text: 'Text' };

/** The episode as the owner knows it, by its number (its id is the database's); null once it is deleted. */
const episodeName = (post: SocialPost): string | null => (post.episode ? `Episode ${post.episode.number}` : null);

/** Beyond the SPEC (issue 10): the text can be changed until the post is approved (the server refuses later). */
const editable: ReadonlySet<SocialPostStatus> = new Set(['draft', 'pending_approval']);

/**
 * Approve, Reject, Publish Now or Reconsider: each says how it went (SPEC §8), and the lists are read again.
 * Issue 26: Publish Now of a post whose platform has a connected account sends it to the network (POST publish,
 * not offered while it publishes); without one, the owner posts it by hand and presses "Mark as published".
 */
function PostActions({ post, heading, network }: { post: SocialPost; heading: string; network: string }) {
  const [change, { isLoading }] = useChangeSocialPostStatusMutation();
  const { start, isStarting } = usePublishOnNetwork(post, heading, network);
  const offered = (actions[post.status] ?? [])
    .filter(({ to }) => !(to === 'published' && post.publishing))
    .map((action) => (action.to === 'published' && !post.connected ? { ...action, label: 'Mark as published' } : action));

  const move = async (to: SocialPostStatus) => {
    try {
      await change({ id: post.id, status: to }).unwrap();
      toast({ title: 'Status Updated', description: `The post is now ${statusLabel(to).toLowerCase()}.` });
    } catch {
      toast({ title: 'Error', description: 'Failed to update post status.', variant: 'destructive' });
    }
  };

  return (
    <>
      {offered.map(({ label, to, Icon }) => (
        <Button
          key={to}
          variant={to === 'rejected' ? 'secondary' : 'primary'}
          className={to === 'rejected' ? 'text-red-800 dark:text-red-300' : undefined}
          disabled={isLoading || isStarting}
          onClick={() => void (to === 'published' && post.connected ? start() : move(to))}
        >
          <Icon aria-hidden="true" className="size-4" />
          {label}
          {/* Names its post too, so a screen reader's list of buttons tells the cards apart. */}
          <span className="sr-only"> {heading}</span>
        </Button>
      ))}
    </>
  );
}

/**
 * One post: its status, platform, kind, episode and age, the text and its image or clip, its moves
 * (SPEC §4), and beyond the SPEC: Edit text, scheduling, and what the owner needs to post it by hand.
 */
export function SocialPostCard({ post: listed, now }: { post: SocialPost; now?: Date }) {
  const post = usePostAsItStands(listed);
  const { name, Icon } = platforms[post.platform] ?? otherPlatform(post.platform);
  const kind = contentTypes[post.contentType] ?? post.contentType;
  const episode = episodeName(post);
  const heading = `${name} ${kind.toLowerCase()} post for ${episode ?? 'a deleted episode'}`;
  const headingId = `social-post-${post.id}`;
  const [isEditing, setEditing] = useState(false);
  const editButtonId = `${headingId}-edit`;
  const canEdit = editable.has(post.status);

  const closeEditor = () => {
    setEditing(false);
    // Back where the owner was, once the button is on the page again.
    requestAnimationFrame(() => document.getElementById(editButtonId)?.focus());
  };

  return (
    <article aria-labelledby={headingId} className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-700 dark:bg-slate-900">
      <header className="flex flex-wrap items-center gap-2">
        <StatusBadge tone={statusTone(post.status)}>{statusLabel(post.status)}</StatusBadge>
        <h2 id={headingId} className="flex items-center gap-2 text-sm font-semibold text-slate-900 dark:text-slate-50">
          <Icon aria-hidden="true" className="size-5 shrink-0 text-slate-700 dark:text-slate-200" />
          <span className="sr-only">{name}</span>
          <span>{kind}</span>
          <span aria-hidden="true" className="text-slate-500 dark:text-slate-400">
            ·
          </span>
          <span>{episode ?? 'Deleted episode'}</span>
        </h2>
        <time dateTime={post.createdAt} title={formatDayAndTime(post.createdAt)} className="ml-auto text-sm text-slate-700 dark:text-slate-300">
          {formatAge(post.createdAt, now)}
        </time>
        {post.episode ? <p className="w-full truncate text-sm text-slate-700 dark:text-slate-300" title={post.episode.title}>{post.episode.title}</p> : null}
      </header>
      {isEditing && canEdit ? (
        <PostTextEditor post={post} heading={heading} onClose={closeEditor} />
      ) : (
        <p className="text-sm break-words whitespace-pre-line text-slate-900 dark:text-slate-100">{post.content}</p>
      )}
      {/* preload none: a tab of reels costs nothing until one is played; the still stands in meanwhile. */}
      <PostMedia post={post} heading={heading} preload="none" />
      <div className="mt-auto flex flex-col gap-3 border-t border-slate-200 pt-3 empty:hidden dark:border-slate-700">
        {actions[post.status]?.length || (canEdit && !isEditing) ? (
          <div className="flex flex-wrap gap-2">
            <PostActions post={post} heading={heading} network={name} />
            {canEdit && !isEditing ? (
              <Button id={editButtonId} variant="secondary" onClick={() => setEditing(true)}>
                <Pencil aria-hidden="true" className="size-4" />
                Edit text
                <span className="sr-only"> of the {heading}</span>
              </Button>
            ) : null}
          </div>
        ) : null}
        <NetworkPublishing post={post} heading={heading} network={name} />
        <PostScheduling post={post} heading={heading} />
        {/* A connected platform's post goes out through its account; the manual path is for the others. */}
        {post.connected ? null : <HandPosting post={post} heading={heading} />}
      </div>
    </article>
  );
}
