import { CreateSocialAccounts1797100000000 } from './1797100000000-create-social-accounts.js';

export const socialMigrations = [CreateSocialAccounts1797100000000];
