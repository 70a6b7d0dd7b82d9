import { CreateAudienceTables1763800000000 } from './1763800000000-create-audience-tables.js';
import { IndexAudienceLists1795650000000 } from './1795650000000-index-audience-lists.js';
import { CreateAnalyticsTables1795700000000 } from './1795700000000-create-analytics-tables.js';
import { CreateAudioRequestTables1796200000000 } from './1796200000000-create-audio-request-tables.js';

export const audienceMigrations = [CreateAudienceTables1763800000000, IndexAudienceLists1795650000000, CreateAnalyticsTables1795700000000, CreateAudioRequestTables1796200000000];
