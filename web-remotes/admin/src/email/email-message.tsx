import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from '@harmony/mf-config/router';
import { LoadError } from '@harmony/ui';
import { apiErrorMessage } from '@harmony/web-api';
import { formatDayAndTime, panelClass, secondaryLinkClass } from '../common/index.js';
import { useGetMailMessageQuery, type MailMessageDetail } from './email-api.js';
import { MailStatusCell, ResendButton } from './mail-status.js';

const when = (iso: string | null) => (iso ? <time dateTime={iso}>{formatDayAndTime(iso)}</time> : '—');

function Facts({ message }: { message: MailMessageDetail }) {
  const facts: [string, React.ReactNode][] = [
    ['To', message.to],
    ['Kind', <code key="kind">{message.kind}</code>],
    ['Status', <MailStatusCell key="status" message={{ status: message.status, lastSmtpAnswer: null }} />],
    ['Tries', String(message.attempts)],
    ['Queued', when(message.createdAt)],
    ['Sent', when(message.sentAt)],
    ["Mail server's answer", message.lastSmtpAnswer ?? '—'],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
      {facts.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-medium text-slate-700 dark:text-slate-300">{term}</dt>
          <dd className="break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * /admin/email/{id}: one message as it was sent. The HTML (a whole document, written by our templates but
 * carrying what visitors typed) is shown in a sandboxed frame with nothing allowed: no scripts, no forms,
 * no same-origin access to the back office; the plain text beside it.
 */
export function EmailMessage() {
  const id = Number(useParams().id);
  const valid = Number.isSafeInteger(id) && id > 0;
  const { data: message, error, isLoading } = useGetMailMessageQuery(id, { skip: !valid });

  return (
    <div className="space-y-6">
      <Link to=".." relative="path" className={secondaryLinkClass}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        All messages
      </Link>
      {!valid ? (
        <LoadError>There is no such message.</LoadError>
      ) : isLoading ? (
        <p role="status" className="text-slate-700 dark:text-slate-200">
          Loading the message…
        </p>
      ) : error || !message ? (
        <LoadError>Failed to load the message. {apiErrorMessage(error)}</LoadError>
      ) : (
        <>
          <section aria-labelledby="email-message-subject" className={`${panelClass} space-y-4`}>
            <div className="flex flex-wrap items-start justify-between gap-3">
              <h2 id="email-message-subject" className="text-xl font-semibold break-words">
                {message.subject}
              </h2>
              {message.status === 'failed' ? <ResendButton message={message} /> : null}
            </div>
            <Facts message={message} />
          </section>
          <section aria-labelledby="email-message-html" className="space-y-2">
            <h3 id="email-message-html" className="text-lg font-semibold">
              HTML version
            </h3>
            {/* sandbox with no permissions: the message's HTML runs nothing and reaches nothing. */}
            <iframe title={`HTML version of “${message.subject}”`} srcDoc={message.html} sandbox="" className="h-[36rem] w-full rounded-lg border border-slate-300 bg-white dark:border-slate-700" />
          </section>
          <section aria-labelledby="email-message-text" className="space-y-2">
            <h3 id="email-message-text" className="text-lg font-semibold">
              Plain text version
            </h3>
            <pre className={`${panelClass} overflow-x-auto text-sm whitespace-pre-wrap`}>{message.text}</pre>
          </section>
          <section aria-labelledby="email-message-headers" className="space-y-2">
            <h3 id="email-message-headers" className="text-lg font-semibold">
              Headers
            </h3>
            <dl className={`${panelClass} grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]`}>
              {Object.entries(message.headers).map(([name, value]) => (
                <div key={name} className="contents">
                  <dt className="font-mono font-medium">{name}</dt>
                  <dd className="font-mono break-all">{value}</dd>
                </div>
              ))}
            </dl>
          </section>
        </>
      )}
    </div>
  );
}
