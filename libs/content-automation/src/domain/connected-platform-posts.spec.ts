import { countCharacters } from './platform-limits.js';
import { fitToAccount, withConnectedPlatforms, type PlatformPostText } from './connected-platform-posts.js';

const link = 'https://harmony.example/episodes/12';
const written: PlatformPostText[] = [
  { platform: 'twitter', contentType: 'text', content: `Money dates work when both of you bring one question. ${link} #Money` },
  { platform: 'twitter', contentType: 'image', content: `One question each, every week. ${link}` },
  { platform: 'facebook', contentType: 'text', content: `What would your money date look like? ${link}` },
  { platform: 'linkedin', contentType: 'text', content: `${'Planning together beats arguing apart. '.repeat(20).trim()} ${link}` },
];

describe('posts for the connected platforms (issue 26)', () => {
  it('writes nothing more when no account is connected', () => {
    expect(withConnectedPlatforms(written, [])).toEqual(written);
  });

  it('adds a Mastodon and a Bluesky post per X post, and a webhook post per Facebook post, each within its limit', () => {
    const posts = withConnectedPlatforms(written, [
      { platform: 'mastodon', maxCharacters: 500 },
      { platform: 'bluesky', maxCharacters: 300 },
      { platform: 'webhook', maxCharacters: 5_000 },
    ]);
    expect(posts.slice(written.length).map(({ platform, contentType }) => `${platform}/${contentType}`)).toEqual(['mastodon/text', 'mastodon/image', 'bluesky/text', 'bluesky/image', 'webhook/text']);
    expect(posts.find((post) => post.platform === 'mastodon')?.content).toBe(written[0]!.content);
  });

  it("cuts a post to its account's lower limit at a word boundary, keeping its link", () => {
    const [, , , linkedin] = withConnectedPlatforms(written, [{ platform: 'linkedin', maxCharacters: 120 }]);
    expect(linkedin!.content.length).toBeLessThanOrEqual(120);
    expect(linkedin!.content).toMatch(new RegExp(`… ${link}$`));
    const bluesky = fitToAccount('bluesky', `${'🎙 '.repeat(400)}${link}`);
    expect(countCharacters('bluesky', bluesky!)).toBeLessThanOrEqual(300);
    expect(bluesky!.endsWith(link)).toBe(true);
  });
});
