import { RecordingContentChanges } from '@harmony/platform/testing';
import { EPISODE_AGGREGATE, EpisodeNotFound } from '../domain/index.js';
import { anEpisodeDraft, FakeDemoMedia, FakeDescriptionSanitizer, fakeSanitized, FakeMediaLibrary, InMemoryEpisodeRepository } from '../testing/index.js';
import { demoChapters, demoEpisodes, demoTranscript } from './demo-episodes.js';
import { GetEpisode } from './get-episode.js';
import { ListEpisodes } from './list-episodes.js';
import { ListAllEpisodes } from './list-all-episodes.js';
import { ListFeaturedEpisodes } from './list-featured-episodes.js';
import { NextEpisodePublication } from './next-episode-publication.js';
import { SeedDemoEpisodes } from './seed-demo-episodes.js';
import { EpisodeTranscriptAndChapters } from './transcript-and-chapters.js';

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
    let library: FakeMediaLibrary;
    let timelines: EpisodeTranscriptAndChapters;
    const seedWith = (media: FakeDemoMedia) => new SeedDemoEpisodes(repository, media, sanitizer, changes, timelines);
    const seed = () => seedWith(new FakeDemoMedia());
    const everyEpisode = async () => (await repository.listEvery({ limit: 100, offset: 0 })).items;

    beforeEach(() => {
      sanitizer = new FakeDescriptionSanitizer();
      changes = new RecordingContentChanges();
      library = new FakeMediaLibrary();
      timelines = new EpisodeTranscriptAndChapters(repository, library, changes);
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
      expect(changes.published[0]).toEqual({ aggregate: EPISODE_AGGREGATE, keys: [] });
      expect(EPISODE_AGGREGATE).toBe('episode');
    });

    it('gives every demo episode chapters, in order and each starting within the audio it plays, stored as an upload is', async () => {
      const result = await seed().execute();
      expect(result.chaptered).toBe(demoEpisodes.length);
      for (const episode of await everyEpisode()) {
        const { chapters } = await timelines.detail(episode.id);
        const seconds = 120 + episode.number + 0.072;
        expect(chapters?.length).toBeGreaterThanOrEqual(3);
        const starts = chapters!.map((chapter) => chapter.startSeconds);
        expect(starts[0]).toBe(0);
        starts.forEach((start, index) => index > 0 && expect(start).toBeGreaterThan(starts[index - 1]!));
        expect(Math.max(...starts)).toBeLessThan(seconds);
        expect(episode.chaptersUrl).toMatch(new RegExp(`^/media/episodes/${episode.id}/chapters-.+\\.json$`));
        expect(JSON.parse(library.files.get(episode.chaptersUrl!)!)).toMatchObject({ version: '1.2.0', chapters: chapters!.map(({ startSeconds, title }) => ({ startTime: startSeconds, title })) });
      }
    });

    it('gives some demo episodes a transcript within their audio, the newest among them', async () => {
      await seed().execute();
      const transcribed = [];
      for (const episode of await everyEpisode()) {
        const { transcript } = await timelines.detail(episode.id);
        if (!transcript) continue;
        transcribed.push(episode.number);
        expect(episode.transcriptUrl).toMatch(/\.vtt$/);
        for (const cue of transcript.cues) {
          expect(cue.endSeconds).toBeGreaterThan(cue.startSeconds);
          expect(cue.endSeconds).toBeLessThanOrEqual(120 + episode.number + 0.072);
        }
      }
      expect(transcribed.length).toBeGreaterThanOrEqual(3);
      expect(transcribed).toContain(Math.max(...demoEpisodes.map((demo) => demo.number)));
    });

    it("derives each demo episode's chapters from the audio's length: within it and ordered however short the tune comes out", () => {
      for (const demo of demoEpisodes) {
        for (const seconds of [126, 150.5, 198]) {
          const starts = demoChapters(demo, seconds).map((chapter) => chapter.startSeconds);
          expect(starts).toEqual([...starts].sort((a, b) => a - b));
          expect(new Set(starts).size).toBe(starts.length);
          expect(Math.max(...starts)).toBeLessThan(seconds);
          for (const cue of demoTranscript(demo, seconds)?.cues ?? []) expect(cue.endSeconds).toBeLessThanOrEqual(seconds);
        }
      }
    });

    it('leaves a catalogue that already has episodes alone, and announces nothing', async () => {
      await repository.addAll([anEpisodeDraft()]);
      const result = await seed().execute();
      expect(result).toEqual({ seeded: 0, updated: 0, chaptered: 0 });
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

      const result = await seedWith(media).execute();

      expect(result).toEqual({ seeded: 0, updated: 1, chaptered: 0 });
      expect(await repository.getAny(untouched!.id)).toMatchObject({ title: 'Dreaming Big', audioUrl: '/media/test/episode-11.mp3', duration: '2:11' });
      expect(await repository.getAny(ownDuration!.id)).toMatchObject({ audioUrl: media.sixSecondClipUrl(10), duration: '0:06' });
      expect(await repository.getAny(ownAudio!.id)).toMatchObject({ audioUrl: '/media/episodes/9/audio-0123456789ab.mp3', duration: '45:36' });
      expect(await repository.count()).toBe(4);
      expect(media.audioCreated).toEqual([11]);
      expect(changes.published).toEqual([{ aggregate: EPISODE_AGGREGATE, keys: [untouched!.id] }]);

      // Done once: the next start finds nothing left to move.
      expect(await seedWith(media).execute()).toEqual({ seeded: 0, updated: 0, chaptered: 0 });
    });

    it('gives demo episodes seeded without chapters theirs, once, and never touches chapters or a transcript the owner gave or removed', async () => {
      const media = new FakeDemoMedia();
      const demo = (number: number) => demoEpisodes.find((episode) => episode.number === number)!;
      const asSeeded = (number: number) => anEpisodeDraft({ number, title: demo(number).title, audioUrl: `/media/test/episode-${number}.mp3`, duration: `2:${String(number).padStart(2, '0')}` });
      const [untouched, ownChapters, removedChapters, retitled, ownAudio] = await repository.addAll([
        asSeeded(11),
        asSeeded(10),
        asSeeded(9),
        { ...asSeeded(1), title: 'Our own first money date' },
        { ...asSeeded(2), audioUrl: '/media/episodes/2/audio-0123456789ab.mp3' },
      ]);
      await timelines.storeChapters(ownChapters!.id, { version: '1.2.0', chapters: [{ startTime: 0, title: 'Our intro' }] });
      await timelines.storeChapters(removedChapters!.id, { version: '1.2.0', chapters: [{ startTime: 0, title: 'Gone' }] });
      await timelines.removeChapters(removedChapters!.id);
      await timelines.storeTranscript(removedChapters!.id, 'WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nOur own words.\n');
      await timelines.removeTranscript(removedChapters!.id);

      expect(await seedWith(media).execute()).toEqual({ seeded: 0, updated: 0, chaptered: 1 });

      const after = async (id: number) => timelines.detail(id);
      expect((await after(untouched!.id)).chapters?.map((chapter) => chapter.title)).toEqual(demo(11).sections.map((section) => section.title));
      expect((await after(untouched!.id)).transcript?.cues[0]?.text).toBe(demo(11).sections[0]!.said![0]);
      // The owner's chapters stay; the transcript it never had is added.
      expect((await after(ownChapters!.id)).chapters).toEqual([{ startSeconds: 0, title: 'Our intro' }]);
      expect((await after(ownChapters!.id)).transcript).not.toBeNull();
      expect(await after(removedChapters!.id)).toMatchObject({ chapters: null, transcript: null });
      expect(await after(retitled!.id)).toMatchObject({ chapters: null, transcript: null });
      expect(await after(ownAudio!.id)).toMatchObject({ chapters: null, transcript: null });

      // Done once: the next start leaves everything as it is, even chapters removed since.
      await timelines.removeChapters(untouched!.id);
      expect(await seedWith(media).execute()).toEqual({ seeded: 0, updated: 0, chaptered: 0 });
      expect((await after(untouched!.id)).chapters).toBeNull();
    });
  });
});
