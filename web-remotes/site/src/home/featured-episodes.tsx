import { SkeletonCard } from '@harmony/ui';
import { useGetFeaturedEpisodesQuery } from '@harmony/web-api';
import { EpisodeCard } from '../episodes/episode-card.js';

/** SPEC §2 and §4: the featured grid is loading (3 placeholders), failed (a message) or loaded (cards). */
export const featuredPlaceholderCount = 3;

const grid = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3';

export function FeaturedEpisodes() {
  const { data: episodes, isLoading, isError } = useGetFeaturedEpisodesQuery();

  let content;
  if (isLoading) {
    content = (
      <div className={grid} aria-busy="true">
        <p role="status" className="sr-only">
          Loading featured episodes…
        </p>
        {Array.from({ length: featuredPlaceholderCount }, (_, index) => (
          <SkeletonCard key={index} />
        ))}
      </div>
    );
  } else if (isError || !episodes) {
    content = (
      <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-4 text-red-900">
        Failed to load episodes. Please try again later.
      </p>
    );
  } else if (episodes.length === 0) {
    content = <p className="text-slate-700">No episodes available at the moment.</p>;
  } else {
    content = (
      <ul className={grid}>
        {episodes.map((episode) => (
          <li key={episode.id}>
            <EpisodeCard episode={episode} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section id="episodes" aria-labelledby="episodes-title" className="mx-auto max-w-6xl px-4 py-16">
      <h2 id="episodes-title" className="mb-8 text-3xl font-bold tracking-tight text-slate-900">
        Featured Episodes
      </h2>
      {content}
    </section>
  );
}
