import type { LegalPageRepository } from '../domain/index.js';

/** What every LegalPageRepository does: the in-memory fake and the TypeORM adapter alike. */
export function legalPageRepositoryContract(fresh: () => Promise<LegalPageRepository> | LegalPageRepository): void {
  let repository: LegalPageRepository;

  beforeEach(async () => {
    repository = await fresh();
  });

  it('finds nothing for a page never saved', async () => {
    expect(await repository.find('privacy')).toBeNull();
  });

  it('keeps each kind apart and answers the page as stored, with the time it was saved', async () => {
    const before = Date.now();
    const saved = await repository.save({ kind: 'privacy', content: 'We keep **little**.', contentHtml: '<p>We keep <strong>little</strong>.</p>' });
    expect(saved).toEqual({ kind: 'privacy', content: 'We keep **little**.', contentHtml: '<p>We keep <strong>little</strong>.</p>', updatedAt: expect.any(Date) });
    expect(saved.updatedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(await repository.find('privacy')).toEqual(saved);
    expect(await repository.find('terms')).toBeNull();
  });

  it('replaces the earlier text of a page on the next save', async () => {
    await repository.save({ kind: 'terms', content: 'First.', contentHtml: '<p>First.</p>' });
    await repository.save({ kind: 'terms', content: 'Second.', contentHtml: '<p>Second.</p>' });
    expect(await repository.find('terms')).toMatchObject({ content: 'Second.', contentHtml: '<p>Second.</p>' });
  });
}
