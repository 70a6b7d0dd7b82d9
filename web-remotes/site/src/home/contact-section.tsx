import { ContactEmailLink, ContactForm, contactIntro } from '../audience/index.js';
import { LoadNearViewport } from '../layout/index.js';
import { SectionHeading, sectionClass } from './section-heading.js';

/** How to reach the hosts: the contact form, or the address for those who prefer their own mail app. */
export function ContactSection() {
  return (
    <section id="contact" aria-labelledby="contact-title" className={sectionClass}>
      <div className="mx-auto max-w-3xl text-center">
        <SectionHeading id="contact-title" badge="CONTACT" title="Get in Touch">
          {contactIntro}
        </SectionHeading>
        <ContactEmailLink className="mt-8" />
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
