import { useGetLatestEpisodesQuery } from '@harmony/web-api';
import { latestEpisodeCount } from '@harmony/site-config';
import { LoadError } from '@harmony/ui';
import { EpisodeCard, EpisodeCardSkeleton } from '../episodes/index.js';

// SPEC §2: 1 column on small screens, 2 on medium, 3 on large.
const grid = 'grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3';

/**
 * The home page's "LATEST EPISODES" grid (SPEC §2, §4): loading (3 placeholders), error (a message) or
 * loaded: the newest public episodes, newest first as the API orders them, so a just-published episode
 * shows whether or not it is featured; the featured ones carry a mark.
 */
export function LatestEpisodes() {
  const { data: episodes, isLoading, isError } = useGetLatestEpisodesQuery(latestEpisodeCount);

  if (isLoading) {
    return (
      <div aria-busy="true">
        <p role="status" className="sr-only">
          Loading the latest episodes…
        </p>
        <div className={grid}>
          {Array.from({ length: latestEpisodeCount }, (_, index) => (
            <div key={index} data-testid="latest-placeholder">
              <EpisodeCardSkeleton />
            </div>
          ))}
        </div>
      </div>
    );
  }
  if (isError || !episodes) {
    return <LoadError>Failed to load episodes. Please try again later.</LoadError>;
  }
  if (episodes.length === 0) {
    return <p className="text-center text-slate-700 dark:text-slate-300">No episodes available at the moment.</p>;
  }
  return (
    <ul className={grid}>
      {episodes.map((episode) => (
        <li key={episode.id}>
          <EpisodeCard episode={episode} markFeatured />
        </li>
      ))}
    </ul>
  );
}
