import { Apple, AudioLines, Headphones, MonitorPlay, Rss, type LucideIcon } from 'lucide-react';
import { listeningLinks, type ListeningPlatform } from '@harmony/site-config';
import { focusRing } from '@harmony/ui';
import { useSiteConfig } from '../site-config.js';

const icons: Record<ListeningPlatform | 'rss', LucideIcon> = {
  apple: Apple,
  spotify: AudioLines,
  amazon: Headphones,
  youtube: MonitorPlay,
  rss: Rss,
};

/** Where to subscribe: the podcast platforms the site configuration names and the site's feed, each in a new tab (SPEC §2). */
export function SubscribeLinks() {
  const site = useSiteConfig();
  return (
    <div className="rounded-2xl border border-emerald-100 bg-emerald-50 p-6 text-center dark:border-slate-800 dark:bg-slate-900">
      <h3 id="subscribe-links-title" className="font-semibold text-slate-900 dark:text-white">
        Subscribe on your favourite platform
      </h3>
      <ul aria-labelledby="subscribe-links-title" className="mt-4 flex flex-wrap justify-center gap-3">
        {listeningLinks(site).map(({ key, label, url }) => {
          const Icon = icons[key];
          return (
            <li key={key}>
              <a
                href={url}
                target="_blank"
                rel="noopener noreferrer"
                className={`inline-flex items-center gap-2 rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-800 hover:border-emerald-700 hover:text-emerald-800 dark:border-slate-600 dark:bg-slate-950 dark:text-slate-100 dark:hover:border-emerald-400 dark:hover:text-emerald-300 ${focusRing}`}
              >
                <Icon aria-hidden="true" className="size-4" />
                {label}
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
