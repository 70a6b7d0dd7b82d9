import pg from 'pg';

/** Raised before the app boots when the database cannot be reached: one clear line, no retry loop. */
export class DatabaseUnreachableError extends Error {
  constructor(url: string, cause: unknown) {
    const reason = cause instanceof Error ? cause.message || (cause as NodeJS.ErrnoException).code : String(cause);
    super(`Cannot connect to the database at ${describeDatabaseUrl(url)}: ${reason}. Check DATABASE_URL and that PostgreSQL is running.`);
    this.name = 'DatabaseUnreachableError';
  }
}

/** The URL without its password, fit for a log line. */
export function describeDatabaseUrl(url: string): string {
  const parsed = new URL(url);
  return `${parsed.protocol}//${parsed.username ? `${parsed.username}@` : ''}${parsed.host}${parsed.pathname}`;
}

export async function assertDatabaseReachable(url: string, timeoutMs = 5000): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: timeoutMs });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('select 1');
  } catch (error) {
    throw new DatabaseUnreachableError(url, error);
  } finally {
    await client.end().catch(() => undefined);
  }
}
