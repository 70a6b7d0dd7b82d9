import { InvalidInput } from '@harmony/platform/domain';
import { RecordingContentChanges } from '@harmony/platform/testing';
import { EPISODE_AGGREGATE, EpisodeNotFound, parseTranscript } from '../domain/index.js';
import { anEpisodeDraft, FakeMediaLibrary, InMemoryEpisodeRepository } from '../testing/index.js';
import { GetEpisode } from './get-episode.js';
import { EpisodeTranscriptAndChapters } from './transcript-and-chapters.js';

const SRT = '1\n00:00:01,000 --> 00:00:02,500\nHello\n';
const CHAPTERS = { version: '1.2.0', chapters: [{ startTime: 0, title: 'Welcome' }, { startTime: 90, title: 'Budgets' }] };

describe(EpisodeTranscriptAndChapters.name, () => {
  let repository: InMemoryEpisodeRepository;
  let media: FakeMediaLibrary;
  let changes: RecordingContentChanges;
  let companions: EpisodeTranscriptAndChapters;
  let id: number;

  beforeEach(async () => {
    repository = new InMemoryEpisodeRepository();
    media = new FakeMediaLibrary();
    changes = new RecordingContentChanges();
    companions = new EpisodeTranscriptAndChapters(repository, media, changes);
    id = (await repository.addAll([anEpisodeDraft()]))[0]!.id;
  });

  it('stores an uploaded transcript as WebVTT with its cues, announces it, and the public read carries it', async () => {
    const episode = await companions.storeTranscript(id, SRT);

    expect(episode.transcriptUrl).toMatch(new RegExp(`^/media/episodes/${id}/transcript-.+\\.vtt$`));
    expect(media.files.get(episode.transcriptUrl!)).toBe('WEBVTT\n\n1\n00:00:01.000 --> 00:00:02.500\nHello\n');
    expect(episode.transcript).toEqual({ cues: [{ startSeconds: 1, endSeconds: 2.5, text: 'Hello' }] });
    expect(changes.published).toEqual([{ aggregate: EPISODE_AGGREGATE, keys: [id] }]);
    expect(await new GetEpisode(repository).execute(id, new Date('2030-01-01'))).toMatchObject({ transcriptUrl: episode.transcriptUrl, transcript: episode.transcript, chapters: null });
  });

  it('refuses a broken transcript before storing anything', async () => {
    await expect(companions.storeTranscript(id, 'WEBVTT\n\n00:00:05.000 --> 00:00:01.000\nx\n')).rejects.toBeInstanceOf(InvalidInput);
    expect(media.files.size).toBe(0);
    expect(changes.published).toEqual([]);
  });

  it("records a machine transcript only when the owner's is not there", async () => {
    expect(await companions.recordMachineTranscript(id, [{ startSeconds: 0, endSeconds: 1, text: 'machine' }])).toBe(true);
    const owners = await companions.storeTranscript(id, SRT);
    expect(await companions.recordMachineTranscript(id, [{ startSeconds: 0, endSeconds: 1, text: 'again' }])).toBe(false);
    expect((await companions.detail(id)).transcript).toEqual(owners.transcript);
    await expect(companions.recordMachineTranscript(id + 1, [])).rejects.toBeInstanceOf(EpisodeNotFound);
  });

  it('stores chapters as a JSON Chapters file, and removes both', async () => {
    const withChapters = await companions.storeChapters(id, CHAPTERS);
    expect(withChapters.chapters).toEqual([{ startSeconds: 0, title: 'Welcome' }, { startSeconds: 90, title: 'Budgets' }]);
    expect(JSON.parse(media.files.get(withChapters.chaptersUrl!) ?? '')).toEqual(CHAPTERS);

    await companions.storeTranscript(id, SRT);
    const removed = await companions.removeChapters(id);
    expect(removed).toMatchObject({ chapters: null, chaptersUrl: null, transcript: parseTranscript(SRT) });
    expect(await companions.removeTranscript(id)).toMatchObject({ transcript: null, transcriptUrl: null });
    expect(changes.published).toHaveLength(4);
  });

  it('answers a missing episode as EpisodeNotFound', async () => {
    await expect(companions.storeChapters(id + 1, CHAPTERS)).rejects.toBeInstanceOf(EpisodeNotFound);
    await expect(companions.removeTranscript(id + 1)).rejects.toBeInstanceOf(EpisodeNotFound);
    expect(media.files.size).toBe(0);
  });
});
