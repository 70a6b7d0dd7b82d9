import { useWatch, type Control, type UseFormRegisterReturn } from 'react-hook-form';
import { descriptionProseClass } from '@harmony/ui';
import { MarkdownEditor } from '../common/index.js';
import type { EpisodeForm } from './episode-rules.js';
import { usePreviewEpisodeDescriptionMutation } from './episodes-api.js';

export interface EpisodeDescriptionFieldProps extends UseFormRegisterReturn<'description'> {
  control: Control<EpisodeForm>;
  error?: string;
}

/** The episode's description in markdown, beside its live preview as the episode page will show it (the article editor's). */
export function EpisodeDescriptionField({ control, error, ...field }: EpisodeDescriptionFieldProps) {
  const description = useWatch({ control, name: 'description' });
  // The mutation's trigger takes the description itself, and is the same function every render.
  const [requestPreview] = usePreviewEpisodeDescriptionMutation();
  return (
    <MarkdownEditor
      id="episode-description"
      label="Description"
      rows={8}
      error={error}
      {...field}
      markdown={description}
      requestPreview={requestPreview}
      previewLabel="Preview as on the episode page"
      proseClass={descriptionProseClass}
      emptyHint="Write the description in markdown (**bold**, *italic*, - lists) to see it as visitors will."
    />
  );
}
