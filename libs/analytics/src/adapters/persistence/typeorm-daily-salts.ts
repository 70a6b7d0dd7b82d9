import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DailySalts, MonthlySalts } from '../../application/index.js';

const ATTEMPTS = 3;

/**
 * Salts in a table of (period's first day, salt), so every API process hashes alike; the current period's is
 * kept in memory, so the database is asked once a period per process. Making a period's salt deletes every
 * earlier one in the same statement. Deleting a row makes it unreadable through SQL at once; its bytes leave
 * the table files when PostgreSQL vacuums them.
 */
class SaltTable {
  private current: { readonly key: string; readonly salt: Promise<Uint8Array> } | undefined;
  // Gets or makes the period's salt and deletes earlier periods' in one statement. A salt another process
  // made after this statement's snapshot is not seen by it (nothing comes back): asked again, it is.
  private readonly getOrMake: string;

  constructor(
    private readonly dataSource: DataSource,
    table: string,
    private readonly label: string,
  ) {
    this.getOrMake = `
      WITH expired AS (DELETE FROM "${table}" WHERE "day" < $1::date),
      made AS (INSERT INTO "${table}" ("day", "salt") VALUES ($1::date, $2) ON CONFLICT ("day") DO NOTHING RETURNING "salt")
      SELECT "salt" FROM made UNION ALL SELECT "salt" FROM "${table}" WHERE "day" = $1::date`;
  }

  /** `key`: the period's first day, YYYY-MM-DD. */
  saltOf(key: string): Promise<Uint8Array> {
    if (this.current?.key !== key) {
      const salt = this.load(key);
      this.current = { key, salt };
      // A failed read is not kept: the next request asks again.
      salt.catch(() => {
        if (this.current?.salt === salt) this.current = undefined;
      });
    }
    return this.current.salt;
  }

  private async load(key: string): Promise<Uint8Array> {
    for (let attempt = 1; ; attempt += 1) {
      const [row] = await this.dataSource.query<{ salt: Buffer }[]>(this.getOrMake, [key, randomBytes(32)]);
      if (row) return new Uint8Array(row.salt);
      if (attempt === ATTEMPTS) throw new Error(`No ${this.label} salt for ${key} after ${ATTEMPTS} attempts`);
    }
  }
}

/** Each day's salt of visitor hashes (analytics_salts). */
@Injectable()
export class TypeOrmDailySalts extends DailySalts {
  private readonly table: SaltTable;

  constructor(dataSource: DataSource) {
    super();
    this.table = new SaltTable(dataSource, 'analytics_salts', 'visitor');
  }

  saltOf(day: string): Promise<Uint8Array> {
    return this.table.saltOf(day);
  }
}

/** Each month's salt of listener hashes (analytics_monthly_salts, keyed by the month's first day). */
@Injectable()
export class TypeOrmMonthlySalts extends MonthlySalts {
  private readonly table: SaltTable;

  constructor(dataSource: DataSource) {
    super();
    this.table = new SaltTable(dataSource, 'analytics_monthly_salts', 'listener');
  }

  saltOf(month: string): Promise<Uint8Array> {
    return this.table.saltOf(`${month}-01`);
  }
}
