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
export async function addStoredHtmlColumn(runner: QueryRunner, column: StoredHtmlColumn, render: (source: string) => string): Promise<void> {
  await runner.query(`ALTER TABLE "${column.table}" ADD COLUMN "${column.html}" text`);
  await renderStoredHtml(runner, column, render);
  await runner.query(`ALTER TABLE "${column.table}" ALTER COLUMN "${column.html}" SET NOT NULL`);
}

/**
 * For a migration that changes how rich text is rendered: renders every row's HTML again from its source
 * with `render` (the write path's renderer), so the rows already there read as new ones will.
 */
export async function renderStoredHtml(runner: QueryRunner, { table, source, html }: StoredHtmlColumn, render: (source: string) => string): Promise<void> {
  const rows: { id: number; source: string }[] = await runner.query(`SELECT "id", "${source}" AS "source" FROM "${table}"`);
  for (const row of rows) {
    await runner.query(`UPDATE "${table}" SET "${html}" = $1 WHERE "id" = $2`, [render(row.source), row.id]);
  }
}
