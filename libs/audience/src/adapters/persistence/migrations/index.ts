import { CreateAudienceTables1763800000000 } from './1763800000000-create-audience-tables.js';
import { IndexAudienceLists1795650000000 } from './1795650000000-index-audience-lists.js';
import { NewsletterDoubleOptIn1796900000010 } from './1796900000010-newsletter-double-opt-in.js';
import { CreateNewsletters1796900000021 } from './1796900000021-create-newsletters.js';
import { IndexNewslettersByEpisode1797000000025 } from './1797000000025-index-newsletters-by-episode.js';
import { OwedWelcomeSequences1797300000000 } from './1797300000000-owed-welcome-sequences.js';

/** The mailing lists' tables. The page-view and download tables' migrations moved with them to @harmony/analytics. */
export const audienceMigrations = [CreateAudienceTables1763800000000, IndexAudienceLists1795650000000, NewsletterDoubleOptIn1796900000010, CreateNewsletters1796900000021, IndexNewslettersByEpisode1797000000025, OwedWelcomeSequences1797300000000];
