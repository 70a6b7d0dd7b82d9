import { firstPage } from '@harmony/platform/domain';
import { EpisodeNumberTaken, type EpisodeRepository } from '../domain/index.js';
import { anEpisodeDraft } from './episode.mother.js';

/**
 * What every EpisodeRepository does, the in-memory fake and the TypeORM adapter alike: the use-case
 * tests trust the fake exactly as far as this holds of it. Call inside a describe; `fresh` gives an
 * empty repository before each test.
 */
export function episodeRepositoryContract(fresh: () => EpisodeRepository | Promise<EpisodeRepository>): void {
  let repository: EpisodeRepository;
  const now = new Date('2026-06-01T12:00:00Z');
  const minutesFromNow = (minutes: number) => new Date(now.getTime() + minutes * 60_000);

  beforeEach(async () => {
    repository = await fresh();
  });

  it('stores drafts and reads them back with ids, newest first', async () => {
    const added = await repository.addAll([anEpisodeDraft({ number: 1, title: 'First' }), anEpisodeDraft({ number: 2, title: 'Second', featured: true, descriptionHtml: '<p>stored</p>' })]);
    expect(added.every((episode) => episode.id > 0)).toBe(true);

    const { items: all, total } = await repository.findAll(firstPage, now);
    expect(total).toBe(2);
    expect(all.map((episode) => episode.title)).toEqual(['Second', 'First']);
    expect(all[0]).toMatchObject({ number: 2, featured: true, duration: '40:00', audioUrl: expect.stringContaining('.mp3'), descriptionHtml: '<p>stored</p>' });
    expect(all[0]!.publishedAt).toEqual(new Date('2026-01-01T00:00:00Z'));
    expect(await repository.count()).toBe(2);
  });

  it('gives every episode its own id, within one batch and across batches', async () => {
    const first = await repository.addAll([anEpisodeDraft({ number: 1 }), anEpisodeDraft({ number: 2 }), anEpisodeDraft({ number: 3 })]);
    const second = await repository.addAll([anEpisodeDraft({ number: 4 })]);
    const ids = [...first, ...second].map((episode) => episode.id);
    expect(new Set(ids).size).toBe(4);
    for (const episode of [...first, ...second]) expect(await repository.findById(episode.id, now)).toMatchObject({ number: episode.number });
  });

  it('answers the catalogue a page at a time, with its size', async () => {
    await repository.addAll([1, 2, 3, 4, 5].map((number) => anEpisodeDraft({ number })));
    const second = await repository.findAll({ limit: 2, offset: 2 }, now);
    expect(second.items.map((episode) => episode.number)).toEqual([3, 2]);
    expect(second).toMatchObject({ total: 5, limit: 2, offset: 2 });
    expect((await repository.findAll({ limit: 2, offset: 10 }, now)).items).toEqual([]);
  });

  it('finds only featured episodes', async () => {
    await repository.addAll([anEpisodeDraft({ number: 5, featured: true }), anEpisodeDraft({ number: 6 }), anEpisodeDraft({ number: 7, featured: true })]);
    expect((await repository.findFeatured(now)).map((episode) => episode.number)).toEqual([7, 5]);
  });

  it('finds by id, and answers null for ids that cannot exist', async () => {
    const [added] = await repository.addAll([anEpisodeDraft({ title: 'Findable' })]);
    expect(await repository.findById(added!.id, now)).toMatchObject({ title: 'Findable' });
    expect(await repository.findById(added!.id + 1000, now)).toBeNull();
    expect(await repository.findById(99_999_999_999, now)).toBeNull();
  });

  it('hides scheduled episodes from every public read until their time, but counts them', async () => {
    const [, , scheduled] = await repository.addAll([
      anEpisodeDraft({ number: 1, featured: true, publishedAt: minutesFromNow(-60) }),
      anEpisodeDraft({ number: 2, featured: true, publishedAt: now }),
      anEpisodeDraft({ number: 3, featured: true, publishedAt: minutesFromNow(30) }),
    ]);
    const page = await repository.findAll(firstPage, now);
    expect(page.items.map((episode) => episode.number)).toEqual([2, 1]);
    expect(page.total).toBe(2);
    expect((await repository.findFeatured(now)).map((episode) => episode.number)).toEqual([2, 1]);
    expect(await repository.findById(scheduled!.id, now)).toBeNull();
    expect(await repository.count()).toBe(3);

    const later = minutesFromNow(30);
    expect((await repository.findAll(firstPage, later)).items.map((episode) => episode.number)).toEqual([3, 2, 1]);
    expect(await repository.findById(scheduled!.id, later)).toMatchObject({ number: 3 });
  });

  it('keeps an episode without its audio or cover from every public read, whatever its date, but counts it', async () => {
    const [, noAudio, noCover] = await repository.addAll([
      anEpisodeDraft({ number: 1, featured: true }),
      anEpisodeDraft({ number: 2, featured: true, audioUrl: null }),
      anEpisodeDraft({ number: 3, featured: true, imageUrl: null }),
      anEpisodeDraft({ number: 4, featured: true, audioUrl: null, publishedAt: minutesFromNow(30) }),
    ]);
    expect(noAudio).toMatchObject({ audioUrl: null, imageUrl: expect.any(String) });
    const page = await repository.findAll(firstPage, now);
    expect(page.items.map((episode) => episode.number)).toEqual([1]);
    expect(page.total).toBe(1);
    expect((await repository.findFeatured(now)).map((episode) => episode.number)).toEqual([1]);
    expect(await repository.findById(noAudio!.id, now)).toBeNull();
    expect(await repository.findById(noCover!.id, now)).toBeNull();
    // Its time coming changes no public read: the read cache need not expire anything then.
    expect(await repository.nextPublicationAfter(now)).toBeNull();
    expect(await repository.count()).toBe(4);
  });

  it("lists every episode for the owner, newest first, scheduled and incomplete ones too, a page at a time", async () => {
    await repository.addAll([
      anEpisodeDraft({ number: 1 }),
      anEpisodeDraft({ number: 3, publishedAt: minutesFromNow(60) }),
      anEpisodeDraft({ number: 2, audioUrl: null, imageUrl: null }),
    ]);
    const every = await repository.listEvery(firstPage);
    expect(every.items.map((episode) => episode.number)).toEqual([3, 2, 1]);
    expect(every).toMatchObject({ total: 3, limit: firstPage.limit, offset: 0 });
    expect((await repository.listEvery({ limit: 1, offset: 1 })).items.map((episode) => episode.number)).toEqual([2]);
  });

  it("filters the owner's list by title (any case) or number's first digits, or by one number, newest first", async () => {
    await repository.addAll([
      anEpisodeDraft({ number: 1, title: 'Money dates' }),
      anEpisodeDraft({ number: 12, title: 'Debt, together', audioUrl: null }),
      anEpisodeDraft({ number: 21, title: 'The 100% rule' }),
      anEpisodeDraft({ number: 3, title: 'Saving for 1 home' }),
    ]);
    const numbers = async (filter: Parameters<EpisodeRepository['listEvery']>[1]) => (await repository.listEvery(firstPage, filter)).items.map((episode) => episode.number);
    expect(await numbers({ search: '1' })).toEqual([21, 12, 3, 1]);
    expect(await numbers({ search: '12' })).toEqual([12]);
    expect(await numbers({ search: 'MONEY' })).toEqual([1]);
    expect(await numbers({ search: '100%' })).toEqual([21]);
    expect(await numbers({ search: '_' })).toEqual([]);
    expect(await numbers({ number: 12 })).toEqual([12]);
    expect(await numbers({ number: 12, search: 'debt' })).toEqual([12]);
    expect(await numbers({ number: 12, search: 'money' })).toEqual([]);
    expect(await numbers({ number: 99_999_999_999 })).toEqual([]);
    expect((await repository.listEvery({ limit: 1, offset: 0 }, { search: '1' })).total).toBe(4);
  });

  it("filters the owner's list by ids, with the other conditions, ignoring ids no episode has", async () => {
    const [one, twelve, , three] = await repository.addAll([
      anEpisodeDraft({ number: 1, title: 'Money dates' }),
      anEpisodeDraft({ number: 12, title: 'Debt, together', audioUrl: null }),
      anEpisodeDraft({ number: 21, title: 'The 100% rule' }),
      anEpisodeDraft({ number: 3, title: 'Saving for 1 home' }),
    ]);
    const numbers = async (filter: Parameters<EpisodeRepository['listEvery']>[1]) => (await repository.listEvery(firstPage, filter)).items.map((episode) => episode.number);
    expect(await numbers({ ids: [one!.id, three!.id, twelve!.id, 99_999_999_999, -4] })).toEqual([12, 3, 1]);
    expect(await numbers({ ids: [one!.id, three!.id], search: 'money' })).toEqual([1]);
    expect(await numbers({ ids: [one!.id, three!.id], number: 3 })).toEqual([3]);
    expect(await numbers({ ids: [one!.id], number: 99_999_999_999 })).toEqual([]);
    expect(await numbers({ ids: [] })).toEqual([]);
  });

  it('gets any episode by id or number, whatever its state, and null for what does not exist', async () => {
    const [scheduled] = await repository.addAll([anEpisodeDraft({ number: 8, audioUrl: null, publishedAt: minutesFromNow(60) })]);
    expect(await repository.getAny(scheduled!.id)).toEqual(scheduled);
    expect(await repository.getAny(scheduled!.id + 1000)).toBeNull();
    expect(await repository.getAny(99_999_999_999)).toBeNull();
    expect(await repository.withNumber(8)).toEqual(scheduled);
    expect(await repository.withNumber(9)).toBeNull();
    expect(await repository.withNumber(99_999_999_999)).toBeNull();
  });

  it('refuses a repeated episode number with EpisodeNumberTaken, storing nothing of the batch', async () => {
    await repository.addAll([anEpisodeDraft({ number: 5 })]);
    await expect(repository.addAll([anEpisodeDraft({ number: 5 })])).rejects.toEqual(new EpisodeNumberTaken(5));
    await expect(repository.addAll([anEpisodeDraft({ number: 6 }), anEpisodeDraft({ number: 6 })])).rejects.toBeInstanceOf(EpisodeNumberTaken);
    expect(await repository.count()).toBe(1);
  });

  it('updates an episode, every field and its media, and answers null for one that does not exist', async () => {
    const [first, second] = await repository.addAll([anEpisodeDraft({ number: 1 }), anEpisodeDraft({ number: 2 })]);
    const changed = { ...first!, number: 11, title: 'Retitled', descriptionHtml: '<p>new</p>', audioUrl: null, imageUrl: '/media/new.jpg', featured: true, publishedAt: minutesFromNow(5) };
    expect(await repository.update(changed)).toEqual(changed);
    expect(await repository.getAny(first!.id)).toEqual(changed);
    await expect(repository.update({ ...second!, number: 11 })).rejects.toEqual(new EpisodeNumberTaken(11));
    expect(await repository.getAny(second!.id)).toEqual(second);
    expect(await repository.update({ ...second!, id: second!.id + 1000 })).toBeNull();
  });

  it('stores a transcript and chapters with their URLs, read only one episode at a time, kept across field updates', async () => {
    const [episode] = await repository.addAll([anEpisodeDraft({ number: 1 })]);
    const id = episode!.id;
    expect(await repository.transcriptAndChapters(id)).toEqual({ transcript: null, chapters: null });
    const transcript = { cues: [{ startSeconds: 0.5, endSeconds: 2, text: 'Hello' }] };
    const chapters = [{ startSeconds: 0, title: 'Welcome' }, { startSeconds: 60, title: 'Budgets', url: 'https://example.com' }];
    expect(await repository.storeTranscript(id, { url: '/media/episodes/1/transcript-a.vtt', transcript })).toBe(true);
    expect(await repository.storeChapters(id, { url: '/media/episodes/1/chapters-a.json', chapters })).toBe(true);
    // A field update made from an episode read before the transcript was stored must not undo it.
    await repository.update({ ...episode!, title: 'Renamed' });

    expect(await repository.transcriptAndChapters(id)).toEqual({ transcript, chapters });
    expect(await repository.getAny(id)).toMatchObject({ title: 'Renamed', transcriptUrl: '/media/episodes/1/transcript-a.vtt', chaptersUrl: '/media/episodes/1/chapters-a.json' });
    const [listed] = (await repository.findAll(firstPage, now)).items;
    expect(listed).not.toHaveProperty('transcript');
    expect(listed).toMatchObject({ transcriptUrl: '/media/episodes/1/transcript-a.vtt' });

    expect(await repository.storeTranscript(id, null)).toBe(true);
    expect(await repository.transcriptAndChapters(id)).toEqual({ transcript: null, chapters });
    expect((await repository.findById(id, now))?.transcriptUrl).toBeNull();
    expect(await repository.storeChapters(id + 1000, null)).toBe(false);
    expect(await repository.transcriptAndChapters(id + 1000)).toBeNull();
  });

  it('removes an episode once', async () => {
    const [episode] = await repository.addAll([anEpisodeDraft({ number: 1 })]);
    expect(await repository.remove(episode!.id)).toBe(true);
    expect(await repository.remove(episode!.id)).toBe(false);
    expect(await repository.remove(99_999_999_999)).toBe(false);
    expect(await repository.getAny(episode!.id)).toBeNull();
    expect(await repository.count()).toBe(0);
  });

  it('answers the next publication after a moment: the earliest later publishedAt, or null', async () => {
    expect(await repository.nextPublicationAfter(now)).toBeNull();
    await repository.addAll([
      anEpisodeDraft({ publishedAt: minutesFromNow(-60) }),
      anEpisodeDraft({ publishedAt: minutesFromNow(90) }),
      anEpisodeDraft({ publishedAt: minutesFromNow(30) }),
    ]);
    expect(await repository.nextPublicationAfter(now)).toEqual(minutesFromNow(30));
    expect(await repository.nextPublicationAfter(minutesFromNow(30))).toEqual(minutesFromNow(90));
    expect(await repository.nextPublicationAfter(minutesFromNow(90))).toBeNull();
  });
}
