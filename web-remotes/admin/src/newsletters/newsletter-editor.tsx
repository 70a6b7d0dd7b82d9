import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from '@harmony/mf-config/router';
import { adminPaths } from '@harmony/site-config';
import { Button, LoadError } from '@harmony/ui';
import { apiErrorMessage, isApiNotFound } from '@harmony/web-api';
import { secondaryLinkClass } from '../common/index.js';
import { NewsletterForm } from './newsletter-form.js';
import { newslettersAdminApi, useGetNewsletterQuery } from './newsletters-api.js';

/** How often a newsletter that is going out is asked for its counts again. */
export const newsletterPollMs = 3000;

/** /admin/newsletters/new */
export function NewNewsletter() {
  return <NewsletterForm />;
}

function NewsletterNotFound() {
  return (
    <div className="space-y-4">
      <h2 className="text-xl font-semibold">Newsletter not found</h2>
      <p className="text-slate-700 dark:text-slate-200">It may have been deleted.</p>
      <Link to={adminPaths.newsletters} className={secondaryLinkClass}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to newsletters
      </Link>
    </div>
  );
}

/** /admin/newsletters/{id}: the newsletter in any state; while it is going out, its counts refresh by themselves. */
export function EditNewsletter() {
  const { id = '' } = useParams();
  const newsletterId = /^\d+$/.test(id) ? Number(id) : undefined;
  // The last answer decides the polling (as the video panel's): read from the cache, no state to keep in step.
  const { data: known } = newslettersAdminApi.endpoints.getNewsletter.useQueryState(newsletterId ?? 0, { skip: newsletterId === undefined });
  const { data: newsletter, error, isLoading, refetch } = useGetNewsletterQuery(newsletterId ?? 0, {
    skip: newsletterId === undefined,
    pollingInterval: known?.status === 'sending' ? newsletterPollMs : 0,
  });

  if (newsletterId === undefined || isApiNotFound(error)) return <NewsletterNotFound />;
  // The form is made once per newsletter (keyed by it), so a refresh of the counts never clears what is typed.
  if (newsletter?.id === newsletterId) return <NewsletterForm key={newsletter.id} newsletter={newsletter} />;
  if (isLoading || !error) {
    return (
      <p role="status" className="text-slate-700 dark:text-slate-200">
        Loading the newsletter…
      </p>
    );
  }
  return (
    <LoadError>
      Failed to load the newsletter. {apiErrorMessage(error)}
      <Button variant="secondary" className="ml-3 align-middle" onClick={() => void refetch()}>
        Try again
      </Button>
    </LoadError>
  );
}
