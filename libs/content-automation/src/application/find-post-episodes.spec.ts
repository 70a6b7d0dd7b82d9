import { InMemoryEpisodeCatalogue } from '../testing/index.js';
import { FindPostEpisodes } from './find-post-episodes.js';

describe(FindPostEpisodes.name, () => {
  /** Episodes 7 (number 12) and 8 (number 13). */
  const twoEpisodes = () =>
    new InMemoryEpisodeCatalogue([
      { id: 7, number: 12, title: 'Two accounts or one?', description: '', imageUrl: null },
      { id: 8, number: 13, title: 'The money date', description: '', imageUrl: null },
    ]);

  it("names each post's episode by number and title with one read for the whole list, and null for an episode gone", async () => {
    const catalogue = twoEpisodes();
    const posts = [{ episodeId: 7 }, { episodeId: 8 }, { episodeId: 7 }, { episodeId: 99 }];
    const episodeOf = await new FindPostEpisodes(catalogue).of(posts);
    expect(posts.map(episodeOf)).toEqual([
      { id: 7, number: 12, title: 'Two accounts or one?' },
      { id: 8, number: 13, title: 'The money date' },
      { id: 7, number: 12, title: 'Two accounts or one?' },
      null,
    ]);
    expect(catalogue.nameReads).toEqual([[7, 8, 99]]);
  });

  it('reads nothing for no posts', async () => {
    const catalogue = twoEpisodes();
    await new FindPostEpisodes(catalogue).of([]);
    expect(catalogue.nameReads).toEqual([]);
  });
});
