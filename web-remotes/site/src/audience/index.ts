// The audience forms the home page places. The workshop interest form is imported from its own file
// by the lazily loaded workshop page, so it never rides in the home page's first-view bundle.
export { NewsletterBand, focusNewsletterField, newsletterSectionId, newsletterEmailId, newsletterTags } from './newsletter-band.js';
export { ContactForm, type ContactFormProps } from './contact-form.js';
