import { lazy } from 'react';

// The audience forms the home page places, each loaded only when it nears the viewport
// (layout/load-near-viewport.tsx): their form and validation code stays out of the first view. The
// workshop interest form is imported from its own file by the lazily loaded workshop page; the contact page
// (contact-page.tsx) prerenders the contact form's markup and fetches its code on intent (contact-form-on-intent.tsx).
export { ContactEmailLink, contactIntro } from './contact-email-link.js';
export { NewsletterIntro, newsletterEmailId, newsletterSectionClass, newsletterSectionId } from './newsletter-intro.js';
export const NewsletterBand = lazy(() => import('./newsletter-band.js').then((module) => ({ default: module.NewsletterBand })));
export const ContactForm = lazy(() => import('./contact-form.js').then((module) => ({ default: module.ContactForm })));
