import { ExternalLink } from 'lucide-react';
import type { SiteConfig } from '@harmony/site-config';
import { focusRing } from '@harmony/ui';
import { useSiteConfig } from '../site-config.js';

type Platform = keyof SiteConfig['podcastPlatforms'];

/** SPEC §2's podcast platforms, in the order the player lists them. */
export const platforms: readonly { key: Platform; label: string }[] = [
  { key: 'apple', label: 'Apple Podcasts' },
  { key: 'spotify', label: 'Spotify' },
  { key: 'amazon', label: 'Amazon Music' },
  { key: 'google', label: 'Google Podcasts' },
  { key: 'rss', label: 'RSS Feed' },
];

export interface PlatformLinksProps {
  id?: string;
  /** Names the list for assistive technology. */
  label: string;
  className?: string;
}

/** The podcast platforms from the site configuration, each opening in a new tab. */
export function PlatformLinks({ id, label, className = '' }: PlatformLinksProps) {
  const { podcastPlatforms } = useSiteConfig();
  return (
    <ul id={id} aria-label={label} className={`flex flex-wrap gap-2 ${className}`}>
      {platforms.map(({ key, label: name }) => (
        <li key={key}>
          <a
            href={podcastPlatforms[key]}
            target="_blank"
            rel="noopener noreferrer"
            className={`inline-flex min-h-9 items-center gap-1.5 rounded-full bg-emerald-50 px-3 py-1.5 text-sm font-medium text-emerald-900 hover:bg-emerald-100 dark:bg-emerald-950 dark:text-emerald-100 dark:hover:bg-emerald-900 ${focusRing}`}
          >
            {name}
            <ExternalLink aria-hidden="true" className="size-3.5" />
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
