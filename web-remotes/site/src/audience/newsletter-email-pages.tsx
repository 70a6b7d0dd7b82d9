import { useEffect, useRef, useState, type ReactNode } from 'react';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { Link, useSearchParams } from '@harmony/mf-config/router';
import { sitePaths } from '@harmony/site-config';
import { focusRing } from '@harmony/ui';
import { submitButtonClass } from '@harmony/ui/form-fields';
import { apiErrorDetail } from '@harmony/web-api';
import { SiteLayout, useHydrated } from '../layout/index.js';
import { useConfirmNewsletterSubscriptionMutation, useUnsubscribeFromNewsletterMutation } from './audience-api.js';

/** What each page says, before, while and after its one action (CONTRACT-25 "Site pages"). */
interface TokenPageCopy {
  readonly page: 'newsletter-confirm' | 'newsletter-unsubscribe';
  readonly heading: string;
  readonly text: string;
  readonly button: string;
  readonly busyButton: string;
  readonly doneHeading: string;
  readonly doneText: string;
  /** The API's 400 detail for a bad token: shown as well when the address carries no token at all. */
  readonly badLink: string;
}

export const confirmPageCopy: TokenPageCopy = {
  page: 'newsletter-confirm',
  heading: 'Confirm your subscription',
  text: "One click and you're on the list for our welcome email and the Day 3 and Day 7 follow-ups.",
  button: 'Confirm subscription',
  busyButton: 'Confirming...',
  doneHeading: "You're subscribed!",
  doneText: 'Your welcome email is on its way.',
  badLink: 'This confirmation link has expired or was already used. Subscribe again to get a new one.',
};

export const unsubscribePageCopy: TokenPageCopy = {
  page: 'newsletter-unsubscribe',
  heading: 'Unsubscribe from our newsletter',
  text: "You'll stop getting our emails. You can subscribe again at any time.",
  button: 'Unsubscribe',
  busyButton: 'Unsubscribing...',
  doneHeading: "You're unsubscribed",
  doneText: "You won't get any more emails from us.",
  badLink: 'This unsubscribe link is not valid. Reply to any of our emails and we will remove you by hand.',
};

/** Sends the page's token; resolves when the API accepted it, rejects with the api error otherwise. */
type SendToken = (token: string) => Promise<unknown>;

type Outcome = { readonly state: 'ready' } | { readonly state: 'done' } | { readonly state: 'failed'; readonly message: string; readonly final: boolean };

/**
 * A page a subscriber's email links to, with its `?token=`: it says what will happen and does it only when
 * the button is pressed (mail scanners fetch links, and must neither subscribe nor unsubscribe anyone).
 *
 * The server renders one page per path, without the token (web-host's pageUrlOf), so the token is read once
 * the page has hydrated: the first render matches the server's markup whatever the address carries.
 */
function NewsletterTokenPage({ copy, send, isSending, children }: { copy: TokenPageCopy; send: SendToken; isSending: boolean; children?: ReactNode }) {
  const hydrated = useHydrated();
  const [params] = useSearchParams();
  const token = hydrated ? (params.get('token')?.trim() ?? '') : null;
  const [outcome, setOutcome] = useState<Outcome>({ state: 'ready' });
  const doneHeading = useRef<HTMLHeadingElement>(null);

  // Without a token there is nothing to send: say so at once rather than after a pointless press.
  const missing = token === '';
  const shown: Outcome = missing ? { state: 'failed', message: copy.badLink, final: true } : outcome;

  useEffect(() => {
    // The page's content changes under the button just pressed: move the reader to what it now says.
    if (outcome.state === 'done') doneHeading.current?.focus();
  }, [outcome.state]);

  const act = async () => {
    if (!token) {
      setOutcome({ state: 'failed', message: copy.badLink, final: true });
      return;
    }
    try {
      await send(token);
      setOutcome({ state: 'done' });
    } catch (error) {
      // A refused token stays refused; anything else (offline, a server error) may work when tried again.
      const refused = typeof error === 'object' && error !== null && 'status' in error && error.status === 400;
      setOutcome({ state: 'failed', message: apiErrorDetail(error) ?? copy.badLink, final: refused });
    }
  };

  return (
    <SiteLayout page={{ page: copy.page }}>
      <div className="mx-auto max-w-xl px-4 py-14 sm:py-20">
        <div className="rounded-lg border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-10 dark:border-slate-700 dark:bg-slate-900">
          {shown.state === 'done' ? (
            <>
              <CircleCheck aria-hidden="true" className="mx-auto size-12 text-emerald-700 dark:text-emerald-300" />
              <h1 ref={doneHeading} tabIndex={-1} className={`mt-4 rounded-sm text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl dark:text-slate-50 ${focusRing}`}>
                {copy.doneHeading}
              </h1>
              <p className="mt-4 text-lg text-slate-700 dark:text-slate-300">{copy.doneText}</p>
              {children}
            </>
          ) : (
            <>
              <h1 className="text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl dark:text-slate-50">{copy.heading}</h1>
              <p className="mt-4 text-lg text-slate-700 dark:text-slate-300">{copy.text}</p>
              {shown.state === 'failed' ? (
                <div
                  role="alert"
                  className="mt-6 flex items-start gap-3 rounded-md border border-red-200 bg-red-50 p-4 text-left text-slate-900 dark:border-red-900 dark:bg-red-950 dark:text-slate-50"
                >
                  <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-700 dark:text-red-300" />
                  <p>{shown.message}</p>
                </div>
              ) : null}
              {shown.state === 'failed' && shown.final ? null : (
                <button type="button" onClick={() => void act()} disabled={isSending} className={`mt-8 w-full sm:w-auto ${submitButtonClass}`}>
                  {isSending ? copy.busyButton : copy.button}
                </button>
              )}
            </>
          )}
        </div>
      </div>
    </SiteLayout>
  );
}

const linkClass = `mt-8 inline-flex items-center justify-center rounded-md border border-emerald-700 px-6 py-3 font-semibold text-emerald-800 hover:bg-emerald-50 dark:border-emerald-400 dark:text-emerald-300 dark:hover:bg-slate-800 ${focusRing}`;

/** /newsletter/confirm?token=… — the link of the confirmation email (double opt-in). */
export function NewsletterConfirmPage() {
  const [confirm, { isLoading }] = useConfirmNewsletterSubscriptionMutation();
  return (
    <NewsletterTokenPage copy={confirmPageCopy} send={(token) => confirm({ token }).unwrap()} isSending={isLoading}>
      <Link to={sitePaths.episodes} className={linkClass}>
        Listen to the latest episodes
      </Link>
    </NewsletterTokenPage>
  );
}

/** /newsletter/unsubscribe?token=… — every newsletter email's footer link (and where its List-Unsubscribe GET lands). */
export function NewsletterUnsubscribePage() {
  const [unsubscribe, { isLoading }] = useUnsubscribeFromNewsletterMutation();
  return <NewsletterTokenPage copy={unsubscribePageCopy} send={(token) => unsubscribe(token).unwrap()} isSending={isLoading} />;
}
