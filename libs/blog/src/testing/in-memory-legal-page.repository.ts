import { LegalPageRepository, type LegalPage, type LegalPageDraft, type LegalPageKind } from '../domain/index.js';

/** The legal pages in a map, for use-case tests; it passes the same contract as the TypeORM adapter. */
export class InMemoryLegalPageRepository extends LegalPageRepository {
  private readonly pages = new Map<LegalPageKind, LegalPage>();

  async find(kind: LegalPageKind): Promise<LegalPage | null> {
    return this.pages.get(kind) ?? null;
  }

  async save(page: LegalPageDraft): Promise<LegalPage> {
    const saved = { ...page, updatedAt: new Date() };
    this.pages.set(page.kind, saved);
    return saved;
  }
}
