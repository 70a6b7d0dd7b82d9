import { RecordingContentChanges } from '@harmony/platform/testing';
import { EpisodeTranscriptAndChapters, GetManagedEpisode, ListManagedEpisodes, UpdateEpisode } from '@harmony/episode';
import { anEpisodeDraft, FakeDescriptionSanitizer, FakeMediaLibrary, InMemoryEpisodeRepository } from '@harmony/episode/testing';
import { EpisodeContextCatalogue } from './episode-catalogue.adapter.js';

describe(EpisodeContextCatalogue.name, () => {
  const segments = [
    { startSeconds: 4, endSeconds: 6, text: 'Then the budget.' },
    { startSeconds: 0, endSeconds: 4, text: 'Welcome back.' },
  ];

  async function catalogue() {
    const repository = new InMemoryEpisodeRepository();
    const media = new FakeMediaLibrary();
    const changes = new RecordingContentChanges();
    const transcripts = new EpisodeTranscriptAndChapters(repository, media, changes);
    const adapter = new EpisodeContextCatalogue(
      new GetManagedEpisode(repository),
      new UpdateEpisode(repository, media, new FakeDescriptionSanitizer(), changes),
      transcripts,
      new ListManagedEpisodes(repository),
    );
    const [episode] = await repository.addAll([anEpisodeDraft()]);
    return { adapter, transcripts, repository, id: episode!.id };
  }

  it('names the episodes of many ids in one read, scheduled ones too, leaving out ids no episode has', async () => {
    const { adapter, repository, id } = await catalogue();
    const [scheduled] = await repository.addAll([anEpisodeDraft({ number: 12, title: 'Later', audioUrl: null, publishedAt: new Date(Date.now() + 3_600_000) })]);
    const first = await repository.getAny(id);
    const names = await adapter.namesOf([id, scheduled!.id, 999_999]);
    expect(names).toEqual(expect.arrayContaining([{ id, number: first!.number, title: first!.title }, { id: scheduled!.id, number: 12, title: 'Later' }]));
    expect(names).toHaveLength(2);
    expect(await adapter.namesOf([])).toEqual([]);
  });

  it("stores the transcriber's segments on the episode as its transcript, sorted", async () => {
    const { adapter, transcripts, id } = await catalogue();
    expect(await adapter.recordTranscript(id, segments)).toBe(true);
    const episode = await transcripts.detail(id);
    expect(episode.transcriptUrl).toMatch(/\.vtt$/);
    expect(episode.transcript?.cues.map((cue) => cue.text)).toEqual(['Welcome back.', 'Then the budget.']);
  });

  it('leaves a transcript the owner uploaded as it is', async () => {
    const { adapter, transcripts, id } = await catalogue();
    const uploaded = await transcripts.storeTranscript(id, 'WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nThe owner wrote this.\n');
    expect(await adapter.recordTranscript(id, segments)).toBe(false);
    expect((await transcripts.detail(id)).transcript).toEqual(uploaded.transcript);
  });
});
