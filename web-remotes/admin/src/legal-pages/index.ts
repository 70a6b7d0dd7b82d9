export { LegalPagesPage } from './legal-pages-page.js';
