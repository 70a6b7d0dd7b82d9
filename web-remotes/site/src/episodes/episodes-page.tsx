import { useGetEpisodesQuery } from '@harmony/web-api';
import { LoadError } from '@harmony/ui';
import { useSiteConfig } from '../site-config.js';
import { SiteLayout } from '../layout/index.js';
import { EpisodeCard, EpisodeCardSkeleton } from './episode-card.js';
import { episodeCountLabel } from './episode-count.js';

/** SPEC §9: the episodes list shows 9 skeleton cards while loading. */
export const episodesPlaceholderCount = 9;
/** Cards likely in the first screen load their cover eagerly (the largest paint); the rest lazily. */
const eagerCovers = 3;

const grid = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3';

/** /episodes — every episode: loading, failed, empty or the grid (SPEC §2 "Episodes list"). */
export default function EpisodesPage() {
  const site = useSiteConfig();
  const { data: episodes, isLoading, isError } = useGetEpisodesQuery();

  let content;
  if (isLoading) {
    content = (
      <div aria-busy="true">
        <p role="status" className="sr-only">
          Loading episodes…
        </p>
        <div className={grid}>
          {Array.from({ length: episodesPlaceholderCount }, (_, index) => (
            <EpisodeCardSkeleton key={index} />
          ))}
        </div>
      </div>
    );
  } else if (isError || !episodes) {
    content = (
      <LoadError>Failed to load episodes. Please try again later.</LoadError>
    );
  } else if (episodes.length === 0) {
    content = <p className="text-slate-700 dark:text-slate-300">No episodes available at the moment.</p>;
  } else {
    content = (
      <>
        <p role="status" className="mb-6 text-sm font-medium text-slate-700 dark:text-slate-300">
          {episodeCountLabel(episodes.length)}
        </p>
        <ul className={grid}>
          {episodes.map((episode, index) => (
            <li key={episode.id}>
              <EpisodeCard episode={episode} headingLevel={2} imageLoading={index < eagerCovers ? 'eager' : 'lazy'} />
            </li>
          ))}
        </ul>
      </>
    );
  }

  return (
    <SiteLayout page={{ page: 'episodes' }}>
      <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
        <p className="text-xs font-semibold tracking-widest text-emerald-800 dark:text-emerald-300">PODCAST EPISODES</p>
        <h1 className="mt-2 mb-3 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-slate-50">All Episodes</h1>
        <p className="mb-8 max-w-2xl text-slate-700 dark:text-slate-300">
          Every conversation from {site.productName}: listen here, download, or open it in your favourite podcast app.
        </p>
        {content}
      </div>
    </SiteLayout>
  );
}
