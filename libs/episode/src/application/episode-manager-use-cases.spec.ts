import { InvalidInput } from '@harmony/platform/domain';
import { RecordingContentChanges } from '@harmony/platform/testing';
import { EPISODE_AGGREGATE, EpisodeNotFound, EpisodeNumberTaken, type EpisodeInput } from '../domain/index.js';
import { anEpisodeDraft, FakeDescriptionSanitizer, FakeMediaLibrary, fakeSanitized, InMemoryEpisodeRepository } from '../testing/index.js';
import { CreateEpisode } from './create-episode.js';
import { DeleteEpisode } from './delete-episode.js';
import { GetManagedEpisode } from './get-managed-episode.js';
import { ListEpisodes } from './list-episodes.js';
import { ListManagedEpisodes } from './list-managed-episodes.js';
import { NextEpisodePublication } from './next-episode-publication.js';
import { PreviewEpisodeDescription } from './preview-episode-description.js';
import { UpdateEpisode } from './update-episode.js';

const AUDIO = '/media/episodes/1/audio-aaaaaaaaaaaa.mp3';
const COVER = '/media/episodes/1/cover-bbbbbbbbbbbb.jpg';
const input: EpisodeInput = { number: 12, title: ' Money Dates That Stick ', description: '<p>Monthly.</p>', duration: '42:15' };

