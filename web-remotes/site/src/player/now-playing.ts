/**
 * Only one episode plays at a time across the page: every player registers its <audio>, and the
 * one that starts pauses the rest. Module state, shared by every player of the site remote.
 */
const players = new Set<HTMLAudioElement>();

export function registerPlayer(audio: HTMLAudioElement): () => void {
  players.add(audio);
  return () => {
    players.delete(audio);
  };
}

export function pauseOthers(playing: HTMLAudioElement): void {
  // pause() on a paused element is a no-op, so no need to ask which ones play.
  for (const audio of players) if (audio !== playing) audio.pause();
}
