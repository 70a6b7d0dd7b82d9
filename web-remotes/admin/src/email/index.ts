export { EmailPage } from './email-page.js';
