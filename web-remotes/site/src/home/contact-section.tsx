import { Mail } from 'lucide-react';
import { focusRing } from '@harmony/ui';
import { ContactForm } from '../audience/index.js';
import { useSiteConfig } from '../site-config.js';
import { LoadNearViewport } from '../layout/index.js';
import { SectionHeading, sectionClass } from './section-heading.js';

/** How to reach the hosts: the contact form, or the address for those who prefer their own mail app. */
export function ContactSection() {
  const { contactEmail } = useSiteConfig();
  return (
    <section id="contact" aria-labelledby="contact-title" className={sectionClass}>
      <div className="mx-auto max-w-3xl text-center">
        <SectionHeading id="contact-title" badge="CONTACT" title="Get in Touch">
          Questions, episode ideas or a story you would like to share? We read every message.
        </SectionHeading>
        <a
          href={`mailto:${contactEmail}`}
          className={`mt-8 inline-flex max-w-full items-center gap-2 rounded-md border border-emerald-700 px-6 py-3 font-semibold break-all text-emerald-800 hover:bg-emerald-50 dark:border-emerald-400 dark:text-emerald-300 dark:hover:bg-slate-900 ${focusRing}`}
        >
          <Mail aria-hidden="true" className="size-5 shrink-0" />
          {contactEmail}
        </a>
        <div className="mt-10 text-left">
          {/* Name/Email side by side from `sm`, then Subject, Message and the button: the form's height. */}
          <LoadNearViewport anchor="contact" placeholder={<div className="h-[30rem] sm:h-[25rem]" />}>
            <ContactForm labelledBy="contact-title" />
          </LoadNearViewport>
        </div>
      </div>
    </section>
  );
}