describe('the Episode Manager use cases', () => {
  let repository: InMemoryEpisodeRepository;
  let media: FakeMediaLibrary;
  let sanitizer: FakeDescriptionSanitizer;
  let changes: RecordingContentChanges;
  let create: CreateEpisode;
  let update: UpdateEpisode;

  beforeEach(() => {
    repository = new InMemoryEpisodeRepository();
    media = new FakeMediaLibrary([AUDIO, COVER]);
    sanitizer = new FakeDescriptionSanitizer();
    changes = new RecordingContentChanges();
    create = new CreateEpisode(repository, media, sanitizer, changes);
    update = new UpdateEpisode(repository, media, sanitizer, changes);
  });

  const fieldsOf = async (attempt: Promise<unknown>) => {
    const error = await attempt.then(
      () => null,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(InvalidInput);
    return (error as InvalidInput).fieldErrors.map((problem) => problem.field);
  };

  describe(CreateEpisode.name, () => {
    it('adds an episode without its media, sanitized, not public, and announces it', async () => {
      const episode = await create.execute(input);
      expect(episode).toMatchObject({ id: expect.any(Number), number: 12, title: 'Money Dates That Stick', audioUrl: null, imageUrl: null, featured: false, descriptionHtml: fakeSanitized('<p>Monthly.</p>') });
      expect(changes.published).toEqual([{ aggregate: EPISODE_AGGREGATE, keys: [episode.id] }]);
      expect((await new ListEpisodes(repository).execute()).total).toBe(0);
      expect((await new ListManagedEpisodes(repository).execute()).items).toEqual([episode]);
    });

    it('adds an episode naming media already stored: public at once', async () => {
      const episode = await create.execute({ ...input, audioUrl: AUDIO, imageUrl: COVER });
      expect((await new ListEpisodes(repository).execute()).items).toEqual([episode]);
    });

    it('refuses media that are not stored, with every other broken rule, storing and announcing nothing', async () => {
      expect(await fieldsOf(create.execute({ ...input, title: '', audioUrl: '/media/nowhere.mp3', imageUrl: 'https://elsewhere.example/cover.jpg' }))).toEqual(['title', 'audioUrl', 'imageUrl']);
      expect(await repository.count()).toBe(0);
      expect(changes.published).toEqual([]);
      expect(sanitizer.sanitized).toEqual([]);
    });

    it('refuses a number in use with EpisodeNumberTaken on the number field', async () => {
      await create.execute(input);
      const attempt = create.execute({ ...input, title: 'Another' });
      await expect(attempt).rejects.toEqual(new EpisodeNumberTaken(12));
      await expect(create.execute(input)).rejects.toMatchObject({ code: 'episode-number-taken', kind: 'conflict', fieldErrors: [{ field: 'number' }] });
      expect(await repository.count()).toBe(1);
    });
  });

  describe(UpdateEpisode.name, () => {
    it('changes only the fields given and announces the episode', async () => {
      const { id } = await create.execute(input);
      changes.published.length = 0;
      const featured = await update.execute(id, { featured: true });
      expect(featured).toMatchObject({ id, featured: true, title: 'Money Dates That Stick', number: 12 });
      expect(changes.published).toEqual([{ aggregate: EPISODE_AGGREGATE, keys: [id] }]);
      expect(await repository.getAny(id)).toEqual(featured);
    });

    it('attaches stored media, after which the episode is public; a future publishedAt schedules it', async () => {
      const { id } = await create.execute(input);
      await update.execute(id, { audioUrl: AUDIO, imageUrl: COVER });
      expect((await new ListEpisodes(repository).execute()).items.map((episode) => episode.id)).toEqual([id]);
      const later = new Date(Date.now() + 3_600_000);
      await update.execute(id, { publishedAt: later });
      expect((await new ListEpisodes(repository).execute()).total).toBe(0);
      expect(await new NextEpisodePublication(repository).execute()).toEqual(later);
    });

    it('checks only the media that change: media the episode has keep passing', async () => {
      const [demo] = await repository.addAll([anEpisodeDraft({ number: 1, audioUrl: '/media/demo/tune-1.mp3', imageUrl: '/media/demo/episode-1.svg' })]);
      await expect(update.execute(demo!.id, { title: 'Retitled', audioUrl: '/media/demo/tune-1.mp3' })).resolves.toMatchObject({ title: 'Retitled' });
      expect(await fieldsOf(update.execute(demo!.id, { imageUrl: '/media/not-uploaded.jpg' }))).toEqual(['imageUrl']);
    });

    it('refuses another episode’s number, keeps its own, and answers EpisodeNotFound for an unknown id', async () => {
      const first = await create.execute(input);
      const second = await create.execute({ ...input, number: 13 });
      await expect(update.execute(second.id, { number: 12 })).rejects.toEqual(new EpisodeNumberTaken(12));
      await expect(update.execute(first.id, { number: 12, title: 'Same number' })).resolves.toMatchObject({ number: 12 });
      await expect(update.execute(999, { featured: true })).rejects.toEqual(new EpisodeNotFound(999));
    });
  });

  describe(DeleteEpisode.name, () => {
    it('removes an episode and announces it; an unknown one is EpisodeNotFound', async () => {
      const { id } = await create.execute(input);
      changes.published.length = 0;
      const remove = new DeleteEpisode(repository, changes);
      await remove.execute(id);
      expect(await repository.count()).toBe(0);
      expect(changes.published).toEqual([{ aggregate: EPISODE_AGGREGATE, keys: [id] }]);
      await expect(remove.execute(id)).rejects.toEqual(new EpisodeNotFound(id));
    });
  });

  describe(GetManagedEpisode.name, () => {
    it('gets an episode in any state, or EpisodeNotFound', async () => {
      const episode = await create.execute({ ...input, publishedAt: new Date(Date.now() + 60_000) });
      await expect(new GetManagedEpisode(repository).execute(episode.id)).resolves.toEqual(episode);
      await expect(new GetManagedEpisode(repository).execute(episode.id + 1)).rejects.toBeInstanceOf(EpisodeNotFound);
    });
  });

  describe(PreviewEpisodeDescription.name, () => {
    it('renders the description as a write would store it (trimmed, by the same renderer), storing nothing', async () => {
      const preview = new PreviewEpisodeDescription(sanitizer).execute('  A **money** date\n');
      expect(preview).toEqual({ html: fakeSanitized('A **money** date') });
      expect(await repository.count()).toBe(0);
    });

    it('previews nothing written as nothing, without rendering', () => {
      expect(new PreviewEpisodeDescription(sanitizer).execute(' \n ')).toEqual({ html: '' });
      expect(sanitizer.sanitized).toEqual([]);
    });
  });
});
