import { ListAllEpisodes } from '@harmony/episode';
import { anEpisodeDraft, InMemoryEpisodeRepository } from '@harmony/episode/testing';
import { CountAudience } from '@harmony/audience';
import { AudienceContextFigures } from './audience-figures.adapter.js';
import { EpisodeContextAudio } from './episode-audio-catalogue.adapter.js';

describe(EpisodeContextAudio.name, () => {
  it("answers each public episode's audio file and its duration in seconds, through the episode context's ListAllEpisodes", async () => {
    const repository = new InMemoryEpisodeRepository();
    const [episode] = await repository.addAll([anEpisodeDraft({ title: 'Budgets for two', audioUrl: '/media/episodes/7/audio-a.mp3', duration: '1:02:03' })]);
    expect(await new EpisodeContextAudio(new ListAllEpisodes(repository)).episodeAudio()).toEqual([
      { episodeId: episode!.id, title: 'Budgets for two', audioUrl: '/media/episodes/7/audio-a.mp3', durationSeconds: 3723, publishedAt: episode!.publishedAt },
    ]);
  });
});

describe(AudienceContextFigures.name, () => {
  it("answers the audience context's totals, through its CountAudience", async () => {
    const counts = { newsletterSubscribers: async () => 240, contactMessages: async () => 12 };
    expect(await new AudienceContextFigures(new CountAudience(counts)).totals()).toEqual({ newsletterSubscribers: 240, contactMessages: 12 });
  });
});
