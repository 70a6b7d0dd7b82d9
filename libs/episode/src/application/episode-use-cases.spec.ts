import { EpisodeNotFound } from '../domain/index.js';
import { anEpisodeDraft, FakeDemoMedia, InMemoryEpisodeRepository } from '../testing/index.js';
import { demoEpisodes } from './demo-episodes.js';
import { GetEpisode } from './get-episode.js';
import { ListEpisodes } from './list-episodes.js';
import { ListFeaturedEpisodes } from './list-featured-episodes.js';
import { SeedDemoEpisodes } from './seed-demo-episodes.js';

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

  describe(SeedDemoEpisodes.name, () => {
    it('fills an empty catalogue with the demo episodes, three of them featured', async () => {
      const result = await new SeedDemoEpisodes(repository, new FakeDemoMedia()).execute();
      expect(result.seeded).toBe(demoEpisodes.length);
      expect(demoEpisodes.length).toBeGreaterThanOrEqual(8);
      expect(await repository.findFeatured()).toHaveLength(3);
      expect((await repository.findById(1))?.audioUrl).toBe('/media/test/episode-1.mp3');
    });

    it('leaves a catalogue that already has episodes alone', async () => {
      await repository.addAll([anEpisodeDraft()]);
      const result = await new SeedDemoEpisodes(repository, new FakeDemoMedia()).execute();
      expect(result.seeded).toBe(0);
      expect(await repository.count()).toBe(1);
    });
  });
});
