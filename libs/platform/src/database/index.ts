export { DatabaseModule, DATABASE_TARGET, type DatabaseModuleOptions } from './database.module.js';
export { buildDataSourceOptions, type DatabaseTarget, type MigrationClass } from './data-source-options.js';
export { startEmbeddedPostgres, IN_MEMORY, type EmbeddedPostgres } from './embedded-postgres.js';
export { assertDatabaseReachable, DatabaseUnreachableError, describeDatabaseUrl } from './connection-check.js';
export { rankedMatches, searchSnippetHtml, type RankedMatches, type RankedSearch } from './full-text-search.js';
export { likeContaining } from './like-pattern.js';
