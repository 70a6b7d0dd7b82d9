import type { QueryRunner } from 'typeorm';

export interface StoredHtmlColumn {
  readonly table: string;
  /** The rich text as written. */
  readonly source: string;
  /** The HTML pages show, derived from `source` when it is written. */
  readonly html: string;
}

/**
 * For a migration that starts storing rich text's HTML beside its source: adds the column, fills it for
 * the rows already there with `render` (the write path's own renderer, so old rows read as new ones
 * will), then makes it required. Row by row, in JS: the renderers are JS (marked, DOMPurify).
 */
export async function addStoredHtmlColumn(runner: QueryRunner, { table, source, html }: StoredHtmlColumn, render: (source: string) => string): Promise<void> {
  await runner.query(`ALTER TABLE "${table}" ADD COLUMN "${html}" text`);
  const rows: { id: number; source: string }[] = await runner.query(`SELECT "id", "${source}" AS "source" FROM "${table}"`);
  for (const row of rows) {
    await runner.query(`UPDATE "${table}" SET "${html}" = $1 WHERE "id" = $2`, [render(row.source), row.id]);
  }
  await runner.query(`ALTER TABLE "${table}" ALTER COLUMN "${html}" SET NOT NULL`);
}
