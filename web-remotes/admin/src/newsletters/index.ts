export { NewslettersPage } from './newsletters-page.js';
export { NewsletterDraftCard } from './newsletter-draft-card.js';
