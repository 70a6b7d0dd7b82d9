import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { isLegalPageKind, LegalPageRepository, type LegalPage, type LegalPageDraft, type LegalPageKind } from '../../domain/index.js';
import { LegalPageSchema, type LegalPageRow } from './legal-page.schema.js';

const toDomain = (row: LegalPageRow): LegalPage => {
  // The table's check constraint keeps other kinds out; this narrows the column's text for the compiler.
  if (!isLegalPageKind(row.kind)) throw new Error(`legal_pages holds an unknown kind "${row.kind}"`);
  return { kind: row.kind, content: row.content, contentHtml: row.contentHtml, updatedAt: row.updatedAt };
};

@Injectable()
export class TypeOrmLegalPageRepository extends LegalPageRepository {
  constructor(@InjectRepository(LegalPageSchema) private readonly rows: Repository<LegalPageRow>) {
    super();
  }

  async find(kind: LegalPageKind): Promise<LegalPage | null> {
    const row = await this.rows.findOneBy({ kind });
    return row ? toDomain(row) : null;
  }

  async save(page: LegalPageDraft): Promise<LegalPage> {
    // One statement: two saves racing each leave a whole page (the last one wins), never an error.
    const [row] = (await this.rows.query(
      `INSERT INTO "legal_pages" ("kind", "content", "content_html", "updated_at") VALUES ($1, $2, $3, now())
       ON CONFLICT ("kind") DO UPDATE SET "content" = EXCLUDED."content", "content_html" = EXCLUDED."content_html", "updated_at" = EXCLUDED."updated_at"
       RETURNING "kind", "content", "content_html" AS "contentHtml", "updated_at" AS "updatedAt"`,
      [page.kind, page.content, page.contentHtml],
    )) as LegalPageRow[];
    if (!row) throw new Error(`The legal page "${page.kind}" was not saved`);
    return toDomain(row);
  }
}
