import { ExternalLink } from 'lucide-react';
import { listeningLinks } from '@harmony/site-config';
import { focusRing } from '@harmony/ui';
import { useSiteConfig } from '../site-config.js';

export interface PlatformLinksProps {
  id?: string;
  /** Names the list for assistive technology. */
  label: string;
  className?: string;
}

/** Where to listen: the platforms the site configuration names, then the site's own feed, each opening in a new tab. */
export function PlatformLinks({ id, label, className = '' }: PlatformLinksProps) {
  const site = useSiteConfig();
  return (
    <ul id={id} aria-label={label} className={`flex flex-wrap gap-2 ${className}`}>
      {listeningLinks(site).map(({ key, label: name, url }) => (
        <li key={key}>
          <a
            href={url}
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
