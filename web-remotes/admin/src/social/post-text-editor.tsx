import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Save } from 'lucide-react';
import { Button, toast } from '@harmony/ui';
import { TextAreaField } from '@harmony/ui/form-fields';
import { apiErrorMessage, apiFieldErrors } from '@harmony/web-api';
import { useCheckPostTextQuery, useEditSocialPostContentMutation, type PostTextCheck, type SocialPost } from './social-api.js';

/** How long typing must pause before the text is measured again, so each keystroke does not ask the server. */
export const textCheckSettleMs = 250;

/** `value`, once it has stayed the same for `delay` ms. */
function useSettledValue<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (Object.is(value, settled)) return;
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, settled, delay]);
  return settled;
}

/** "57 / 280 characters · hashtags 3 / 30": the text against its network's limits, as the server counts. */
function LimitCounter({ id, check }: { id: string; check: PostTextCheck | undefined }) {
  // Polite, and only as often as the settled text changes: a screen reader hears the count after a pause, not per key.
  return (
    <p id={id} aria-live="polite" className="text-sm text-slate-700 tabular-nums dark:text-slate-300">
      {check ? (
        <>
          <span className={check.broken.some(({ rule }) => rule === 'characters') ? 'font-semibold text-red-700 dark:text-red-300' : undefined}>
            {check.characters.used} / {check.characters.limit}
            <span className="sr-only"> characters</span>
          </span>
          {check.hashtags ? (
            <span className={check.broken.some(({ rule }) => rule === 'hashtags') ? 'font-semibold text-red-700 dark:text-red-300' : undefined}>
              <span aria-hidden="true"> · </span>
              hashtags {check.hashtags.used} / {check.hashtags.limit}
            </span>
          ) : null}
        </>
      ) : null}
    </p>
  );
}

/**
 * The inline editor of a post's text (a draft or one pending approval): a live count against its
 * network's limits (the server's count, asked a moment after typing stops), Save while the text fits.
 */
export function PostTextEditor({ post, heading, onClose }: { post: SocialPost; heading: string; onClose: () => void }) {
  const [content, setContent] = useState(post.content);
  const [saveError, setSaveError] = useState<string>();
  const textarea = useRef<HTMLTextAreaElement>(null);
  const settled = useSettledValue(content, textCheckSettleMs);
  const isEmpty = !content.trim();
  const { data: check, isError: checkFailed } = useCheckPostTextQuery({ platform: post.platform, content: settled }, { skip: !settled.trim() });
  const [save, { isLoading: isSaving }] = useEditSocialPostContentMutation();

  useEffect(() => {
    textarea.current?.focus();
  }, []);

  const fieldId = `social-post-${post.id}-text`;
  const counterId = `${fieldId}-count`;
  const broken = check && !isEmpty ? check.broken.map(({ message }) => message) : [];
  const error = isEmpty ? "Write the post's text." : (saveError ?? (broken.length ? broken.join(' ') : undefined));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (isEmpty || broken.length) return;
    try {
      await save({ id: post.id, content }).unwrap();
      toast({ title: 'Post updated', description: `The text of the ${heading} is saved.` });
      onClose();
    } catch (failure) {
      setSaveError(apiFieldErrors(failure).find(({ field }) => field === 'content')?.message ?? apiErrorMessage(failure) ?? 'The text could not be saved.');
      textarea.current?.focus();
    }
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }} className="flex flex-col gap-2">
      <TextAreaField
        id={fieldId}
        ref={textarea}
        label="Post text"
        rows={6}
        value={content}
        error={error}
        aria-describedby={error ? `${counterId} ${fieldId}-error` : counterId}
        onChange={(event) => {
          setContent(event.target.value);
          setSaveError(undefined);
        }}
      />
      <LimitCounter id={counterId} check={isEmpty ? undefined : check} />
      {checkFailed ? <p className="text-sm text-slate-700 dark:text-slate-300">The length could not be checked; the server checks it again on Save.</p> : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={isSaving || isEmpty || broken.length > 0}>
          <Save aria-hidden="true" className="size-4" />
          Save
          <span className="sr-only"> the text of the {heading}</span>
        </Button>
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
