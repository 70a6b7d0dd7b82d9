import { useContext, useRef, useState, type ChangeEvent } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, Save } from 'lucide-react';
import { Link, useNavigate, useParams } from '@harmony/mf-config/router';
import { Button, focusRing, LoadError } from '@harmony/ui';
import { CheckboxField, submitButtonClass, TextField } from '@harmony/ui/form-fields';
import { apiErrorMessage, isApiNotFound } from '@harmony/web-api';
import { fromDateTimeLocal, imageUploadAccept, imageUploadFormats, submitForm, toDateTimeLocal } from '../common/index.js';

import { EpisodeDescriptionField } from './episode-description-field.js';
import { audioFormats, episodeFormFields, episodeSchema, type EpisodeForm } from './episode-rules.js';
import {
  useCreateEpisodeMutation,
  useGetAdminEpisodeQuery,
  useUpdateEpisodeMutation,
  useUploadEpisodeMediaMutation,
  type AdminEpisode,
  type EpisodeFields,
} from './episodes-api.js';
import { TranscriptAndChapters } from './transcript-and-chapters.js';
import { AudioDurationProbeContext, formatDuration } from './audio-duration.js';

const emptyForm: EpisodeForm = { number: '', title: '', description: '', duration: '', publishedAt: '', featured: false };

const formOf = (episode: AdminEpisode): EpisodeForm => ({
  number: String(episode.number),
  title: episode.title,
  description: episode.description,
  duration: episode.duration,
  publishedAt: toDateTimeLocal(episode.publishedAt),
  featured: episode.featured,
});

const fieldsOf = (form: EpisodeForm): EpisodeFields => ({
  number: Number(form.number),
  title: form.title.trim(),
  description: form.description,
  duration: form.duration.trim(),
  featured: form.featured,
  ...(fromDateTimeLocal(form.publishedAt) ? { publishedAt: fromDateTimeLocal(form.publishedAt) } : {}),
});

const missingMedia = 'mt-2 text-sm text-red-800 dark:text-red-300';
const durationNoteTone = { reading: 'text-slate-700 dark:text-slate-300', filled: 'text-emerald-900 dark:text-emerald-300', unreadable: 'text-amber-900 dark:text-amber-200' } as const;

/** What reading the attached audio's length came to, said under the duration. */
interface DurationNote {
  readonly kind: keyof typeof durationNoteTone;
  readonly text: string;
}

/** Where a save leaves the owner: back on the list, or still on the episode. */
type AfterSave = 'close' | 'stay';
const backLink = `inline-flex items-center gap-2 rounded-md text-sm font-semibold text-emerald-900 hover:underline dark:text-emerald-300 ${focusRing}`;

