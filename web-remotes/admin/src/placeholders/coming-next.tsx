/** A guarded screen whose features arrive with the content-automation work (issue 10). */
export function ComingNext({ what }: { what: string }) {
  return (
    <p className="max-w-prose text-slate-700 dark:text-slate-200">
      {what} arrives with content automation: upload an episode&apos;s audio, and its blog drafts, social posts and video podcast are made for you to review here.
    </p>
  );
}
