import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Plus, Save, Trash2, Upload } from 'lucide-react';
import { Button, preloadToasts, toast } from '@harmony/ui';
import { fieldErrorClass, submitButtonClass, TextField } from '@harmony/ui/form-fields';
import { apiErrorMessage, apiFieldErrors } from '@harmony/web-api';
import { checkChapterRows, formatClock, hasChapterErrors, parseClock, type ChapterRow, type ChapterRowErrors } from './chapter-rules.js';
import {
  useRemoveChaptersMutation,
  useRemoveTranscriptMutation,
  useSaveChaptersMutation,
  useUploadTranscriptMutation,
  type AdminEpisodeDetail,
  type EpisodeChapter,
} from './episodes-api.js';

const sectionClass = 'max-w-3xl space-y-4 border-t border-slate-300 pt-6 dark:border-slate-700';
const statusClass = 'text-sm text-slate-700 dark:text-slate-300';

/** The message a failed write shows beside `field`: its own field error, else the problem's message. */
function errorFor(error: unknown, field: string, fallback: string): string {
  return apiFieldErrors(error).find((problem) => problem.field === field)?.message ?? apiErrorMessage(error) ?? fallback;
}

function announce(title: string, description?: string) {
  void preloadToasts();
  toast({ title, description });
}

/** The episode's transcript: upload a WebVTT or SRT file (the server reads it, and names the line at fault), or remove it. */
function TranscriptSection({ episode }: { episode: AdminEpisodeDetail }) {
  const [upload, { isLoading: uploading }] = useUploadTranscriptMutation();
  const [remove, { isLoading: removing }] = useRemoveTranscriptMutation();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | undefined>();

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    setFile(event.target.files?.[0] ?? null);
    setError(undefined);
  };

  const send = async () => {
    if (!file) return;
    try {
      const saved = await upload({ id: episode.id, file }).unwrap();
      setError(undefined);
      announce('Transcript saved', `${saved.transcriptCueCount ?? 0} cues`);
    } catch (thrown) {
      setError(errorFor(thrown, 'transcript', 'The transcript was not saved. Please try again.'));
    }
  };

  const drop = async () => {
    try {
      await remove(episode.id).unwrap();
      setError(undefined);
      announce('Transcript removed');
    } catch (thrown) {
      setError(errorFor(thrown, 'transcript', 'The transcript was not removed. Please try again.'));
    }
  };

  return (
    <section aria-labelledby="episode-transcript-heading" className={sectionClass}>
      <h3 id="episode-transcript-heading" className="text-lg font-semibold">
        Transcript
      </h3>
      <p className={statusClass}>
        {episode.transcriptUrl ? (
          <>
            {episode.transcriptCueCount ?? 0} cues.{' '}
            <a href={episode.transcriptUrl} className="font-semibold text-emerald-900 underline dark:text-emerald-300">
              Open the WebVTT file
            </a>
          </>
        ) : (
          'No transcript yet: the content pipeline adds one when it transcribes the audio, or upload your own.'
        )}
      </p>
      <TextField id="episode-transcript" label="Transcript file" type="file" accept=".vtt,.srt,text/vtt,application/x-subrip" hint="WebVTT or SRT, max 2MB" error={error} onChange={pick} />
      <div className="flex flex-wrap gap-3">
        <Button onClick={send} disabled={!file || uploading}>
          <Upload aria-hidden="true" className="size-4" />
          {uploading ? 'Uploading...' : 'Upload transcript'}
        </Button>
        {episode.transcriptUrl ? (
          <Button variant="secondary" onClick={drop} disabled={removing}>
            <Trash2 aria-hidden="true" className="size-4" />
            Remove transcript
          </Button>
        ) : null}
      </div>
    </section>
  );
}

interface EditedRow extends ChapterRow {
  /** Stable across removals, for React and for the links a loaded chapter keeps. */
  readonly key: number;
  readonly links: Pick<EpisodeChapter, 'img' | 'url'>;
}

let nextRowKey = 0;
const rowOf = (chapter?: EpisodeChapter): EditedRow => ({
  key: (nextRowKey += 1),
  start: chapter ? formatClock(chapter.startSeconds) : '',
  title: chapter?.title ?? '',
  links: { ...(chapter?.img ? { img: chapter.img } : {}), ...(chapter?.url ? { url: chapter.url } : {}) },
});