function EpisodeForm({ episode }: { episode?: AdminEpisode }) {
  const navigate = useNavigate();
  const [create] = useCreateEpisodeMutation();
  const [update] = useUpdateEpisodeMutation();
  const [upload] = useUploadEpisodeMediaMutation();
  const [audio, setAudio] = useState<File | null>(null);
  const [cover, setCover] = useState<File | null>(null);
  const probeDuration = useContext(AudioDurationProbeContext);
  const [durationNote, setDurationNote] = useState<DurationNote | null>(null);
  // Only the latest file's length is used: an earlier, slower reading must not overwrite it.
  const latestProbe = useRef(0);
  const afterSave = useRef<AfterSave>('close');
  const [savingTo, setSavingTo] = useState<AfterSave>('close');
  const audioInput = useRef<HTMLInputElement>(null);
  const coverInput = useRef<HTMLInputElement>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    getValues,
    formState: { errors, isSubmitting },
    // Checked when the owner leaves a field, then as they type in it: mistakes show before a submit.
  } = useForm<EpisodeForm>({ mode: 'onTouched', resolver: zodResolver(episodeSchema), defaultValues: episode ? formOf(episode) : emptyForm });

  const pick = (set: (file: File | null) => void) => (event: ChangeEvent<HTMLInputElement>) => set(event.target.files?.[0] ?? null);

  /** A new audio file's length becomes the duration (the file knows it best); the owner may still change it. */
  const pickAudio = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    setAudio(file);
    latestProbe.current += 1;
    const attempt = latestProbe.current;
    if (!file) {
      setDurationNote(null);
      return;
    }
    setDurationNote({ kind: 'reading', text: 'Reading the length of the audio file…' });
    const typedBefore = getValues('duration');
    void probeDuration(file)
      .then(formatDuration, () => null)
      .then((duration) => {
        if (attempt !== latestProbe.current) return;
        // The owner typed a duration while the file was read: theirs stands.
        if (getValues('duration') !== typedBefore) {
          setDurationNote(null);
          return;
        }
        if (duration === null) {
          setDurationNote({ kind: 'unreadable', text: 'The length of this audio file could not be read: type the duration yourself.' });
          return;
        }
        setValue('duration', duration, { shouldDirty: true, shouldTouch: true, shouldValidate: true });
        setDurationNote({ kind: 'filled', text: `Filled in from the audio file (${duration}). You can change it.` });
      });
  };

  /** After a save that stays: the files are stored, so a second save must not send them again. */
  const clearFiles = () => {
    for (const input of [audioInput.current, coverInput.current]) if (input) input.value = '';
    setAudio(null);
    setCover(null);
    setDurationNote(null);
  };

  const onSubmit = async (form: EpisodeForm) => {
    const stay = afterSave.current === 'stay';
    setSavingTo(afterSave.current);
    // The episode is written first, its media after: a failed upload leaves a saved episode to retry on.
    let saved: AdminEpisode | undefined = episode;
    const accepted = await submitForm({
      send: async () => {
        saved = episode ? await update({ id: episode.id, changes: fieldsOf(form) }).unwrap() : await create(fieldsOf(form)).unwrap();
        if (audio) saved = await upload({ id: saved.id, media: 'audio', file: audio }).unwrap();
        if (cover) saved = await upload({ id: saved.id, media: 'cover', file: cover }).unwrap();
      },
      fields: episodeFormFields,
      setError,
      success: { title: 'Episode saved', description: form.title.trim() },
      failure: { title: 'Episode not saved', fallback: 'Please try again.' },
    });
    // A new episode saved (in part, or to keep editing) is edited at its own address from then on.
    if (accepted && !stay) await navigate('..', { relative: 'path' });
    else if (saved && !episode) await navigate(`../${saved.id}`, { relative: 'path', replace: true });
    else if (accepted) clearFiles();
  };

  return (
    <form noValidate aria-label={episode ? `Edit episode ${episode.number}` : 'New episode'} onSubmit={handleSubmit(onSubmit)} className="max-w-3xl space-y-5">
      <div className="grid gap-5 sm:grid-cols-[8rem_1fr]">
        <TextField id="episode-number" label="Number" inputMode="numeric" error={errors.number?.message} {...register('number')} />
        <TextField id="episode-title" label="Title" error={errors.title?.message} {...register('title')} />
      </div>
      <EpisodeDescriptionField control={control} error={errors.description?.message} {...register('description')} />
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <TextField
            id="episode-duration"
            label="Duration"
            placeholder="42:15"
            hint="Minutes and seconds, or hours too: 42:15, 1:05:09. Filled in from an audio file you attach."
            error={errors.duration?.message}
            {...register('duration')}
          />
          {/* Always present, so screen readers announce what the reading came to. */}
          <p role="status" className={durationNote ? `mt-2 text-sm ${durationNoteTone[durationNote.kind]}` : undefined}>
            {durationNote?.text}
          </p>
        </div>
        <TextField
          id="episode-published-at"
          label="Publish date"
          type="datetime-local"
          hint="Empty: now. A later date schedules the episode."
          error={errors.publishedAt?.message}
          {...register('publishedAt')}
        />
      </div>
      <CheckboxField id="episode-featured" label="Featured" hint="Shown on the home page." {...register('featured')} />
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <TextField ref={audioInput} id="episode-audio" label="Audio file" type="file" accept="audio/*" hint={audioFormats} onChange={pickAudio} />
          {episode?.audioUrl ? <audio controls preload="none" src={episode.audioUrl} aria-label="Current audio" className="mt-2 w-full" /> : <p className={missingMedia}>No audio yet: visitors see the episode once it has its audio and cover.</p>}
        </div>
        <div>
          <TextField ref={coverInput} id="episode-cover" label="Cover image" type="file" accept={imageUploadAccept} hint={imageUploadFormats} onChange={pick(setCover)} />
          {episode?.imageUrl ? <img src={episode.imageUrl} alt="Current cover" className="mt-2 size-24 rounded-md object-cover" /> : <p className={missingMedia}>No cover yet: visitors see the episode once it has its audio and cover.</p>}
        </div>
      </div>
      {/* The first is the default (Enter in a field): back to the list, as before. The click says which was chosen. */}
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" disabled={isSubmitting} className={submitButtonClass} onClick={() => {
            afterSave.current = 'close';
          }}>
          <Save aria-hidden="true" className="size-4" />
          {isSubmitting && savingTo === 'close' ? 'Saving...' : 'Save episode'}
        </button>
        <Button type="submit" variant="secondary" disabled={isSubmitting} onClick={() => {
            afterSave.current = 'stay';
          }}>
          {isSubmitting && savingTo === 'stay' ? 'Saving...' : 'Save and keep editing'}
        </Button>
      </div>
    </form>
  );
}

/** /admin/episodes/new and /admin/episodes/{id}: the episode's fields, its audio and its cover; then, once it exists, its transcript and chapters. */
export function EpisodeEditor() {
  const { id } = useParams();
  const episodeId = id === undefined ? undefined : Number(id);
  const isNew = episodeId === undefined;
  const validId = isNew || (Number.isInteger(episodeId) && episodeId > 0);
  const { data, error, isLoading } = useGetAdminEpisodeQuery(episodeId ?? 0, { skip: isNew || !validId });

  return (
    <div className="space-y-6">
      <Link to=".." relative="path" className={backLink}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        All episodes
      </Link>
      <h2 className="text-xl font-semibold">{isNew ? 'New episode' : data ? `Episode ${data.number}: ${data.title}` : 'Edit episode'}</h2>
      {isNew ? (
        <EpisodeForm />
      ) : !validId || isApiNotFound(error) ? (
        <LoadError>This episode does not exist.</LoadError>
      ) : error ? (
        <LoadError>Failed to load the episode. {apiErrorMessage(error)}</LoadError>
      ) : isLoading || !data ? (
        <p role="status">Loading the episode…</p>
      ) : (
        <>
          <EpisodeForm key={data.id} episode={data} />
          <TranscriptAndChapters key={`companions-${data.id}`} episode={data} />
        </>
      )}
    </div>
  );
}
