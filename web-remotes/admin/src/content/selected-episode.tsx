import { useCallback, type ReactNode } from 'react';
import { useDispatch } from 'react-redux';
import { skipToken } from '@reduxjs/toolkit/query';
import { useSearchParams } from '@harmony/mf-config/router';
import { LoadError, Skeleton } from '@harmony/ui';
import { apiErrorMessage, type AppDispatch } from '@harmony/web-api';
import { useSearchParamSetter } from '../common/index.js';
import { episodePickerApi, parseEpisodeNumber, useEpisodeByNumberQuery, type PickedEpisode } from '../episode-picker/index.js';

/** The upload's word for no episode chosen (SPEC §5's "Episode ID is required", the field now being the picker). */
export const episodeRequired = 'Episode is required';

/** Where the address's episode stands: none asked, being looked up, found, not an episode, or unreadable. */
export type SelectedEpisode =
  | { readonly state: 'none' }
  | { readonly state: 'loading'; readonly number: number }
  | { readonly state: 'found'; readonly episode: PickedEpisode }
  | { readonly state: 'unknown'; readonly asked: string }
  | { readonly state: 'failed'; readonly error: unknown };

/**
 * The episode whose content the tabs show, kept in the address by its number (?episode=12) next to
 * the tab (?tab=social): a reload, a bookmark and the Episode Manager's link keep it; switching tabs
 * keeps it. The number is the owner's name for an episode; the content API's id is looked up from it.
 */
export function useSelectedEpisode(): [SelectedEpisode, (episode: PickedEpisode) => void] {
  const [params] = useSearchParams();
  const setParam = useSearchParamSetter();
  const asked = params.get('episode');
  const number = parseEpisodeNumber(asked);
  const { data, error, isLoading } = useEpisodeByNumberQuery(number ?? skipToken);
  const dispatch = useDispatch<AppDispatch>();
  const select = useCallback(
    (episode: PickedEpisode) => {
      // The picker has the episode already: the address's lookup answers at once, so an upload sent
      // straight after choosing is for it (not refused as if none were chosen while the lookup ran).
      void dispatch(episodePickerApi.util.upsertQueryData('episodeByNumber', episode.number, episode));
      setParam('episode', String(episode.number));
    },
    [dispatch, setParam],
  );

  const selected: SelectedEpisode =
    asked === null || asked.trim() === ''
      ? { state: 'none' }
      : number === undefined
        ? { state: 'unknown', asked }
        : isLoading
          ? { state: 'loading', number }
          : error
            ? { state: 'failed', error }
            : data?.number === number
              ? { state: 'found', episode: data }
              : { state: 'unknown', asked };
  return [selected, select];
}

/** The picker's message for an address naming no episode: which one, and what to do. */
export const unknownEpisodeMessage = (asked: string): string =>
  parseEpisodeNumber(asked) === undefined ? `“${asked}” is not an episode number: choose an episode from the list.` : `There is no Episode ${asked.trim()}: choose an episode from the list.`;

/** A content tab: what it shows for the chosen episode, or how to choose one. */
export function EpisodeContent({ selected, what, children }: { selected: SelectedEpisode; what: string; children: (episode: PickedEpisode) => ReactNode }) {
  switch (selected.state) {
    case 'found':
      return children(selected.episode);
    case 'loading':
      return (
        <div>
          <p role="status" className="sr-only">
            Loading Episode {selected.number}…
          </p>
          <Skeleton className="h-48" />
        </div>
      );
    case 'failed':
      return <LoadError>Failed to load the episode. {apiErrorMessage(selected.error)}</LoadError>;
    default:
      return (
        <p className="rounded-md border border-dashed border-slate-300 p-6 text-center text-slate-700 dark:border-slate-600 dark:text-slate-200">
          No episode chosen yet. Choose one above to see its {what}.
        </p>
      );
  }
}
