import { CalendarDays, Headphones, Mail } from 'lucide-react';
import { Link } from '@harmony/mf-config/router';
import { focusRing } from '@harmony/ui';
import { useSiteConfig } from '../site-config.js';
import { sectionHref } from '../layout/index.js';
import { sectionClass } from './section-heading.js';

const highlights = [
  { Icon: Headphones, title: 'Fortnightly podcast', text: 'A new episode every fortnight' },
  { Icon: Mail, title: 'Weekly newsletter', text: 'One practical money tip each week' },
  { Icon: CalendarDays, title: 'Full-day workshop', text: 'Build your shared plan together' },
];

/**
 * The first screen of the home page (SPEC §1, §2): the page's only h1. Prerendered at build time,
 * so it reads only the router and the site configuration and touches no browser API while rendering.
 */
export function Hero() {
  const { productName, hosts } = useSiteConfig();
  const [first, second] = hosts.names;

  return (
    <section id="home" aria-labelledby="home-title" className={`${sectionClass} bg-gradient-to-b from-emerald-50 to-white dark:from-slate-900 dark:to-slate-950`}>
      <div className="mx-auto grid max-w-6xl items-center gap-12 lg:grid-cols-[3fr_2fr]">
        <div>
          <p className="inline-flex rounded-full bg-emerald-100 px-3 py-1 text-xs font-semibold tracking-widest text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200">
            PODCAST SERIES
          </p>
          <h1 id="home-title" className="mt-5 text-4xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl lg:text-6xl dark:text-white">
            Building Financial Harmony in Your Marriage
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-slate-700 dark:text-slate-300">
            Join {first} and {second} {hosts.surname} on {productName}, the podcast that helps couples navigate financial decisions together — honest
            conversations, expert advice and practical steps you can take as a team.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link
              to={sectionHref('episodes')}
              className={`inline-flex items-center justify-center gap-2 rounded-md bg-emerald-700 px-6 py-3 font-semibold text-white hover:bg-emerald-800 ${focusRing}`}
            >
              <Headphones aria-hidden="true" className="size-5" />
              Listen Now
            </Link>
            <Link
              to={sectionHref('workshop')}
              className={`inline-flex items-center justify-center gap-2 rounded-md border border-emerald-700 bg-white px-6 py-3 font-semibold text-emerald-800 hover:bg-emerald-50 dark:border-emerald-400 dark:bg-transparent dark:text-emerald-300 dark:hover:bg-slate-900 ${focusRing}`}
            >
              <CalendarDays aria-hidden="true" className="size-5" />
              Join Workshop
            </Link>
          </div>
        </div>
        <ul className="grid gap-4 rounded-2xl border border-emerald-100 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900">
          {highlights.map(({ Icon, title, text }) => (
            <li key={title} className="flex items-start gap-4">
              <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <span>
                <span className="block font-semibold text-slate-900 dark:text-white">{title}</span>
                <span className="block text-sm text-slate-700 dark:text-slate-300">{text}</span>
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
