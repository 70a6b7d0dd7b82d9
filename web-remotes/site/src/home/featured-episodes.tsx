import { useGetFeaturedEpisodesQuery } from '@harmony/web-api';
import { LoadError } from '@harmony/ui';
import { EpisodeCard, EpisodeCardSkeleton } from '../episodes/index.js';

/** SPEC §2 and §9: while the featured list loads, the grid shows 3 placeholders. */
export const featuredPlaceholderCount = 3;

// SPEC §2: 1 column on small screens, 2 on medium, 3 on large.
const grid = 'grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3';

/** The featured grid (SPEC §4): loading (placeholders), error (a message) or loaded (cards). */
export function FeaturedEpisodes() {
  const { data: episodes, isLoading, isError } = useGetFeaturedEpisodesQuery();

  if (isLoading) {
    return (
      <div aria-busy="true">
        <p role="status" className="sr-only">
          Loading featured episodes…
        </p>
        <div className={grid}>
          {Array.from({ length: featuredPlaceholderCount }, (_, index) => (
            <div key={index} data-testid="featured-placeholder">
              <EpisodeCardSkeleton />
            </div>
          ))}
        </div>
      </div>
    );
  }
  if (isError || !episodes) {
    return (
      <LoadError>Failed to load episodes. Please try again later.</LoadError>
    );
  }
  if (episodes.length === 0) {
    return <p className="text-center text-slate-700 dark:text-slate-300">No episodes available at the moment.</p>;
  }
  return (
    <ul className={grid}>
      {episodes.map((episode) => (
        <li key={episode.id}>
          <EpisodeCard episode={episode} />
        </li>
      ))}
    </ul>
  );
}
