import { CalendarDays, Headphones, Mail } from 'lucide-react';
import { useSiteConfig } from '../site-config.js';
import { SectionHeading, sectionClass } from './section-heading.js';

// SPEC §1: the podcast is fortnightly, the newsletter weekly tips, the workshop a full day.
const offerings = [
  {
    Icon: Headphones,
    title: 'A fortnightly podcast',
    text: 'A new episode every fortnight: real conversations about budgets, debt, goals and the feelings behind them, with expert guests and steps you can take this week.',
  },
  {
    Icon: Mail,
    title: 'Weekly newsletter tips',
    text: 'One practical tip for couples in your inbox every week, plus the newest episode and the templates we use at home.',
  },
  {
    Icon: CalendarDays,
    title: 'A full-day workshop',
    text: 'A hands-on, full-day workshop where you and your partner leave with a shared budget, a debt plan and goals you both believe in.',
  },
];

/** What the show offers: the podcast, the newsletter and the workshop. */
export function AboutSection() {
  const { productName, hosts } = useSiteConfig();

  return (
    <section id="about" aria-labelledby="about-title" className={`${sectionClass} bg-slate-50 dark:bg-slate-900`}>
      <div className="mx-auto max-w-6xl">
        <SectionHeading id="about-title" badge="ABOUT" title={`About ${productName}`}>
          Created by {hosts.names[0]} and {hosts.names[1]} for couples who want to stop avoiding money talks and start planning as a team.
        </SectionHeading>
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {offerings.map(({ Icon, title, text }) => (
            <li key={title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-700 dark:bg-slate-950">
              <span className="flex size-12 items-center justify-center rounded-full bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900 dark:text-white">{title}</h3>
              <p className="mt-2 text-slate-700 dark:text-slate-300">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
