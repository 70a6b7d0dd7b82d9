import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DailySalts } from '../../application/index.js';

// Gets or makes the day's salt and deletes earlier days' in one statement. A salt another process
// made after this statement's snapshot is not seen by it (nothing comes back): asked again, it is.
const SALT_OF = `
  WITH expired AS (DELETE FROM "analytics_salts" WHERE "day" < $1::date),
  made AS (INSERT INTO "analytics_salts" ("day", "salt") VALUES ($1::date, $2) ON CONFLICT ("day") DO NOTHING RETURNING "salt")
  SELECT "salt" FROM made UNION ALL SELECT "salt" FROM "analytics_salts" WHERE "day" = $1::date`;
const ATTEMPTS = 3;

/**
 * Salts in the database, so every API process hashes a visitor alike; the current day's is kept in memory,
 * so the database is asked once a day per process. Deleting a row makes it unreadable through SQL at once;
 * its bytes leave the table files when PostgreSQL vacuums them.
 */
@Injectable()
export class TypeOrmDailySalts extends DailySalts {
  private current: { readonly day: string; readonly salt: Promise<Uint8Array> } | undefined;

  constructor(private readonly dataSource: DataSource) {
    super();
  }

  saltOf(day: string): Promise<Uint8Array> {
    if (this.current?.day !== day) {
      const salt = this.load(day);
      this.current = { day, salt };
      // A failed read is not kept: the next page view asks again.
      salt.catch(() => {
        if (this.current?.salt === salt) this.current = undefined;
      });
    }
    return this.current.salt;
  }

  private async load(day: string): Promise<Uint8Array> {
    for (let attempt = 1; ; attempt += 1) {
      const [row] = await this.dataSource.query<{ salt: Buffer }[]>(SALT_OF, [day, randomBytes(32)]);
      if (row) return new Uint8Array(row.salt);
      if (attempt === ATTEMPTS) throw new Error(`No visitor salt for ${day} after ${ATTEMPTS} attempts`);
    }
  }
}
