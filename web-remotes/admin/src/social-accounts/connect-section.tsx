import { useId } from 'react';
import { LogIn } from 'lucide-react';
import { Skeleton } from '@harmony/ui';
import { panelClass, primaryLinkClass } from '../common/index.js';
import { BlueskyForm, MastodonForm, WebhookForm } from './connect-forms.js';
import { connectPathOf, useGetSocialAccountsQuery, type SocialPlatformOption } from './social-accounts-api.js';

/** A network's way in: its form, its own sign-in, or (an OAuth app not set up) what to set up instead of a broken button. */
function ConnectWay({ option }: { option: SocialPlatformOption }) {
  const { platform, name, connect, available, setup } = option;
  if (connect === 'form') {
    if (platform === 'mastodon') return <MastodonForm name={name} />;
    if (platform === 'bluesky') return <BlueskyForm name={name} />;
    if (platform === 'webhook') return <WebhookForm name={name} />;
    return null;
  }
  if (!available) return <p className="text-sm text-slate-700 dark:text-slate-200">{setup ?? `${name} cannot be connected yet: its app is not set up on this server.`}</p>;
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700 dark:text-slate-200">You sign in at {name} and allow posting; you come back here when it is done.</p>
      <a href={connectPathOf(platform)} className={primaryLinkClass}>
        <LogIn aria-hidden="true" className="size-4" />
        Connect {name}
      </a>
    </div>
  );
}

function PlatformCard({ option }: { option: SocialPlatformOption }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={panelClass}>
      <h3 id={headingId} className="mb-3 text-lg font-semibold">
        {option.name}
      </h3>
      <ConnectWay option={option} />
    </section>
  );
}

/** "Connect an account": a card per network the server offers, in its order. */
export function ConnectSection() {
  const { data, isLoading } = useGetSocialAccountsQuery();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} className="text-xl font-semibold">
        Connect an account
      </h2>
      {isLoading ? (
        <div aria-busy="true" className="grid gap-4 md:grid-cols-2">
          {[0, 1].map((card) => (
            <Skeleton key={card} className="h-56" />
          ))}
        </div>
      ) : null}
      {/* The list above says why, when the networks could not be loaded. */}
      {data ? (
        <div className="grid items-start gap-4 md:grid-cols-2">
          {data.platforms.map((option) => (
            <PlatformCard key={option.platform} option={option} />
          ))}
        </div>
      ) : null}
    </section>
  );
}
