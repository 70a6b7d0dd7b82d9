import { Apple, AudioLines, Headphones, Mic, Rss, type LucideIcon } from 'lucide-react';
import type { SiteConfig } from '@harmony/site-config';
import { focusRing } from '@harmony/ui';
import { useSiteConfig } from '../site-config.js';

const platforms: readonly { key: keyof SiteConfig['podcastPlatforms']; label: string; Icon: LucideIcon }[] = [
  { key: 'apple', label: 'Apple Podcasts', Icon: Apple },
  { key: 'spotify', label: 'Spotify', Icon: AudioLines },
  { key: 'amazon', label: 'Amazon Music', Icon: Headphones },
  { key: 'google', label: 'Google Podcasts', Icon: Mic },
  { key: 'rss', label: 'RSS Feed', Icon: Rss },
];

/** Where to subscribe: the podcast platforms of the site configuration, each in a new tab (SPEC §2). */
export function SubscribeLinks() {
  const { podcastPlatforms } = useSiteConfig();
  return (
    <div className="rounded-2xl border border-emerald-100 bg-emerald-50 p-6 text-center dark:border-slate-800 dark:bg-slate-900">
      <h3 id="subscribe-links-title" className="font-semibold text-slate-900 dark:text-white">
        Subscribe on your favourite platform
      </h3>
      <ul aria-labelledby="subscribe-links-title" className="mt-4 flex flex-wrap justify-center gap-3">
        {platforms.map(({ key, label, Icon }) => (
          <li key={key}>
            <a
              href={podcastPlatforms[key]}
              target="_blank"
              rel="noopener noreferrer"
              className={`inline-flex items-center gap-2 rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-800 hover:border-emerald-700 hover:text-emerald-800 dark:border-slate-600 dark:bg-slate-950 dark:text-slate-100 dark:hover:border-emerald-400 dark:hover:text-emerald-300 ${focusRing}`}
            >
              <Icon aria-hidden="true" className="size-4" />
              {label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
