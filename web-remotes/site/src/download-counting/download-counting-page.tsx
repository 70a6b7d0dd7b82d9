import { SiteLayout } from '../layout/index.js';
import { useSiteConfig } from '../site-config.js';

const heading = 'mt-10 text-2xl font-bold tracking-tight text-slate-900 dark:text-slate-50';
const paragraph = 'mt-4 text-lg text-slate-700 dark:text-slate-300';

/**
 * /how-we-count-downloads (issue 27): the download rules as libs/analytics implements them (domain/downloads.ts,
 * application/listener-network.ts and visitor-hash.ts), in plain words. Change this page when those change.
 */
export default function DownloadCountingPage() {
  const { productName } = useSiteConfig();
  return (
    <SiteLayout page={{ page: 'downloadCounting' }}>
      <article className="mx-auto max-w-3xl px-4 py-14 sm:py-20">
        <h1 className="text-4xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl dark:text-slate-50">How we count downloads</h1>
        <p className={paragraph}>
          {productName} counts podcast downloads the way the podcast industry's measurement guidelines (IAB Podcast Measurement) ask, so our numbers mean the same as
          other shows' numbers. Here is exactly what our server does.
        </p>

        <h2 className={heading}>One listener, one episode, one day</h2>
        <p className={paragraph}>
          When a listener's app first asks for an episode's audio, a 24-hour window opens for that listener and that episode. However many times the app asks again
          within those 24 hours (to resume, to seek, to fetch the next part), it counts as at most one download. A request after the window closes can count again, and
          so can one after midnight, because that is when we stop being able to recognise a listener (see below).
        </p>

        <h2 className={heading}>At least one minute of audio</h2>
        <p className={paragraph}>
          A request only becomes a download once the listener's app has received the first minute of the episode's audio. We work out how many bytes a minute is
          from the file's size and the episode's length (about 1 MB when we cannot tell). Parts asked for twice are counted once, and a download fetched in several
          pieces counts as soon as the pieces add up to that minute. A listener who stops before a minute is not counted.
        </p>

        <h2 className={heading}>Bots and probes are left out</h2>
        <p className={paragraph}>
          Requests from known bots and crawlers (search engines, link checkers and the like, recognised by the name their software sends) are never counted. Neither
          are tiny "probe" requests of two bytes or fewer, which apps send to learn a file's size before playing it.
        </p>

        <h2 className={heading}>Who is a listener, and what we keep</h2>
        <p className={paragraph}>
          We tell listeners apart by a one-way code made from their internet address, the description their app sends of itself and a random value that changes every day and is then
          destroyed. For a newer (IPv6) address only its network part, the first half (/64), goes into the code, because devices change the second half every few
          hours and would otherwise count several times. We never store the address itself or the app's full description: only the code, the file, the kind of app and of
          device, the country the address belongs to, whether it was a bot, the part of the file asked for and the time. Because the daily value is destroyed, nobody, us
          included, can link a code to an address or to another day's code.
        </p>
        <p className={paragraph}>
          The number of different listeners in a month is counted with a second code made the same way from a monthly random value instead, kept only until the month ends
          and then destroyed along with those codes, leaving just the month's count.
        </p>
      </article>
    </SiteLayout>
  );
}
