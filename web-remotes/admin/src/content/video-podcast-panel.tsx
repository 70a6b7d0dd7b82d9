import { Download } from 'lucide-react';
import { focusRing } from '@harmony/ui';
import { StatusBadge, type BadgeTone } from '../common/index.js';
import { contentApi, useGetEpisodeVideosQuery, type VideoPodcast } from './content-api.js';
import { EpisodeContentStates } from './episode-content-states.js';
import { MediaRenderNotices, renderingPollMs } from './post-media.js';
import type { PickedEpisode } from '../episode-picker/index.js';

const statuses: Record<VideoPodcast['status'], { label: string; tone: BadgeTone }> = {
  processing: { label: 'Processing', tone: 'amber' },
  ready: { label: 'Ready', tone: 'green' },
  published: { label: 'Published', tone: 'green' },
};

const downloadClass = `inline-flex items-center gap-2 rounded-md border border-slate-400 bg-white px-4 py-2 text-sm font-semibold text-slate-900 hover:bg-slate-100 dark:border-slate-500 dark:bg-slate-900 dark:text-slate-50 dark:hover:bg-slate-800 ${focusRing}`;

/** A video whose render failed stays processing until it is rendered again (issue 22): its card says why. */
const failed = (video: VideoPodcast) => video.media.some(({ status }) => status === 'failed');

function VideoCard({ video }: { video: VideoPodcast }) {
  const { label, tone } = statuses[video.status];
  const headingId = `video-podcast-${video.id}`;
  const captionId = `video-podcast-${video.id}-caption`;
  return (
    <article aria-labelledby={headingId} className="space-y-3 rounded-lg border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <header className="flex flex-wrap items-center gap-2">
        <StatusBadge tone={tone}>{label}</StatusBadge>
        <h2 id={headingId} className="text-lg font-semibold break-words text-slate-900 dark:text-slate-50">
          {video.title}
        </h2>
      </header>
      {video.status === 'processing' && failed(video) ? (
        <MediaRenderNotices media={video.media} heading={video.title} />
      ) : video.status === 'processing' ? (
        <p role="status" className="text-slate-700 dark:text-slate-200">
          Rendering…
        </p>
      ) : (
        <>
          <figure className="space-y-2">
            <video controls preload="metadata" poster={video.thumbnailUrl} src={video.videoUrl} aria-labelledby={captionId} className="aspect-video w-full rounded-md bg-black" />
            <figcaption id={captionId} className="text-sm text-slate-700 dark:text-slate-200">
              Video podcast: {video.title}
            </figcaption>
          </figure>
          <a href={video.videoUrl} download className={downloadClass}>
            <Download aria-hidden="true" className="size-4" />
            Download video
            <span className="sr-only"> {video.title}</span>
          </a>
        </>
      )}
    </article>
  );
}

/** The episode's video podcasts: watch, download, or wait while one renders. */
export function VideoPodcastPanel({ episode }: { episode: PickedEpisode }) {
  const { id: episodeId, number: episodeNumber } = episode;
  // The last answer decides the polling: read from the cache without a subscription of its own, so the query
  // below polls while a video renders and stops once none does, with no state or effect to keep in step.
  const { data: known } = contentApi.endpoints.getEpisodeVideos.useQueryState(episodeId);
  const rendering = Boolean(known?.some((video) => video.status === 'processing' && !failed(video)));
  const read = useGetEpisodeVideosQuery(episodeId, { pollingInterval: rendering ? renderingPollMs : 0 });

  return (
    <EpisodeContentStates read={read} episodeNumber={episodeNumber} what="video podcast" emptyText="upload its audio to generate it." placeholder="aspect-video w-full">
      {(videos) => (
        <div className="space-y-6">
          {videos.map((video) => (
            <VideoCard key={video.id} video={video} />
          ))}
        </div>
      )}
    </EpisodeContentStates>
  );
}
