import { ArrowRight, CalendarDays, HeartHandshake, Users } from 'lucide-react';
import { Link } from '@harmony/mf-config/router';
import { useSiteConfig } from '../site-config.js';
import { sectionClass } from './section-heading.js';

/** SPEC §9: the workshop takes at most 15 couples. */
export const workshopCapacity = 15;

/** A teaser for the full-day workshop; the details and the interest form live on /workshop. */
export function WorkshopSection() {
  const { hosts } = useSiteConfig();
  const points = [
    { Icon: CalendarDays, text: 'One full day, hands-on' },
    { Icon: Users, text: `Limited to ${workshopCapacity} Couples` },
    { Icon: HeartHandshake, text: `Led by ${hosts.names[0]} and ${hosts.names[1]}` },
  ];

  return (
    <section id="workshop" aria-labelledby="workshop-title" className={sectionClass}>
      <div className="mx-auto max-w-6xl overflow-hidden rounded-3xl bg-emerald-900 px-6 py-12 text-white sm:px-12 dark:bg-emerald-950">
        <div className="grid gap-10 lg:grid-cols-[3fr_2fr] lg:items-center">
          <div>
            <p className="inline-flex rounded-full bg-white/15 px-3 py-1 text-xs font-semibold tracking-widest text-white">WORKSHOP</p>
            <h2 id="workshop-title" className="mt-4 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
              The Financial Harmony Workshop
            </h2>
            <p className="mt-4 text-lg text-emerald-50">
              A full-day workshop for couples ready to build one plan together: a budget you both agree on, a way through debt and goals worth saving
              for. Small on purpose, so every couple gets time with us.
            </p>
            <Link
              to="/workshop"
              className="mt-8 inline-flex items-center gap-2 rounded-md bg-white px-6 py-3 font-semibold text-emerald-900 hover:bg-emerald-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              Learn About the Workshop
              <ArrowRight aria-hidden="true" className="size-5" />
            </Link>
          </div>
          <ul className="space-y-4">
            {points.map(({ Icon, text }) => (
              <li key={text} className="flex items-center gap-3 rounded-xl bg-white/10 p-4 font-semibold">
                <Icon aria-hidden="true" className="size-6 shrink-0" />
                {text}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