/** The server's field errors (`chapters[2].title`) on their rows, and the rest on the list. */
function serverChapterErrors(error: unknown, count: number): { rows: ChapterRowErrors[]; list?: string } {
  const rows = Array.from({ length: count }, (): ChapterRowErrors => ({}));
  const rest: string[] = [];
  for (const { field, message } of apiFieldErrors(error)) {
    const named = /^chapters\[(\d+)\]\.(startTime|title)$/.exec(field);
    const row = named ? rows[Number(named[1])] : undefined;
    if (row && named?.[2] === 'startTime') row.start = message;
    else if (row) row.title = message;
    else rest.push(message);
  }
  const list = rest.join(' ') || (rows.some((row) => row.start || row.title) ? undefined : (apiErrorMessage(error) ?? 'The chapters were not saved. Please try again.'));
  return { rows, ...(list ? { list } : {}) };
}

/** The episode's chapters: rows of a start (mm:ss or h:mm:ss) and a title, saved together as a JSON Chapters file. */
function ChaptersSection({ episode }: { episode: AdminEpisodeDetail }) {
  const [save, { isLoading: saving }] = useSaveChaptersMutation();
  const [remove, { isLoading: removing }] = useRemoveChaptersMutation();
  const [rows, setRows] = useState<EditedRow[]>(() => (episode.chapters?.length ? episode.chapters.map(rowOf) : [rowOf()]));
  const [errors, setErrors] = useState<{ rows: ChapterRowErrors[]; list?: string }>({ rows: [] });

  const edit = (key: number, change: Partial<ChapterRow>) => setRows((current) => current.map((row) => (row.key === key ? { ...row, ...change } : row)));
  const removeRow = (key: number) => {
    setRows((current) => current.filter((row) => row.key !== key));
    setErrors({ rows: [] });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkChapterRows(rows);
    setErrors(checked);
    if (hasChapterErrors(checked)) return;
    const chapters = rows.map((row) => ({ startSeconds: parseClock(row.start) ?? 0, title: row.title.trim(), ...row.links }));
    try {
      await save({ id: episode.id, chapters }).unwrap();
      announce('Chapters saved', `${chapters.length} chapters`);
    } catch (thrown) {
      setErrors(serverChapterErrors(thrown, rows.length));
    }
  };

  const drop = async () => {
    try {
      await remove(episode.id).unwrap();
      setRows([rowOf()]);
      setErrors({ rows: [] });
      announce('Chapters removed');
    } catch (thrown) {
      setErrors({ rows: [], list: apiErrorMessage(thrown) ?? 'The chapters were not removed. Please try again.' });
    }
  };

  return (
    <section aria-labelledby="episode-chapters-heading" className={sectionClass}>
      <h3 id="episode-chapters-heading" className="text-lg font-semibold">
        Chapters
      </h3>
      <form noValidate aria-label="Chapters" onSubmit={submit} className="space-y-3">
        <ol className="space-y-3">
          {rows.map((row, index) => {
            const number = index + 1;
            const rowErrors = errors.rows[index] ?? {};
            return (
              <li key={row.key} className="grid items-start gap-3 sm:grid-cols-[9rem_1fr_auto]">
                <TextField id={`chapter-${row.key}-start`} label={`Chapter ${number} start`} placeholder="12:34" inputMode="numeric" value={row.start} error={rowErrors.start} onChange={(event) => edit(row.key, { start: event.target.value })} />
                <TextField id={`chapter-${row.key}-title`} label={`Chapter ${number} title`} maxLength={200} value={row.title} error={rowErrors.title} onChange={(event) => edit(row.key, { title: event.target.value })} />
                <Button variant="secondary" className="sm:mt-6" aria-label={`Remove chapter ${number}`} onClick={() => removeRow(row.key)}>
                  <Trash2 aria-hidden="true" className="size-4" />
                </Button>
              </li>
            );
          })}
        </ol>
        {errors.list ? (
          <p role="alert" className={fieldErrorClass}>
            {errors.list}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-3">
          <Button variant="secondary" onClick={() => setRows((current) => [...current, rowOf()])}>
            <Plus aria-hidden="true" className="size-4" />
            Add chapter
          </Button>
          <button type="submit" disabled={saving} className={submitButtonClass}>
            <Save aria-hidden="true" className="size-4" />
            {saving ? 'Saving...' : 'Save chapters'}
          </button>
          {episode.chaptersUrl ? (
            <Button variant="secondary" onClick={drop} disabled={removing}>
              <Trash2 aria-hidden="true" className="size-4" />
              Remove all chapters
            </Button>
          ) : null}
        </div>
      </form>
    </section>
  );
}

/** Below an existing episode's form: its transcript and its chapters, each saved on its own. */
export function TranscriptAndChapters({ episode }: { episode: AdminEpisodeDetail }) {
  return (
    <>
      <TranscriptSection episode={episode} />
      <ChaptersSection episode={episode} />
    </>
  );
}
