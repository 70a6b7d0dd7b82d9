import type { EpisodeDetail } from '@harmony/web-api';

/** One cue of an episode's transcript, and one of its chapters, as GET /api/episodes/{id} answers them. */
export type TranscriptCue = NonNullable<EpisodeDetail['transcript']>['cues'][number];
export type Chapter = NonNullable<EpisodeDetail['chapters']>[number];

/** The episode with its transcript and chapters (issue 11 item 4): the detail answer. */
export type EpisodeWithTimeline = EpisodeDetail;

/**
 * The index of the last entry starting at or before `time` (entries sorted by start), or -1 before the
 * first. Binary search: a transcript has thousands of cues and the time changes several times a second.
 */
export function indexAt(entries: readonly { startSeconds: number }[], time: number): number {
  let low = 0;
  let high = entries.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (entries[middle].startSeconds <= time) {
      found = middle;
      low = middle + 1;
    } else high = middle - 1;
  }
  return found;
}

/** The cue spoken at `time`: the last one started, unless it has already ended (a silence). */
export function cueIndexAt(cues: readonly TranscriptCue[], time: number): number {
  const index = indexAt(cues, time);
  return index >= 0 && time < cues[index].endSeconds ? index : -1;
}
