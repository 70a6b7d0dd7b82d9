import { RotateCcw } from 'lucide-react';
import { Button, toast } from '@harmony/ui';
import { StatusBadge } from '../common/index.js';
import { useRenderMediumAgainMutation, type MediaRender } from './content-api.js';

const mediumNames: Record<MediaRender['kind'], string> = { quote_card: 'Quote card', reel: 'Reel', video: 'Video podcast' };

/** While one of these renders, a list showing it is read again this often. */
export const renderingPollMs = 5000;

/** Whether a list shows a medium still rendering, so it is worth reading again soon. */
export const showsMediaRendering = (items: readonly { media: readonly MediaRender[] }[] | undefined): boolean =>
  Boolean(items?.some(({ media }) => media.some(({ status }) => status === 'rendering')));

function MediumNotice({ medium, heading }: { medium: MediaRender; heading: string }) {
  const [renderAgain, { isLoading }] = useRenderMediumAgainMutation();
  const name = mediumNames[medium.kind];

  const render = async () => {
    try {
      await renderAgain(medium.id).unwrap();
      toast({ title: 'Rendering', description: `The ${name.toLowerCase()} is being rendered again.` });
    } catch {
      toast({ title: 'Error', description: `Failed to render the ${name.toLowerCase()} again.`, variant: 'destructive' });
    }
  };

  if (medium.status === 'rendering') {
    return (
      <p role="status" className="text-sm text-slate-700 dark:text-slate-200">
        {name}: rendering…
      </p>
    );
  }
  return (
    <div className="space-y-2 rounded-md border border-red-200 bg-red-50 p-3 dark:border-red-900 dark:bg-red-950">
      <p className="flex flex-wrap items-center gap-2 text-sm font-semibold text-slate-900 dark:text-slate-50">
        <StatusBadge tone="red">Failed</StatusBadge>
        {name}
      </p>
      <p className="text-sm break-words text-slate-900 dark:text-slate-100">{medium.failureReason}</p>
      <Button variant="secondary" disabled={isLoading} onClick={() => void render()}>
        <RotateCcw aria-hidden="true" className="size-4" />
        Render again
        {/* Names the medium and its card, so a screen reader's list of buttons tells them apart. */}
        <span className="sr-only">
          {' '}
          the {name.toLowerCase()} of the {heading}
        </span>
      </Button>
    </div>
  );
}

/**
 * Issue 22: the media of a card that are not ready. A failed one says so, with its reason and "Render
 * again" (from the stored upload); one rendering says that. Nothing when all are ready.
 */
export function MediaRenderNotices({ media, heading }: { media: readonly MediaRender[]; heading: string }) {
  const unready = media.filter(({ status }) => status !== 'ready');
  if (unready.length === 0) return null;
  return (
    <div className="space-y-2">
      {unready.map((medium) => (
        <MediumNotice key={medium.id} medium={medium} heading={heading} />
      ))}
    </div>
  );
}

interface ShownPost {
  readonly imageUrl: string | null;
  readonly videoUrl: string | null;
  readonly media: readonly MediaRender[];
}

/**
 * A post's image or clip, each shown only once rendered (never a broken picture), and what is not ready
 * in its place. `preload`: a list of many reels loads nothing until one is played.
 */
export function PostMedia({ post, heading, preload = 'metadata' }: { post: ShownPost; heading: string; preload?: 'none' | 'metadata' }) {
  const unready = new Set(post.media.filter(({ status }) => status !== 'ready').map(({ kind }) => kind));
  const imageUrl = post.imageUrl && !unready.has('quote_card') ? post.imageUrl : null;
  const videoUrl = post.videoUrl && !unready.has('reel') ? post.videoUrl : null;
  return (
    <>
      {videoUrl ? (
        <video controls preload={preload} poster={imageUrl ?? undefined} className="w-full rounded-md bg-black" aria-label={`The video of the ${heading}`}>
          <source src={videoUrl} />
        </video>
      ) : imageUrl ? (
        <img src={imageUrl} alt={`The image of the ${heading}`} loading="lazy" className="w-full rounded-md object-cover" />
      ) : null}
      <MediaRenderNotices media={post.media} heading={heading} />
    </>
  );
}
