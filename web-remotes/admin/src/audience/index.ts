export { AudiencePage } from './audience-page.js';
