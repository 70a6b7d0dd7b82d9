import { Mail } from 'lucide-react';

/** The band's section (the header's "Subscribe" goes to `/#newsletter`) and its email field. */
export const newsletterSectionId = 'newsletter';
export const newsletterEmailId = 'newsletter-email';
export const newsletterSectionClass = 'scroll-mt-16 bg-emerald-50 px-4 py-16 sm:py-24 dark:bg-slate-900';

/**
 * The band's icon, heading and intro: shared by the band and by the placeholder the home page shows
 * until the band's form code has loaded (kept apart from the form so the placeholder ships none of it).
 */
export function NewsletterIntro() {
  return (
    <>
      <Mail aria-hidden="true" className="mx-auto size-10 text-emerald-800 dark:text-emerald-300" />
      <h2 id="newsletter-title" className="mt-4 text-3xl font-bold tracking-tight text-balance text-slate-900 dark:text-white">
        Subscribe to Our Newsletter
      </h2>
      <p className="mt-4 text-lg text-slate-700 dark:text-slate-300">
        Weekly money tips for couples, new episodes and early news of the workshop, straight to your inbox.
      </p>
    </>
  );
}
