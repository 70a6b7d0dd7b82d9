import { SiteLayout } from '../layout/index.js';
import { ContactEmailLink, contactIntro } from './contact-email-link.js';
import { ContactFormOnIntent } from './contact-form-on-intent.js';

/**
 * /contact — the contact form on a page of its own, for the footer and for links from elsewhere (the home
 * page's #contact section keeps it too). The form is this page's content, so its markup is in the page's own
 * chunk (lazily loaded by the router) and in the server's markup: not deferred as on the home page, nor behind
 * a lazy boundary of its own, which React's prerenderer would send apart with an inline script the CSP refuses.
 * Its form and validation code comes when the visitor reaches for it (contact-form-on-intent.tsx).
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
          <ContactFormOnIntent labelledBy="contact-page-title" />
        </div>
      </div>
    </SiteLayout>
  );
}
