import { useId, useState } from 'react';
import { ChevronDown, Download, Headphones } from 'lucide-react';
import { AudioPlayer } from './audio-player.js';
import { smallButton } from './classes.js';
import { downloadFileName } from './format-time.js';
import { PlatformLinks } from './platform-links.js';

export interface EpisodePlayerProps {
  audioUrl: string;
  episodeId: number;
  episodeTitle?: string;
  /** Where the first play starts (a shared link's `t`). */
  startAt?: number | null;
}

/**
 * SPEC "Episode player": the audio controls, "Listen" (expands/collapses the podcast platforms) and
 * "Download" (the audio as "{title}.mp3", in a new tab).
 */
export function EpisodePlayer({ audioUrl, episodeId, episodeTitle = '', startAt = null }: EpisodePlayerProps) {
  const [platformsOpen, setPlatformsOpen] = useState(false);
  const listId = `${useId()}-platforms`;
  const title = episodeTitle || 'this episode';

  return (
    <div className="flex flex-col gap-3" data-episode-id={episodeId}>
      <AudioPlayer audioUrl={audioUrl} episodeTitle={title} startAt={startAt} />
      <div className="flex flex-wrap gap-2">
        <button type="button" aria-expanded={platformsOpen} aria-controls={listId} onClick={() => setPlatformsOpen((open) => !open)} className={smallButton}>
          <Headphones aria-hidden="true" className="size-4" />
          Listen
          <ChevronDown aria-hidden="true" className={`size-4 transition-transform motion-reduce:transition-none ${platformsOpen ? 'rotate-180' : ''}`} />
        </button>
        <a href={audioUrl} download={downloadFileName(episodeTitle)} target="_blank" rel="noopener noreferrer" className={smallButton}>
          <Download aria-hidden="true" className="size-4" />
          Download
          <span className="sr-only"> {title} (opens in a new tab)</span>
        </a>
      </div>
      <div id={listId} hidden={!platformsOpen}>
        <PlatformLinks label={`Listen to ${title} on`} />
      </div>
    </div>
  );
}
