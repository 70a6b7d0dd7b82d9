/** Seconds as the player shows them: "m:ss", or "h:mm:ss" from an hour; "--:--" while unknown. */
export function formatTime(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) return '--:--';
  const whole = Math.floor(seconds);
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const secs = String(whole % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${secs}` : `${minutes}:${secs}`;
}

/** SPEC "Episode player": the download is named after the episode title, "episode.mp3" without one. */
export function downloadFileName(episodeTitle: string | undefined): string {
  const title = episodeTitle?.trim();
  return title ? `${title}.mp3` : 'episode.mp3';
}
