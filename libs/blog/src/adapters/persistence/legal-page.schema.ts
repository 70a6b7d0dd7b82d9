import { EntitySchema } from 'typeorm';

export interface LegalPageRow {
  kind: string;
  content: string;
  contentHtml: string;
  updatedAt: Date;
}

/** One row per legal page the owner has saved; a kind without a row shows the default text. */
export const LegalPageSchema = new EntitySchema<LegalPageRow>({
  name: 'LegalPage',
  tableName: 'legal_pages',
  columns: {
    kind: { type: 'text', primary: true },
    content: { type: 'text' },
    contentHtml: { type: 'text', name: 'content_html' },
    updatedAt: { type: 'timestamptz', name: 'updated_at' },
  },
});
