import { ExternalLink, RefreshCw, Unplug } from 'lucide-react';
import { Button, focusRing, toast } from '@harmony/ui';
import { apiErrorMessage } from '@harmony/web-api';
import { ConfirmDialog, DataTable, secondaryLinkClass, type DataColumn } from '../common/index.js';
import { AccountState, platformNameOf } from './account-state.js';
import { connectPathOf, useDisconnectSocialAccountMutation, useGetSocialAccountsQuery, type SocialAccount, type SocialPlatformOption } from './social-accounts-api.js';

/** "Disconnect", after asking: posts for that network then take the manual path until one is connected again. */
function DisconnectButton({ account }: { account: SocialAccount }) {
  const [disconnect, { isLoading }] = useDisconnectSocialAccountMutation();
  const onDisconnect = async () => {
    try {
      await disconnect(account.id).unwrap();
      toast({ title: 'Account disconnected', description: `${account.displayName} (${platformNameOf(account.platform)})` });
    } catch (error) {
      toast({ title: 'Could not disconnect the account', description: apiErrorMessage(error) ?? 'Please try again.', variant: 'destructive' });
    }
  };
  return (
    <ConfirmDialog
      trigger={
        <Button variant="secondary" className="text-red-800 dark:text-red-300" disabled={isLoading}>
          <Unplug aria-hidden="true" className="size-4" />
          Disconnect<span className="sr-only"> {account.displayName}</span>
        </Button>
      }
      title={`Disconnect ${account.displayName}?`}
      description={`Its credentials are deleted, and ${platformNameOf(account.platform)} posts are no longer published for you until an account is connected again: they wait for you to post them by hand.`}
      confirmLabel="Disconnect"
      onConfirm={() => void onDisconnect()}
    />
  );
}

/**
 * An OAuth account that stopped working, or will soon: its network's sign-in again (a full page load: the
 * API answers with a redirect to the network). Only when the app's credentials are set up.
 */
function ReconnectLink({ account, option }: { account: SocialAccount; option: SocialPlatformOption | undefined }) {
  if (option?.connect !== 'oauth' || !option.available || account.state === 'connected') return null;
  return (
    <a href={connectPathOf(account.platform)} className={secondaryLinkClass}>
      <RefreshCw aria-hidden="true" className="size-4" />
      Reconnect<span className="sr-only"> {account.displayName}</span>
    </a>
  );
}

const columnsFor = (platforms: readonly SocialPlatformOption[]): readonly DataColumn<SocialAccount>[] => {
  const optionOf = (account: SocialAccount) => platforms.find(({ platform }) => platform === account.platform);
  return [
    {
      header: 'Account',
      rowHeader: true,
      className: 'break-all',
      // A webhook has no profile to link to: its name alone.
      cell: (account) =>
        account.profileUrl ? (
          <a href={account.profileUrl} target="_blank" rel="noreferrer" className={`inline-flex items-center gap-1 rounded text-emerald-800 underline hover:no-underline dark:text-emerald-300 ${focusRing}`}>
            {account.displayName}
            <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" />
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        ) : (
          account.displayName
        ),
    },
    { header: 'Network', className: 'whitespace-nowrap', cell: (account) => optionOf(account)?.name ?? platformNameOf(account.platform) },
    { header: 'State', cell: (account) => <AccountState account={account} /> },
    {
      header: 'Actions',
      hideHeader: true,
      cell: (account) => (
        <div className="flex flex-wrap gap-2">
          <ReconnectLink account={account} option={optionOf(account)} />
          <DisconnectButton account={account} />
        </div>
      ),
    },
  ];
};

/** The connected accounts: each with its network, its state, what the network last said, and its actions. */
export function AccountList() {
  const { data, error, isError, isLoading, isFetching, refetch } = useGetSocialAccountsQuery();
  return (
    <DataTable
      caption="Connected accounts"
      columns={columnsFor(data?.platforms ?? [])}
      rows={isError ? undefined : data?.accounts}
      rowKey={(account) => account.id}
      loading={isLoading}
      busy={isFetching}
      error={error}
      errorText="Failed to load the social accounts."
      onRetry={() => void refetch()}
      emptyText="No accounts connected yet: connect one below, and approved posts for its network are published there."
    />
  );
}
