import { useState, type FormEvent } from 'react';
import { CalendarClock, CalendarX } from 'lucide-react';
import { Button, toast } from '@harmony/ui';
import { TextField } from '@harmony/ui/form-fields';
import { apiErrorMessage, apiFieldErrors } from '@harmony/web-api';
import { formatDayAndTime, fromDateTimeLocal, toDateTimeLocal } from '../common/index.js';
import { useChangeSocialPostStatusMutation, type SocialPost } from './social-api.js';

const statusUpdateFailed = () => toast({ title: 'Error', description: 'Failed to update post status.', variant: 'destructive' });

/** An approved post: "Publish at" and Schedule, which moves it to scheduled for that time (a future one). */
function ScheduleForm({ post, heading }: { post: SocialPost; heading: string }) {
  const [publishAt, setPublishAt] = useState('');
  const [error, setError] = useState<string>();
  const [change, { isLoading }] = useChangeSocialPostStatusMutation();
  const fieldId = `social-post-${post.id}-publish-at`;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const scheduledFor = fromDateTimeLocal(publishAt);
    const invalid = !scheduledFor ? 'Choose when to publish the post.' : new Date(scheduledFor).getTime() <= Date.now() ? 'Choose a time in the future.' : undefined;
    setError(invalid);
    if (invalid || !scheduledFor) return;
    try {
      await change({ id: post.id, status: 'scheduled', scheduledFor }).unwrap();
      toast({ title: 'Status Updated', description: `The post is scheduled for ${formatDayAndTime(scheduledFor)}.` });
    } catch (failure) {
      setError(apiFieldErrors(failure).find(({ field }) => field === 'scheduledFor')?.message ?? apiErrorMessage(failure));
      statusUpdateFailed();
    }
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-wrap items-start gap-2">
      <TextField
        id={fieldId}
        label="Publish at"
        type="datetime-local"
        // A hint for the picker; the check on Schedule (and the server's) is what counts.
        min={toDateTimeLocal(new Date().toISOString())}
        value={publishAt}
        error={error}
        onChange={(event) => {
          setPublishAt(event.target.value);
          setError(undefined);
        }}
        className="min-w-0 flex-1 basis-52"
      />
      <Button type="submit" variant="secondary" disabled={isLoading} className="mt-6">
        <CalendarClock aria-hidden="true" className="size-4" />
        Schedule
        <span className="sr-only"> {heading}</span>
      </Button>
    </form>
  );
}

/** A scheduled post: when it goes out, and Unschedule, which moves it back to approved. */
function ScheduledFor({ post, heading }: { post: SocialPost; heading: string }) {
  const [change, { isLoading }] = useChangeSocialPostStatusMutation();

  const unschedule = async () => {
    try {
      await change({ id: post.id, status: 'approved' }).unwrap();
      toast({ title: 'Status Updated', description: 'The post is approved again and no longer scheduled.' });
    } catch {
      statusUpdateFailed();
    }
  };

  return (
    <div className="flex flex-wrap items-center gap-2">
      {post.scheduledFor ? (
        <p className="text-sm text-slate-900 dark:text-slate-100">
          Scheduled for <time dateTime={post.scheduledFor}>{formatDayAndTime(post.scheduledFor)}</time>
        </p>
      ) : null}
      <Button variant="secondary" disabled={isLoading} onClick={() => void unschedule()}>
        <CalendarX aria-hidden="true" className="size-4" />
        Unschedule
        <span className="sr-only"> {heading}</span>
      </Button>
    </div>
  );
}

/** Beyond the SPEC (issue 10): an approved post can be scheduled, a scheduled one unscheduled. */
export function PostScheduling({ post, heading }: { post: SocialPost; heading: string }) {
  if (post.status === 'approved') return <ScheduleForm post={post} heading={heading} />;
  if (post.status === 'scheduled') return <ScheduledFor post={post} heading={heading} />;
  return null;
}
