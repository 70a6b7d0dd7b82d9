import { CreateIdentityTables1795500000000 } from './1795500000000-create-identity-tables.js';

export const identityMigrations = [CreateIdentityTables1795500000000];
