import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useDispatch } from 'react-redux';
import { CheckCircle2, Upload, XCircle } from 'lucide-react';
import { Button, preloadToasts, toast } from '@harmony/ui';
import { submitButtonClass, TextField } from '@harmony/ui/form-fields';
import type { AppDispatch } from '@harmony/web-api';
import { episodeLabel, type PickedEpisode } from '../episode-picker/index.js';
import { contentApi, type ContentJob } from './content-api.js';
import { megabytes, ProgressBar } from './progress-bar.js';
import { uploadEpisodeAudio, type UploadProgress } from './upload-audio.js';
import { useContentJob } from './use-content-job.js';

/** SPEC §5: the formats the upload states (not checked here: the server decides from the bytes). */
export const audioAccept = 'audio/*,.mp3,.m4a,.wav,.aac,.ogg,.webm,.flac';
export const audioFormatsHint = 'MP3, M4A, WAV, AAC, OGG, WebM, FLAC, max 50MB';
export const audioFileRequired = 'Audio file is required';
/** SPEC §8's default reason when the server gave none. */
const defaultFailure = 'Failed to process episode';

/** The tabs that show what a run made. */
export type ContentTab = 'blog' | 'social' | 'video';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

const failed = (reason: string) => toast({ title: 'Error processing content', description: reason || defaultFailure, variant: 'destructive' });

const panel = 'space-y-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900';

/** The job after the upload: its step and progress, then what it made or why it failed (SPEC §8's toasts). */
function JobProgress({ queued, episode, onShow, onFinished }: { queued: ContentJob; episode: PickedEpisode; onShow: (episode: PickedEpisode, tab: ContentTab) => void; onFinished: () => void }) {
  const { job, followError } = useContentJob(queued);
  const dispatch = useDispatch<AppDispatch>();
  const announced = useRef(false);

  useEffect(() => {
    if (announced.current || (job.state !== 'completed' && job.state !== 'failed')) return;
    announced.current = true;
    onFinished();
    if (job.state === 'failed') {
      failed(job.error ?? '');
      return;
    }
    toast({ title: 'Content generated successfully' });
    // The counts and the episode's lists now include what the run made.
    dispatch(contentApi.util.invalidateTags(['ContentJob', 'SocialPost']));
  }, [job, dispatch, onFinished]);

  if (job.state === 'failed') {
    return (
      <div role="alert" className="flex gap-3 rounded-md border border-red-200 bg-red-50 p-4 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100">
        <XCircle aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <p>
          <span className="font-semibold">Processing failed.</span> {job.error || defaultFailure}
        </p>
      </div>
    );
  }
  if (job.state === 'completed' && job.result) {
    const { blogPostIds, socialMediaPostIds } = job.result;
    return (
      <section aria-labelledby="content-result-heading" className="space-y-3 rounded-md border border-emerald-200 bg-emerald-50 p-4 text-emerald-950 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-50">
        <h2 id="content-result-heading" className="flex items-center gap-2 font-semibold">
          <CheckCircle2 aria-hidden="true" className="size-5" />
          Content generated for Episode {episode.number}
        </h2>
        <ul className="grid gap-2 sm:grid-cols-3">
          {(
            [
              [plural(blogPostIds.length, 'blog post', 'blog posts'), 'blog'],
              [plural(socialMediaPostIds.length, 'social media post', 'social media posts'), 'social'],
              ['1 video podcast', 'video'],
            ] as const
          ).map(([count, tab]) => (
            <li key={tab} className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-white p-3 dark:bg-slate-900">
              <span className="font-semibold">{count}</span>
              <Button variant="secondary" onClick={() => onShow(episode, tab)}>
                View<span className="sr-only"> {count}</span>
              </Button>
            </li>
          ))}
        </ul>
        {/* Issue 22: the words are stored; a medium that failed says so on its card, with "Render again". */}
        {job.result.failedMedia.length > 0 ? <p className="rounded-md bg-amber-100 p-3 text-amber-950 dark:bg-amber-950 dark:text-amber-50">{job.step}</p> : null}
      </section>
    );
  }
  return (
    <div role="status" className="space-y-2">
      <ProgressBar label="Processing" value={job.progress} valueText={`${Math.round(job.progress)}%`} />
      <p className="text-sm text-slate-800 dark:text-slate-100">
        {job.state === 'queued' ? 'Waiting for a worker…' : job.step}
        {job.attemptsMade > 0 ? ` (try ${job.attemptsMade + 1} of ${job.maxAttempts})` : ''}
      </p>
      {followError ? <p className="text-sm text-red-800 dark:text-red-300">Could not read the progress: {followError}. Still trying…</p> : null}
    </div>
  );
}

/**
 * SPEC §5 "Content upload": the audio of the episode chosen above (issue 23: the picker, not a typed id);
 * the bytes going up, then the job's steps, then what it made, for the episode it was sent for.
 */
export function UploadEpisode({ episode, onMissingEpisode, onShow }: { episode: PickedEpisode | undefined; onMissingEpisode: () => void; onShow: (episode: PickedEpisode, tab: ContentTab) => void }) {
  const [audio, setAudio] = useState<File | null>(null);
  const [audioError, setAudioError] = useState<string>();
  const [progress, setProgress] = useState<UploadProgress>();
  const [queued, setQueued] = useState<{ job: ContentJob; episode: PickedEpisode }>();
  const [processing, setProcessing] = useState(false);
  const finished = useCallback(() => setProcessing(false), []);
  const uploading = progress !== undefined;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void preloadToasts();
    setAudioError(audio ? undefined : audioFileRequired);
    if (!episode) onMissingEpisode();
    if (!episode || !audio) {
      toast({ title: 'Missing data', description: 'Please select an episode and upload an audio file.', variant: 'destructive' });
      return;
    }
    setQueued(undefined);
    setProgress({ loaded: 0, total: audio.size });
    try {
      const job = await uploadEpisodeAudio(episode.id, audio, setProgress);
      setQueued({ job, episode });
      setProcessing(true);
    } catch (error) {
      failed(error instanceof Error ? error.message : '');
    } finally {
      setProgress(undefined);
    }
  };

  return (
    <div className="space-y-6">
      <form noValidate aria-label="Upload an episode" onSubmit={(event) => void onSubmit(event)} className={panel}>
        <p className="text-slate-800 dark:text-slate-100">{episode ? <>The audio of <span className="font-semibold">{episodeLabel(episode)}</span></> : 'Choose the episode above, then its audio.'}</p>
        <TextField
          id="content-upload-audio"
          label="Audio file"
          type="file"
          accept={audioAccept}
          hint={`Accepted formats: ${audioFormatsHint}`}
          error={audioError}
          disabled={uploading}
          onChange={(event) => setAudio(event.target.files?.[0] ?? null)}
          className="max-w-xl"
        />
        <button type="submit" disabled={uploading || processing} className={submitButtonClass}>
          <Upload aria-hidden="true" className="size-4" />
          {uploading ? 'Uploading…' : 'Upload and process'}
        </button>
        {progress ? <ProgressBar label="Uploading" value={progress.total ? (progress.loaded / progress.total) * 100 : 0} valueText={`${megabytes(progress.loaded)} of ${megabytes(progress.total)}`} /> : null}
      </form>
      {queued ? <JobProgress key={queued.job.id} queued={queued.job} episode={queued.episode} onShow={onShow} onFinished={finished} /> : null}
    </div>
  );
}
