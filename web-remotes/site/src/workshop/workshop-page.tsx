import { lazy } from 'react';
import { CalendarClock, Check, Clock, MapPin, Users, type LucideIcon } from 'lucide-react';
import { useSiteConfig } from '../site-config.js';
import { LoadNearViewport, SiteLayout } from '../layout/index.js';
import { includedItems, learningTopics, workshopBadges } from './workshop-content.js';
import { WorkshopFaq } from './workshop-faq.js';

const badgeIcons: Record<(typeof workshopBadges)[number], LucideIcon> = {
  'Coming Soon': CalendarClock,
  'Full Day Workshop': Clock,
  'Limited to 15 Couples': Users,
  'Location TBA': MapPin,
};

// The form, with its form and validation libraries, is its own chunk: fetched as it nears the viewport.
const WorkshopInterestForm = lazy(() => import('../audience/workshop-interest-form.js').then((module) => ({ default: module.WorkshopInterestForm })));

const sectionTitle = 'text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-slate-50';

/** /workshop — SPEC §2 "Workshop page": the coming-soon facts, topics, inclusions, interest form and FAQ. */
export default function WorkshopPage() {
  const { productName } = useSiteConfig();
  return (
    <SiteLayout page={{ page: 'workshop' }}>
      <div className="bg-linear-to-b from-emerald-50 to-white px-4 py-14 sm:py-20 dark:from-slate-900 dark:to-slate-950">
        <div className="mx-auto max-w-4xl text-center">
          <ul aria-label="Workshop facts" className="flex flex-wrap justify-center gap-2">
            {workshopBadges.map((badge) => {
              const Icon = badgeIcons[badge];
              return (
                <li key={badge} className="inline-flex items-center gap-1.5 rounded-full bg-emerald-100 px-3 py-1 text-sm font-semibold text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200">
                  <Icon aria-hidden="true" className="size-4" />
                  {badge}
                </li>
              );
            })}
          </ul>
          <h1 className="mt-6 text-4xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl dark:text-slate-50">The Financial Harmony Workshop</h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-slate-700 dark:text-slate-300">
            A full day with the hosts of {productName} for couples who want to stop arguing about money and start planning together. Small group, practical
            exercises, and a plan you leave with.
          </p>
          <a
            href="#register"
            className="mt-8 inline-flex items-center justify-center rounded-md bg-emerald-800 px-6 py-3 font-semibold text-white hover:bg-emerald-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700 dark:focus-visible:outline-emerald-400"
          >
            Register Your Interest
          </a>
        </div>
      </div>

      <div className="mx-auto max-w-6xl px-4 py-14 sm:py-20">
        <section aria-labelledby="learn-title">
          <h2 id="learn-title" className={`${sectionTitle} text-center`}>
            What You'll Learn
          </h2>
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {learningTopics.map(({ title, description, icon: Icon }) => (
              <li key={title} className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-700 dark:bg-slate-900">
                <Icon aria-hidden="true" className="size-8 text-emerald-700 dark:text-emerald-300" />
                <h3 className="mt-4 text-lg font-semibold text-slate-900 dark:text-slate-50">{title}</h3>
                <p className="mt-2 text-slate-700 dark:text-slate-300">{description}</p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="included-title" className="mt-16 rounded-2xl bg-slate-50 p-6 sm:p-10 dark:bg-slate-900">
          <h2 id="included-title" className={sectionTitle}>
            What's Included
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2">
            {includedItems.map(({ label, icon: Icon }) => (
              <li key={label} className="flex items-start gap-3 text-slate-800 dark:text-slate-200">
                <span aria-hidden="true" className="mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-full bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300">
                  <Icon className="size-4" />
                </span>
                {label}
              </li>
            ))}
          </ul>
        </section>

        <section id="register" aria-labelledby="register-title" className="mt-16 scroll-mt-20 grid gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
          <div>
            <h2 id="register-title" className={sectionTitle}>
              Be the First to Know
            </h2>
            <p className="mt-4 text-slate-700 dark:text-slate-300">
              Registration is not open yet. Tell us a little about yourselves and we will let you know as soon as the date, venue and price are set.
            </p>
            <div className="mt-6 rounded-lg border border-amber-300 bg-amber-50 p-5 dark:border-amber-800 dark:bg-amber-950">
              <p className="text-sm font-semibold tracking-wide text-amber-900 uppercase dark:text-amber-200">Investment</p>
              <p className="mt-1 text-xl font-bold text-slate-900 dark:text-slate-50">Pricing to be announced</p>
              <p className="mt-2 text-sm text-slate-800 dark:text-slate-200">Registering interest is free and commits you to nothing.</p>
            </div>
            <ul className="mt-6 space-y-2 text-sm text-slate-700 dark:text-slate-300">
              {['No payment today', 'One registration per couple', 'Limited to 15 couples'].map((point) => (
                <li key={point} className="flex items-center gap-2">
                  <Check aria-hidden="true" className="size-4 text-emerald-700 dark:text-emerald-300" />
                  {point}
                </li>
              ))}
            </ul>
          </div>
          <div className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm sm:p-8 dark:border-slate-700 dark:bg-slate-900">
            {/* The form's height, measured: one column below `sm` (768 px at 360 px wide), then pairs of fields (576 px).
                The "Register Your Interest" link and a /workshop#register link load it at once. */}
            <LoadNearViewport anchor="register" placeholder={<div className="h-[48rem] sm:h-[36rem]" />}>
              <WorkshopInterestForm />
            </LoadNearViewport>
          </div>
        </section>

        <section aria-labelledby="faq-title" className="mx-auto mt-16 max-w-3xl">
          <h2 id="faq-title" className={`${sectionTitle} mb-6 text-center`}>
            Frequently Asked Questions
          </h2>
          <WorkshopFaq />
        </section>
      </div>
    </SiteLayout>
  );
}
