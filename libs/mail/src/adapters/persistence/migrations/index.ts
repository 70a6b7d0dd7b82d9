import { CreateMailMessages1796800000000 } from './1796800000000-create-mail-messages.js';

export const mailMigrations = [CreateMailMessages1796800000000];
