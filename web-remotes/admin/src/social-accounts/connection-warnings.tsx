import { AlertTriangle } from 'lucide-react';
import { Link } from '@harmony/mf-config/router';
import { adminPaths } from '@harmony/site-config';
import { focusRing } from '@harmony/ui';
import { connectionWarning } from './account-state.js';
import { useGetSocialAccountsQuery } from './social-accounts-api.js';

/**
 * The dashboard's warning (issue 26: tokens never expire unseen): each connection that expires within 7
 * days or no longer works, linking to the Social accounts screen. Nothing while loading, when all is well,
 * or when the accounts could not be read (the dashboard's figures are its subject).
 */
export function SocialConnectionWarnings() {
  const { data } = useGetSocialAccountsQuery();
  const warnings = (data?.accounts ?? []).flatMap((account) => {
    const text = connectionWarning(account);
    return text ? [{ id: account.id, text }] : [];
  });
  if (warnings.length === 0) return null;
  return (
    <section aria-label="Social connections" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50">
      <ul className="space-y-2">
        {warnings.map(({ id, text }) => (
          <li key={id} className="flex items-start gap-2">
            <AlertTriangle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-700 dark:text-amber-300" />
            <Link to={adminPaths.socialAccounts} className={`rounded font-semibold underline hover:no-underline ${focusRing}`}>
              {text}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
