import { Mail } from 'lucide-react';
import { Link } from '@harmony/mf-config/router';
import { adminPaths } from '@harmony/site-config';
import { LoadError, Skeleton } from '@harmony/ui';
import { apiErrorMessage } from '@harmony/web-api';
import { panelClass, secondaryLinkClass } from '../common/index.js';
import { NewsletterStatusBadge, newsletterWhen } from './newsletter-status.js';
import { useGetNewslettersQuery } from './newsletters-api.js';

/** The server narrows the list to the episode: its one content-automation draft, and any the owner tied to it. */
const draftsLooked = { page: 1, pageSize: 20 } as const;

/**
 * The newsletter content automation drafted for an episode, next to its blog drafts: a link to it in the
 * Newsletters screen, where it is read, tested and sent like any other.
 */
export function NewsletterDraftCard({ episodeId, episodeNumber }: { episodeId: number; episodeNumber: number }) {
  const { data, error, isLoading } = useGetNewslettersQuery({ ...draftsLooked, episodeId });
  const headingId = `episode-${episodeId}-newsletter-heading`;
  const drafted = data?.items.find((newsletter) => newsletter.source === 'content-automation');

  let body;
  if (isLoading) body = <Skeleton className="h-12" />;
  else if (error || !data) body = <LoadError>Failed to load the newsletter draft. {apiErrorMessage(error)}</LoadError>;
  else if (!drafted) body = <p className="text-slate-700 dark:text-slate-200">{`No newsletter draft for Episode ${episodeNumber} yet: it is written when the episode's audio is processed.`}</p>;
  else {
    body = (
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <p className="font-medium break-words text-slate-900 dark:text-slate-50">{drafted.subject}</p>
          <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700 dark:text-slate-200">
            <NewsletterStatusBadge status={drafted.status} />
            {newsletterWhen(drafted)}
          </p>
        </div>
        <Link to={`${adminPaths.newsletters}/${drafted.id}`} className={secondaryLinkClass}>
          <Mail aria-hidden="true" className="size-4" />
          Open the newsletter draft
        </Link>
      </div>
    );
  }

  return (
    <section aria-labelledby={headingId} aria-busy={isLoading} className={`space-y-3 ${panelClass}`}>
      <h2 id={headingId} className="text-lg font-semibold text-slate-900 dark:text-slate-50">
        Newsletter draft
      </h2>
      {body}
    </section>
  );
}
