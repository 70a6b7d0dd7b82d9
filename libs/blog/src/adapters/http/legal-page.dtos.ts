import { ApiProperty } from '@nestjs/swagger';
import { IsString } from 'class-validator';
import { legalPageKinds, legalPageNames, type LegalPage, type LegalPageKind } from '../../domain/index.js';

/** A legal page as visitors read it (GET /api/legal-pages/{kind}). */
export class LegalPageResponse {
  @ApiProperty({ enum: legalPageKinds, example: 'privacy' }) kind!: LegalPageKind;
  @ApiProperty({ example: 'Privacy Policy', description: "The page's heading." }) title!: string;
  @ApiProperty({ example: '<h2>In short</h2>\n<p>No tracking cookies.</p>', description: 'The markdown rendered (headings one level down) and sanitized when it was saved: safe to put into the page as it is.' })
  contentHtml!: string;
  @ApiProperty({ example: '2026-11-26T10:00:00.000Z', format: 'date-time', nullable: true, type: String, description: "When the owner last saved it; null: the site's default text." })
  updatedAt!: string | null;

  static from(page: LegalPage): LegalPageResponse {
    // Never `content` as written: readers get only what is safe to render.
    return Object.assign(new LegalPageResponse(), { kind: page.kind, title: legalPageNames[page.kind], contentHtml: page.contentHtml, updatedAt: page.updatedAt?.toISOString() ?? null });
  }
}

/** A legal page as the owner edits it (GET and PUT /api/admin/legal-pages/{kind}): the markdown too. */
export class ManagedLegalPageResponse extends LegalPageResponse {
  @ApiProperty({ description: 'The markdown as written (the default text until the owner saves one).' }) content!: string;

  static fromManaged(page: LegalPage): ManagedLegalPageResponse {
    return Object.assign(new ManagedLegalPageResponse(), LegalPageResponse.from(page), { content: page.content });
  }
}

/** PUT /api/admin/legal-pages/{kind}: the page's new text. */
export class LegalPageRequest {
  @ApiProperty({ example: '## In short\n\nNo tracking cookies.', description: 'Light markdown, as articles: required, at most 20,000 characters.' })
  @IsString()
  content!: string;
}
