import { useMemo } from 'react';
import { Clock } from 'lucide-react';
import { Link } from '@harmony/mf-config/router';
import { focusRing, SkeletonCard } from '@harmony/ui';
import type { Episode } from '@harmony/web-api';
import { episodePath } from '@harmony/site-config';
import { EpisodePlayer, ShareMenu } from '../player/index.js';
import { htmlToPlainText } from './plain-text.js';

/** The generated covers are 600x600: the intrinsic size reserves the box before the image arrives. */
const coverSize = 600;

export interface EpisodeCardProps {
  episode: Episode;
  /** The card title's level under the page's outline: 3 under a section's h2, 2 directly under the page's h1. */
  headingLevel?: 2 | 3;
  /** `eager` for cards in the first screen; the rest load when scrolled near. */
  imageLoading?: 'lazy' | 'eager';
  /** Marks a featured episode ("Featured" on its cover): the home page lists the newest, so it shows which the hosts recommend. */
  markFeatured?: boolean;
}

/** One episode (home, /episodes, suggestions): cover with "EP {number}", title link, share menu, duration, two-line description, player. */
export function EpisodeCard({ episode, headingLevel = 3, imageLoading = 'lazy', markFeatured = false }: EpisodeCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const summary = useMemo(() => htmlToPlainText(episode.descriptionHtml), [episode.descriptionHtml]);
  const titleId = `episode-card-${episode.id}-title`;

  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm dark:border-slate-700 dark:bg-slate-900"
    >
      <div className="relative">
        <img
          src={episode.imageUrl}
          alt={`Cover art for episode ${episode.number}: ${episode.title}`}
          width={coverSize}
          height={coverSize}
          loading={imageLoading}
          decoding="async"
          className="aspect-square h-auto w-full bg-slate-100 object-cover dark:bg-slate-800"
        />
        <span className="absolute top-3 left-3 rounded-full bg-emerald-900 px-3 py-1 text-xs font-semibold text-white">EP {episode.number}</span>
        {markFeatured && episode.featured && (
          <span className="absolute top-3 right-3 rounded-full bg-amber-200 px-3 py-1 text-xs font-semibold text-amber-950">Featured</span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex items-start justify-between gap-2">
          <Heading id={titleId} className="text-lg leading-snug font-semibold text-slate-900 dark:text-slate-50">
            <Link to={episodePath(episode.id)} className={`rounded-sm hover:text-emerald-800 hover:underline dark:hover:text-emerald-300 ${focusRing}`}>
              {episode.title}
            </Link>
          </Heading>
          <ShareMenu episodeId={episode.id} episodeTitle={episode.title} />
        </div>
        <EpisodeDuration duration={episode.duration} />
        {summary && <p className="line-clamp-2 text-sm text-slate-700 dark:text-slate-300">{summary}</p>}
        <div className="mt-auto pt-1">
          <EpisodePlayer audioUrl={episode.audioUrl} episodeId={episode.id} episodeTitle={episode.title} />
        </div>
      </div>
    </article>
  );
}

/** A placeholder shaped like the card, so the grid does not jump when the episodes arrive. */
export function EpisodeCardSkeleton() {
  return (
    <SkeletonCard
      className="flex h-full flex-col overflow-hidden rounded-lg border border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900"
      mediaClassName="aspect-square w-full rounded-none dark:bg-slate-700"
      bodyClassName="flex flex-1 flex-col gap-3 p-4"
      lineClassNames={[
        'h-6 w-3/4 dark:bg-slate-700',
        'h-4 w-16 dark:bg-slate-700',
        'h-4 w-full dark:bg-slate-700',
        'h-4 w-2/3 dark:bg-slate-700',
        'mt-2 h-10 w-full rounded-full dark:bg-slate-700',
        'h-9 w-44 dark:bg-slate-700',
      ]}
    />
  );
}

/** An episode's running time, named for screen readers (the clock icon is decoration). */
export function EpisodeDuration({ duration, className = '' }: { duration: string; className?: string }) {
  return (
    <p className={`flex items-center gap-1.5 text-sm text-slate-700 dark:text-slate-300 ${className}`}>
      <Clock aria-hidden="true" className="size-4" />
      <span className="sr-only">Duration: </span>
      {duration}
    </p>
  );
}
