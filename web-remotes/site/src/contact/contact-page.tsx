import { Suspense } from 'react';
import { ContactEmailLink, ContactForm, contactIntro } from '../audience/index.js';
import { SiteLayout } from '../layout/index.js';

/**
 * /contact — the contact form on a page of its own, for the footer and for links from elsewhere (the home
 * page's #contact section keeps it too). The form is this page's content: it loads with the page (the server
 * awaits it and prerenders it), not when it nears the viewport as on the home page.
 */
export default function ContactPage() {
  return (
    <SiteLayout page={{ page: 'contact' }}>
      <div className="mx-auto max-w-3xl px-4 py-14 sm:py-20">
        <div className="text-center">
          <h1 id="contact-page-title" className="text-4xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl dark:text-slate-50">
            Get in Touch
          </h1>
          <p className="mt-5 text-lg text-slate-700 dark:text-slate-300">{contactIntro}</p>
          <ContactEmailLink className="mt-8" />
        </div>
        <div className="mt-10 rounded-lg border border-slate-200 bg-white p-5 shadow-sm sm:p-8 dark:border-slate-700 dark:bg-slate-900">
          {/* The form's height (as on the home page) while its chunk arrives, should it be later than the page's. */}
          <Suspense fallback={<div className="h-[30rem] sm:h-[25rem]" />}>
            <ContactForm labelledBy="contact-page-title" />
          </Suspense>
        </div>
      </div>
    </SiteLayout>
  );
}
