export { ReactEmailTemplates } from './react-email-templates.js';
export { newsletterConfirmPath, type MailBrandOptions } from './mail-brand.js';
