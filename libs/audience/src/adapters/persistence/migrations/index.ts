import { CreateAudienceTables1763800000000 } from './1763800000000-create-audience-tables.js';

export const audienceMigrations = [CreateAudienceTables1763800000000];
