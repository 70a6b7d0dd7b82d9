import { RecordingContentChanges } from '@harmony/platform/testing';
import { EPISODE_AGGREGATE, EpisodeNotFound } from '../domain/index.js';
import { anEpisodeDraft, FakeDemoMedia, FakeDescriptionSanitizer, fakeSanitized, InMemoryEpisodeRepository } from '../testing/index.js';
import { demoEpisodes } from './demo-episodes.js';
import { GetEpisode } from './get-episode.js';
import { ListEpisodes } from './list-episodes.js';
import { ListAllEpisodes } from './list-all-episodes.js';
import { ListFeaturedEpisodes } from './list-featured-episodes.js';
import { NextEpisodePublication } from './next-episode-publication.js';
import { SeedDemoEpisodes } from './seed-demo-episodes.js';

const now = new Date('2026-06-01T12:00:00Z');
const before = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
const after = (minutes: number) => new Date(now.getTime() + minutes * 60_000);

describe('episode use cases', () => {
  let repository: InMemoryEpisodeRepository;

  beforeEach(() => {
    repository = new InMemoryEpisodeRepository();
  });

  it('lists every episode newest first', async () => {
    await repository.addAll([anEpisodeDraft({ number: 1 }), anEpisodeDraft({ number: 3 }), anEpisodeDraft({ number: 2 })]);
    const page = await new ListEpisodes(repository).execute();
    expect(page.items.map((episode) => episode.number)).toEqual([3, 2, 1]);
    expect(page).toMatchObject({ total: 3, limit: 100, offset: 0 });
    expect((await new ListEpisodes(repository).execute({ limit: 1, offset: 2 })).items.map((episode) => episode.number)).toEqual([1]);
  });

  it('lists the whole public catalogue, past the largest page, newest first', async () => {
    await repository.addAll(Array.from({ length: 230 }, (_, index) => anEpisodeDraft({ number: index + 1, publishedAt: before(230 - index) })));
    await repository.addAll([anEpisodeDraft({ number: 231, publishedAt: after(60) })]);
    const all = await new ListAllEpisodes(repository).execute(now);
    expect(all).toHaveLength(230);
    expect(all[0]!.number).toBe(230);
    expect(all.at(-1)!.number).toBe(1);
    expect(new Set(all.map((episode) => episode.id)).size).toBe(230);
  });

  it('lists only featured episodes for the home page', async () => {
    await repository.addAll([anEpisodeDraft({ number: 1, featured: true }), anEpisodeDraft({ number: 2 })]);
    const featured = await new ListFeaturedEpisodes(repository).execute();
    expect(featured.map((episode) => episode.number)).toEqual([1]);
  });

  it('gets one episode by id, or fails with EpisodeNotFound', async () => {
    const [added] = await repository.addAll([anEpisodeDraft({ title: 'Found' })]);
    const useCase = new GetEpisode(repository);
    await expect(useCase.execute(added.id)).resolves.toMatchObject({ title: 'Found' });
    await expect(useCase.execute(999)).rejects.toBeInstanceOf(EpisodeNotFound);
    await expect(useCase.execute(999)).rejects.toMatchObject({ code: 'episode-not-found' });
  });

  describe('scheduled episodes', () => {
    beforeEach(() =>
      repository.addAll([
        anEpisodeDraft({ number: 1, featured: true, publishedAt: before(60) }),
        anEpisodeDraft({ number: 2, featured: true, publishedAt: now }),
        anEpisodeDraft({ number: 3, featured: true, publishedAt: after(90) }),
        anEpisodeDraft({ number: 4, featured: true, publishedAt: after(30) }),
      ]),
    );

    it('are absent from the list, its size, the featured ones and by id until their time', async () => {
      const page = await new ListEpisodes(repository).execute(undefined, now);
      expect(page.items.map((episode) => episode.number)).toEqual([2, 1]);
      expect(page.total).toBe(2);
      expect((await new ListFeaturedEpisodes(repository).execute(now)).map((episode) => episode.number)).toEqual([2, 1]);
      await expect(new GetEpisode(repository).execute(4, now)).rejects.toBeInstanceOf(EpisodeNotFound);
    });

    it('appear once their time has come', async () => {
      expect((await new ListEpisodes(repository).execute(undefined, after(30))).items.map((episode) => episode.number)).toEqual([4, 2, 1]);
      await expect(new GetEpisode(repository).execute(4, after(30))).resolves.toMatchObject({ number: 4 });
    });

    it('tell when the public reads next change: the earliest publication still to come', async () => {
      const next = new NextEpisodePublication(repository);
      expect(await next.execute(now)).toEqual(after(30));
      expect(await next.execute(after(30))).toEqual(after(90));
      expect(await next.execute(after(90))).toBeNull();
    });
  });

  it('knows of no next publication in a catalogue without scheduled episodes', async () => {
    expect(await new NextEpisodePublication(repository).execute()).toBeNull();
    await repository.addAll([anEpisodeDraft({ publishedAt: before(1) })]);
    expect(await new NextEpisodePublication(repository).execute(now)).toBeNull();
  });

  describe(SeedDemoEpisodes.name, () => {
    let sanitizer: FakeDescriptionSanitizer;
    let changes: RecordingContentChanges;
    const seed = () => new SeedDemoEpisodes(repository, new FakeDemoMedia(), sanitizer, changes);

    beforeEach(() => {
      sanitizer = new FakeDescriptionSanitizer();
      changes = new RecordingContentChanges();
    });

    it('fills an empty catalogue with the demo episodes, three of them featured', async () => {
      const result = await seed().execute();
      expect(result.seeded).toBe(demoEpisodes.length);
      expect(demoEpisodes.length).toBeGreaterThanOrEqual(8);
      expect(await repository.findFeatured(new Date())).toHaveLength(3);
      expect((await repository.findById(1, new Date()))?.audioUrl).toBe('/media/test/episode-1.mp3');
    });

    it('stores each description sanitized by the port, beside the description as written', async () => {
      await seed().execute();
      expect(sanitizer.sanitized).toHaveLength(demoEpisodes.length);
      const { items } = await repository.findAll({ limit: 100, offset: 0 }, new Date());
      for (const episode of items) expect(episode.descriptionHtml).toBe(fakeSanitized(episode.description));
    });

    it('announces that every episode changed', async () => {
      await seed().execute();
      expect(changes.published).toEqual([{ aggregate: EPISODE_AGGREGATE, keys: [] }]);
      expect(EPISODE_AGGREGATE).toBe('episode');
    });

    it('leaves a catalogue that already has episodes alone, and announces nothing', async () => {
      await repository.addAll([anEpisodeDraft()]);
      const result = await seed().execute();
      expect(result).toEqual({ seeded: 0, updated: 0 });
      expect(await repository.count()).toBe(1);
      expect(changes.published).toEqual([]);
    });

    it('gives each demo episode the duration of the audio it plays', async () => {
      await seed().execute();
      const { items } = await repository.findAll({ limit: 100, offset: 0 }, new Date());
      expect(items).toHaveLength(demoEpisodes.length);
      // FakeDemoMedia's audio plays 2 minutes and the episode's number in seconds (and 72 ms).
      for (const episode of items) expect(episode.duration).toBe(`2:${String(episode.number).padStart(2, '0')}`);
    });

    it('moves demo episodes an older seed left as it wrote them (6-second clip, old duration) onto the demo audio, and keeps every owner edit', async () => {
      const media = new FakeDemoMedia();
      const [untouched, ownDuration, ownAudio] = await repository.addAll([
        anEpisodeDraft({ number: 11, title: 'Dreaming Big', audioUrl: media.sixSecondClipUrl(11), duration: '39:59' }),
        anEpisodeDraft({ number: 10, audioUrl: media.sixSecondClipUrl(10), duration: '0:06' }),
        anEpisodeDraft({ number: 9, audioUrl: '/media/episodes/9/audio-0123456789ab.mp3', duration: '45:36' }),
        anEpisodeDraft({ number: 12, audioUrl: media.sixSecondClipUrl(12), duration: '39:59' }),
      ]);

      const result = await new SeedDemoEpisodes(repository, media, sanitizer, changes).execute();

      expect(result).toEqual({ seeded: 0, updated: 1 });
      expect(await repository.getAny(untouched!.id)).toMatchObject({ title: 'Dreaming Big', audioUrl: '/media/test/episode-11.mp3', duration: '2:11' });
      expect(await repository.getAny(ownDuration!.id)).toMatchObject({ audioUrl: media.sixSecondClipUrl(10), duration: '0:06' });
      expect(await repository.getAny(ownAudio!.id)).toMatchObject({ audioUrl: '/media/episodes/9/audio-0123456789ab.mp3', duration: '45:36' });
      expect(await repository.count()).toBe(4);
      expect(media.audioCreated).toEqual([11]);
      expect(changes.published).toEqual([{ aggregate: EPISODE_AGGREGATE, keys: [untouched!.id] }]);

      // Done once: the next start finds nothing left to move.
      expect(await new SeedDemoEpisodes(repository, media, sanitizer, changes).execute()).toEqual({ seeded: 0, updated: 0 });
    });
  });
});
