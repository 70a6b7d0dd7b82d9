/** The longest reel the networks take everywhere (issue 10: at most 60 s). */
export const REEL_MAX_SECONDS = 60;

/** Where a run's media are stored: one folder per run, so a re-run finds what it already rendered. */
export const runMediaKeys = (episodeId: number, runId: string) => {
  const folder = `content/episode-${episodeId}/${runId}`;
  return { quoteCard: `${folder}/quote-card.png`, reel: `${folder}/reel.mp4`, video: `${folder}/video-podcast.mp4`, thumbnail: `${folder}/thumbnail.jpg` };
};
