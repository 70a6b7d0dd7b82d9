import { useEffect, useMemo, useRef } from 'react';
import { ArrowLeft } from 'lucide-react';
import { Link, Navigate, useLocation, useParams } from '@harmony/mf-config/router';
import { isEpisodeId, sitePaths, type TitledPage } from '@harmony/site-config';
import { isApiNotFound, useGetEpisodeQuery, useGetEpisodesQuery } from '@harmony/web-api';
import { descriptionProseClass, focusRing, LoadError } from '@harmony/ui';
import { DetailLoading, SiteLayout, useHydrated } from '../layout/index.js';
import { EpisodePlayer, parseStartTime, PlatformLinks, PlaybackProvider, ShareMenu } from '../player/index.js';
import { EpisodeCard, EpisodeCardSkeleton, EpisodeDuration } from '../episodes/index.js';
import { pickSuggestions } from './suggestions.js';
import { EpisodeChapters } from './episode-chapters.js';
import { EpisodeTranscript } from './episode-transcript.js';
import type { EpisodeWithTimeline } from './episode-timeline.js';

/** SPEC §9: "You might also like" offers 3 random other episodes. */
export const suggestionCount = 3;

/** /episode/{id} — SPEC §2 "Episode detail". A non-numeric id is not an episode: back to the home page. */
export default function EpisodePage() {
  const { id = '' } = useParams();
  if (!isEpisodeId(id)) return <Navigate to={sitePaths.home} replace />;
  return <EpisodeDetail id={Number(id)} />;
}

function EpisodeDetail({ id }: { id: number }) {
  const { data: episode, isLoading, isError, error } = useGetEpisodeQuery(id);

  // A suggestion opens another episode in the same page component: start that one at the top.
  const shownId = useRef(id);
  useEffect(() => {
    if (shownId.current === id) return;
    shownId.current = id;
    window.scrollTo(0, 0);
  }, [id]);

  // A missing episode is titled as the server titles it: not found. A failed load keeps the title it had.
  const titledPage: TitledPage | null = episode ? { page: 'episode', title: episode.title } : isApiNotFound(error) ? { page: 'not-found' } : null;
  let content;
  if (isLoading) {
    content = <DetailLoading announcement="Loading episode…" blockClassNames={['h-5 w-24 dark:bg-slate-700', 'h-10 w-3/4 dark:bg-slate-700', 'h-40 w-full dark:bg-slate-700']} />;
  } else if (isError || !episode) {
    content = (
      <LoadError>{isApiNotFound(error) ? 'Episode not found.' : 'Failed to load episode. Please try again later.'}</LoadError>
    );
  } else {
    content = <EpisodeArticle episode={episode} />;
  }

  return (
    <SiteLayout page={titledPage}>
      <div className="mx-auto max-w-5xl px-4 py-10 sm:py-14">
        {/* The home page scrolls to its #episodes section itself (home/use-scroll-to-hash.ts). */}
        <Link
          to="/#episodes"
          className={`mb-8 inline-flex items-center gap-2 rounded-md text-sm font-semibold text-emerald-800 hover:underline dark:text-emerald-300 ${focusRing}`}
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to Episodes
        </Link>
        {content}
        {!isError && <Suggestions currentId={id} />}
      </div>
    </SiteLayout>
  );
}

const descriptionClass = `mt-8 ${descriptionProseClass}`;

/** A shared link's start (`?t=754`, `#t=12:34`): read after hydration, as the server never sees the hash. */
function useSharedStartTime(): number | null {
  const { search, hash } = useLocation();
  const hydrated = useHydrated();
  return hydrated ? parseStartTime(search, hash) : null;
}

function EpisodeArticle({ episode }: { episode: EpisodeWithTimeline }) {
  const startAt = useSharedStartTime();
  const chapters = episode.chapters ?? [];
  const cues = episode.transcript?.cues ?? [];
  return (
    <PlaybackProvider>
      <article aria-labelledby="episode-title" className="grid gap-8 md:grid-cols-[minmax(0,18rem)_minmax(0,1fr)]">
        <img
          src={episode.imageUrl}
          alt={`Cover art for episode ${episode.number}: ${episode.title}`}
          width={600}
          height={600}
          fetchPriority="high"
          className="aspect-square h-auto w-full max-w-72 rounded-lg bg-slate-100 object-cover shadow-sm dark:bg-slate-800"
        />
        <div className="min-w-0">
          <p className="text-sm font-semibold tracking-wide text-emerald-800 dark:text-emerald-300">Episode {episode.number}</p>
          <div className="mt-2 flex items-start justify-between gap-3">
            <h1 id="episode-title" className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-slate-50">
              {episode.title}
            </h1>
            <ShareMenu episodeId={episode.id} episodeTitle={episode.title} />
          </div>
          <EpisodeDuration duration={episode.duration} className="mt-3" />
          <div className="mt-6 rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900">
            <EpisodePlayer audioUrl={episode.audioUrl} episodeId={episode.id} episodeTitle={episode.title} startAt={startAt} />
          </div>
          <div data-testid="episode-description" className={descriptionClass} dangerouslySetInnerHTML={{ __html: episode.descriptionHtml }} />
          {chapters.length > 0 && <EpisodeChapters chapters={chapters} />}
          {cues.length > 0 && <EpisodeTranscript cues={cues} />}
          <section aria-labelledby="platforms-title" className="mt-10">
            <h2 id="platforms-title" className="mb-3 text-lg font-semibold text-slate-900 dark:text-slate-50">
              Listen on your favourite platform
            </h2>
            <PlatformLinks label="Podcast platforms" />
          </section>
        </div>
      </article>
    </PlaybackProvider>
  );
}

function Suggestions({ currentId }: { currentId: number }) {
  const { data: episodes, isLoading: listLoading, isError } = useGetEpisodesQuery();
  // Random, so never on the server nor in the render that hydrates its markup (they must match):
  // placeholders until then. Chosen once per episode and list, so re-renders do not reshuffle.
  const hydrated = useHydrated();
  const isLoading = listLoading || !hydrated;
  const suggestions = useMemo(() => (hydrated ? pickSuggestions(episodes ?? [], currentId, suggestionCount) : []), [hydrated, episodes, currentId]);

  if (isError || (!isLoading && suggestions.length === 0)) return null;
  return (
    <section aria-labelledby="suggestions-title" className="mt-16 border-t border-slate-200 pt-10 dark:border-slate-700">
      <h2 id="suggestions-title" className="mb-6 text-2xl font-bold tracking-tight text-slate-900 dark:text-slate-50">
        You might also like
      </h2>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-busy={isLoading}>
        {isLoading
          ? Array.from({ length: suggestionCount }, (_, index) => (
              <li key={index}>
                <EpisodeCardSkeleton />
              </li>
            ))
          : suggestions.map((episode) => (
              <li key={episode.id}>
                <EpisodeCard episode={episode} headingLevel={3} />
              </li>
            ))}
      </ul>
    </section>
  );
}
