import { useSearchParams } from '@harmony/mf-config/router';
import { Button } from '@harmony/ui';
import { AccountList } from './account-list.js';
import { platformNameOf } from './account-state.js';
import { ConnectSection } from './connect-section.js';

/**
 * What the OAuth callback sent the owner back with: `?connected=twitter` ("X connected.") or `?error=…`
 * (the API's plain sentence: denied, an expired attempt, the network's refusal). Dismissing it clears the address.
 */
function CallbackNotice() {
  const [params, setParams] = useSearchParams();
  const connected = params.get('connected');
  const error = params.get('error');
  if (!connected && !error) return null;
  const dismiss = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('connected');
        next.delete('error');
        return next;
      },
      { replace: true },
    );
  const dismissButton = (
    <Button variant="secondary" className="shrink-0" onClick={dismiss}>
      Dismiss
    </Button>
  );
  return error ? (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-red-200 bg-red-50 p-4 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100">
      <p role="alert">{error}</p>
      {dismissButton}
    </div>
  ) : (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-emerald-200 bg-emerald-50 p-4 text-emerald-950 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-50">
      <p role="status">{`${platformNameOf(connected ?? '')} connected.`}</p>
      {dismissButton}
    </div>
  );
}

/**
 * /admin/social-accounts (issue 26): the accounts approved and scheduled posts are published through,
 * each with its state (connected, expires in N days, needs reconnecting), and a way in for every network.
 */
export function SocialAccountsPage() {
  return (
    <div className="space-y-8">
      <CallbackNotice />
      <p className="text-slate-700 dark:text-slate-200">
        Publish Now and scheduled posts go out through the account connected for their network. Credentials are checked with the network when you connect, and stored encrypted.
      </p>
      {/* Not a landmark of its own: the table's scrolling region already bears the name. */}
      <div className="space-y-4">
        <h2 className="text-xl font-semibold">Connected accounts</h2>
        <AccountList />
      </div>
      <ConnectSection />
    </div>
  );
}
