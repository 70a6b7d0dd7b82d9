import { anEpisodeDraft, InMemoryEpisodeRepository } from '../testing/index.js';
import { CountEpisodes } from './count-episodes.js';

describe(CountEpisodes.name, () => {
  it('counts every episode of the catalogue, scheduled ones too', async () => {
    const episodes = new InMemoryEpisodeRepository();
    await episodes.addAll([anEpisodeDraft({ number: 1 }), anEpisodeDraft({ number: 2, publishedAt: new Date('2999-01-01T00:00:00Z') })]);
    await expect(new CountEpisodes(episodes).execute()).resolves.toBe(2);
  });
});
