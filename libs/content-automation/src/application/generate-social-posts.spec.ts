import { checkPlatformText, type SocialPlatform } from '../domain/index.js';
import { InMemoryEpisodeCatalogue, InMemoryGeneratedContent, RecordingSocialPublisher } from '../testing/index.js';
import { ContentWriter, type WrittenEpisodeContent, type WrittenSocialPost } from './content-writer.js';
import { GenerateSocialPosts } from './generate-social-posts.js';
import { FindConnectedPlatforms } from './publish-social-post.js';

const link = 'https://harmony.example/episode/7';

/** Writes the same two posts each time: one for X, one for LinkedIn (long). */
class TwoPostWriter extends ContentWriter {
  override async writeEpisodeContent(): Promise<WrittenEpisodeContent> {
    throw new Error('not asked');
  }
  override async writeSocialPosts(): Promise<WrittenSocialPost[]> {
    return [
      { platform: 'twitter', contentType: 'text', content: `Money dates work when both of you bring one question. ${link} #Money` },
      { platform: 'linkedin', contentType: 'text', content: `${'Planning together beats arguing apart. '.repeat(30).trim()} ${link}` },
    ];
  }
}

describe(`${GenerateSocialPosts.name} for connected platforms (issue 26)`, () => {
  const generate = (publisher: RecordingSocialPublisher) => {
    const content = new InMemoryGeneratedContent();
    const episodes = new InMemoryEpisodeCatalogue([{ id: 7, number: 12, title: 'Money Dates', description: 'Money dates.', imageUrl: null }]);
    return new GenerateSocialPosts(episodes, new TwoPostWriter(), content, content.posts, { episodeUrl: () => link }, new FindConnectedPlatforms(publisher));
  };

  it("writes the seed's posts only when nothing beyond them is connected", async () => {
    const posts = await generate(new RecordingSocialPublisher([])).execute(7, 2);
    expect(posts.map((post) => post.platform)).toEqual(['twitter', 'linkedin']);
  });

  it("adds a post for each connected network, within its account's limit, submitted for review", async () => {
    const posts = await generate(
      new RecordingSocialPublisher([
        { platform: 'mastodon', maxCharacters: 500, state: 'connected' },
        { platform: 'bluesky', maxCharacters: 300, state: 'connected' },
        { platform: 'linkedin', maxCharacters: 700, state: 'connected' },
      ]),
    ).execute(7, 2);
    expect(posts.map((post) => post.platform)).toEqual(['twitter', 'linkedin', 'mastodon', 'bluesky']);
    expect(posts.every((post) => post.status === 'pending_approval')).toBe(true);
    const linkedin = posts.find((post) => post.platform === 'linkedin')!;
    expect(linkedin.content.length).toBeLessThanOrEqual(700);
    expect(linkedin.content.endsWith(link)).toBe(true);
    for (const post of posts) expect(checkPlatformText(post.platform as SocialPlatform, post.content).broken).toEqual([]);
  });
});
