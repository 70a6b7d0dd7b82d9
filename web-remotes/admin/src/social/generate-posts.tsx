import { useRef, useState, type FormEvent } from 'react';
import { Sparkles } from 'lucide-react';
import { Button, toast } from '@harmony/ui';
import { TextField } from '@harmony/ui/form-fields';
import { apiErrorMessage, apiFieldErrors } from '@harmony/web-api';
import { EpisodePicker, episodeLabel, type PickedEpisode } from '../episode-picker/index.js';
import { useGenerateSocialPostsMutation } from './social-api.js';

/** The API's bounds for one request (POST /api/social-media/generate/{episodeId}). */
export const generateCountRange = { min: 1, max: 20, default: 4 } as const;

type GenerateErrors = Partial<Record<'episodeId' | 'count', string>>;
const countFieldId = 'generate-count';

const wholeNumber = (text: string): number | undefined => (/^\s*\d+\s*$/.test(text) ? Number(text) : undefined);

function validate(episode: PickedEpisode | undefined, countText: string): GenerateErrors {
  const count = wholeNumber(countText);
  return {
    ...(episode ? {} : { episodeId: 'Choose the episode to write about.' }),
    ...(count === undefined || count < generateCountRange.min || count > generateCountRange.max ? { count: `Choose from ${generateCountRange.min} to ${generateCountRange.max} posts.` } : {}),
  };
}

export interface GeneratePostsProps {
  /** The episode chosen at first (a screen about one episode); none otherwise. */
  defaultEpisode?: PickedEpisode;
}

/**
 * "Generate posts" (SPEC §7, issue 10 item 7): more posts for an episode from the same writer, landing
 * in Pending Approval; "Failed to generate social media posts." (SPEC §8) when it fails. The episode is
 * chosen with the content screen's picker (issue 23), by number or title.
 */
export function GeneratePosts({ defaultEpisode }: GeneratePostsProps) {
  const [episode, setEpisode] = useState(defaultEpisode);
  const picker = useRef<HTMLInputElement>(null);
  const [countText, setCountText] = useState(String(generateCountRange.default));
  const [errors, setErrors] = useState<GenerateErrors>({});
  const [generate, { isLoading }] = useGenerateSocialPostsMutation();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate(episode, countText);
    setErrors(found);
    if (!episode || found.count) {
      if (found.episodeId) picker.current?.focus();
      else document.getElementById(countFieldId)?.focus();
      return;
    }
    try {
      const posts = await generate({ episodeId: episode.id, count: Number(countText) }).unwrap();
      toast({ title: `Generated ${posts.length} ${posts.length === 1 ? 'post' : 'posts'}`, description: `For ${episodeLabel(episode)}. They are waiting in Pending Approval.` });
    } catch (failure) {
      const fieldErrors = apiFieldErrors(failure);
      setErrors({
        episodeId: fieldErrors.find(({ field }) => field === 'episodeId')?.message,
        count: fieldErrors.find(({ field }) => field === 'count')?.message,
      });
      toast({ title: 'Failed to generate social media posts.', description: apiErrorMessage(failure), variant: 'destructive' });
    }
  };

  return (
    <section aria-labelledby="generate-posts-heading" className="rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900">
      <h2 id="generate-posts-heading" className="text-base font-semibold text-slate-900 dark:text-slate-50">
        Generate posts
      </h2>
      <p className="mb-3 text-sm text-slate-700 dark:text-slate-300">More posts about an episode, written for every network and waiting for approval.</p>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-wrap items-start gap-3">
        <EpisodePicker
          id="generate-episode"
          ref={picker}
          value={episode}
          error={errors.episodeId}
          onChange={(chosen) => {
            setEpisode(chosen);
            setErrors(({ count }) => ({ count }));
          }}
          className="w-full sm:w-96"
        />
        <TextField
          id={countFieldId}
          label="Number of posts"
          hint={`${generateCountRange.min} to ${generateCountRange.max}`}
          type="number"
          inputMode="numeric"
          min={generateCountRange.min}
          max={generateCountRange.max}
          step={1}
          value={countText}
          error={errors.count}
          onChange={(event) => {
            setCountText(event.target.value);
            setErrors(({ episodeId }) => ({ episodeId }));
          }}
          className="w-full sm:w-40"
        />
        <Button type="submit" disabled={isLoading} aria-busy={isLoading} className="w-full sm:mt-12 sm:w-auto">
          <Sparkles aria-hidden="true" className="size-4" />
          {isLoading ? 'Generating…' : 'Generate'}
        </Button>
      </form>
    </section>
  );
}
