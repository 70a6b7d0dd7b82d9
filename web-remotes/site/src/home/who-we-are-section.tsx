import { useSiteConfig } from '../site-config.js';
import { SectionHeading, sectionClass } from './section-heading.js';

/** Introduces the married hosts (names from the site configuration). */
export function WhoWeAreSection() {
  const { productName, hosts } = useSiteConfig();
  const [first, second] = hosts.names;
  const people = [
    { name: first, role: 'Co-host · the saver', text: 'Loves a spreadsheet, a sinking fund and a plan. Learned that a budget only works when you both helped write it.' },
    { name: second, role: 'Co-host · the spender', text: 'Believes money is for living. Learned that spending on what matters starts with agreeing what matters.' },
  ];

  return (
    <section id="who-we-are" aria-labelledby="who-we-are-title" className={sectionClass}>
      <div className="mx-auto max-w-6xl">
        <SectionHeading id="who-we-are-title" badge="WHO WE ARE" title={`Meet ${first} & ${second}`}>
          A married couple who learned to manage money together — the hard way.
        </SectionHeading>
        <div className="mt-12 grid gap-10 lg:grid-cols-2 lg:items-center">
          <div className="space-y-4 text-slate-700 dark:text-slate-300">
            <p>
              In our first years of marriage we argued about money more than anything else. One of us saved every dollar, the other enjoyed spending
              them, and both of us were sure we were right. Separate accounts and silent frustration only widened the gap.
            </p>
            <p>
              Things changed when we sat down with one budget, one list of goals and a weekly “money date”. Within a few years we had paid off our debt,
              bought our first home and, most importantly, stopped fighting about money.
            </p>
            <p>
              {productName} is the conversation we wish we had heard back then: honest stories, practical tools and expert guests, for couples at every
              stage of their life together.
            </p>
          </div>
          <ul className="grid gap-6 sm:grid-cols-2">
            {people.map(({ name, role, text }) => (
              <li key={name} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900">
                <span
                  aria-hidden="true"
                  className="flex size-14 items-center justify-center rounded-full bg-emerald-700 text-xl font-bold text-white"
                >
                  {name.charAt(0)}
                </span>
                <h3 className="mt-4 text-lg font-semibold text-slate-900 dark:text-white">
                  {name} {hosts.surname}
                </h3>
                <p className="text-sm font-medium text-emerald-800 dark:text-emerald-300">{role}</p>
                <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">{text}</p>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
