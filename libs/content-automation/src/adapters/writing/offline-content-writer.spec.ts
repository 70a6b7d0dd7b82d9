import type { WritingBrief, WrittenEpisodeContent } from '../../application/content-writer.js';
import type { EpisodeFacts } from '../../application/episode-catalogue.js';
import type { Transcript } from '../../application/transcriber.js';
import { blogContentProblem, checkPlatformText, SEED_PLATFORMS, SOCIAL_CONTENT_TYPES } from '../../domain/index.js';
import { OfflineContentWriter } from './offline-content-writer.js';
import { showNotesAsText } from './show-notes-text.js';

const gardening: EpisodeFacts = {
  id: 1,
  number: 12,
  title: 'Growing tomatoes on a small balcony',
  imageUrl: null,
  description: `<p>Maria Lopez has grown tomatoes on a tiny city balcony for ten years.</p>
<p>She explains why <strong>container size</strong> matters more than the variety you pick, and how cherry tomatoes forgive beginner mistakes.</p>
<ul><li>Choose containers of at least twenty litres for each tomato plant</li><li>Water deeply in the morning &amp; mulch the soil surface</li></ul>
<p>We also talk about balcony wind, companion planting with basil, and hand pollination when bees are scarce.</p>
<p>Maria's final advice: start with two plants, keep a watering diary and enjoy the first red fruit.</p>`,
};

const security: EpisodeFacts = {
  id: 2,
  number: 31,
  title: 'Password managers for small teams',
  imageUrl: null,
  description: `<p>Security engineer Tom Becker explains how small teams can adopt a password manager without slowing anyone down.</p>
<p>Shared vaults replace the spreadsheet of passwords that every startup keeps somewhere.</p>
<p>Tom walks through two-factor authentication, recovery codes and what happens when an employee leaves.</p>
<p>The biggest risk is not the tool but the habit of reusing passwords across personal and work accounts.</p>`,
};

const brief = (episode: EpisodeFacts, transcript: Transcript | null = null): WritingBrief => ({ episode, episodeUrl: `https://harmony.example/episodes/${episode.number}`, transcript });

function expectEveryRuleKept(content: WrittenEpisodeContent): void {
  expect(blogContentProblem(content.blogPost.content)).toBeNull();
  expect(content.blogPost.title.length).toBeGreaterThan(0);
  expect(content.blogPost.excerpt.length).toBeGreaterThan(0);
  expect(content.socialPosts.map((post) => `${post.platform}/${post.contentType}`)).toEqual(SEED_PLATFORMS.flatMap((platform) => SOCIAL_CONTENT_TYPES.map((type) => `${platform}/${type}`)));
  for (const post of content.socialPosts) expect({ post: `${post.platform}/${post.contentType}`, broken: checkPlatformText(post.platform, post.content).broken }).toEqual({ post: `${post.platform}/${post.contentType}`, broken: [] });
  expect(new Set(content.socialPosts.map((post) => post.content)).size).toBe(content.socialPosts.length);
  expect(content.pullQuote.length).toBeGreaterThan(0);
  expect(content.pullQuote.length).toBeLessThanOrEqual(140);
  expect(content.videoDescription.length).toBeGreaterThan(0);
  // The newsletter draft keeps the audience's rules (newsletterText): one-line subject and preview of at most 200, the episode linked.
  const { subject, previewText, content: newsletter } = content.newsletter;
  expect(subject).toMatch(/^New episode: [^\r\n]+$/);
  expect(subject.length).toBeLessThanOrEqual(200);
  expect(previewText).not.toMatch(/[\r\n]/);
  expect(previewText.length).toBeLessThanOrEqual(200);
  expect(newsletter).toMatch(/\[Listen to the episode\]\(https:\/\/[^)]+\)$/);
}

/** A long transcript of varied sentences (about `words` words) with timed segments of one sentence each. */
function syntheticTranscript(words: number): Transcript {
  const subjects = ['Remote teams', 'Written communication', 'The quarterly roadmap', 'Customer interviews', 'Hiring managers', 'Async standups', 'Product analytics', 'Team rituals'];
  const verbs = ['depend on', 'improve with', 'struggle without', 'benefit from', 'are shaped by', 'suffer from'];
  const objects = ['clear written goals', 'honest feedback loops', 'shared decision records', 'careful onboarding plans', 'regular demo days', 'small experiments each week', 'a calm meeting culture'];
  const segments: { startSeconds: number; endSeconds: number; text: string }[] = [];
  let count = 0;
  for (let index = 0; count < words; index += 1) {
    const text = `${subjects[index % subjects.length]} ${verbs[index % verbs.length]} ${objects[index % objects.length]}, and episode guests told us about it in detail number ${index}.`;
    segments.push({ startSeconds: index * 4, endSeconds: index * 4 + 4, text });
    count += text.split(' ').length;
  }
  return { text: segments.map((segment) => segment.text).join(' '), segments };
}

describe('OfflineContentWriter', () => {
  const writer = new OfflineContentWriter();

  it('writes content that keeps every rule, from the show notes', async () => {
    expectEveryRuleKept(await writer.writeEpisodeContent(brief(gardening)));
  });

  it('writes about each episode’s own subject', async () => {
    const tomatoes = await writer.writeEpisodeContent(brief(gardening));
    const passwords = await writer.writeEpisodeContent(brief(security));
    expect(tomatoes.blogPost.title).toContain('Growing tomatoes on a small balcony');
    expect(passwords.blogPost.title).toContain('Password managers for small teams');
    expect(tomatoes.blogPost.content).toMatch(/tomato/i);
    expect(tomatoes.blogPost.content).not.toMatch(/password/i);
    expect(passwords.blogPost.content).toMatch(/password/i);
    expect(passwords.blogPost.content).not.toMatch(/tomato/i);
    for (const post of tomatoes.socialPosts) expect(post.content).toMatch(/tomato|balcony|container|maria/i);
    for (const post of passwords.socialPosts) expect(post.content).toMatch(/password|vault|team|tom/i);
    expect(tomatoes.pullQuote).not.toEqual(passwords.pullQuote);
    expect(tomatoes.socialPosts.map((post) => post.content)).not.toEqual(passwords.socialPosts.map((post) => post.content));
  });

  it('takes the excerpt and the pull quote from the episode’s own sentences', async () => {
    const content = await writer.writeEpisodeContent(brief(gardening));
    const source = showNotesAsText(gardening.description);
    expect(source).toContain(content.pullQuote.replace(/…$/, ''));
    expect(source).toContain(content.blogPost.excerpt.split(/(?<=\.) /)[0]!);
    expect(content.pullQuoteStartSeconds).toBeNull();
  });

  it('writes a blog post with sections, key takeaways and the link to the episode', async () => {
    const { blogPost } = await writer.writeEpisodeContent(brief(security));
    expect(blogPost.content).toMatch(/^## Key takeaways\n\n- /m);
    expect(blogPost.content).toMatch(/^## What the episode covers$/m);
    expect(blogPost.content).toContain('https://harmony.example/episodes/31');
    expect(blogPost.content.length).toBeGreaterThanOrEqual(600);
  });

  it('keeps the rules from a one-sentence description, filling out the blog post about the episode', async () => {
    const short: EpisodeFacts = { ...security, number: 7, title: 'Sourdough basics', description: '<p>We bake bread.</p>' };
    const content = await writer.writeEpisodeContent(brief(short));
    expectEveryRuleKept(content);
    expect(content.blogPost.content).toContain('## How to use this episode together');
    expect(content.blogPost.content).toContain('Episode 7, “Sourdough basics”');
  });

  it('keeps the rules with no description at all', async () => {
    expectEveryRuleKept(await writer.writeEpisodeContent(brief({ ...gardening, description: '' })));
  });

  it('keeps X’s limit with a very long title and counts the link as 23', async () => {
    // A domain X recognises: an unknown one (harmony.example) is no link to twitter-text, and counts in full.
    const longUrl = `https://harmony.fm/episodes/12-${'growing-tomatoes-on-a-balcony-'.repeat(6)}`;
    const content = await writer.writeEpisodeContent({ ...brief({ ...gardening, title: 'Tomatoes '.repeat(60).trim() }), episodeUrl: longUrl });
    expectEveryRuleKept(content);
    const xPosts = content.socialPosts.filter((post) => post.platform === 'twitter');
    for (const post of xPosts) expect(post.content).toContain(longUrl);
    expect(Math.max(...xPosts.map((post) => post.content.length))).toBeGreaterThan(280);
  });

  it('gives the same text for the same episode', async () => {
    expect(await writer.writeEpisodeContent(brief(gardening))).toEqual(await new OfflineContentWriter().writeEpisodeContent(brief(gardening)));
  });

  it('works from a 60-minute transcript, and finds when the pull quote is said', async () => {
    const transcript = syntheticTranscript(9_000);
    const content = await writer.writeEpisodeContent(brief(security, transcript));
    expectEveryRuleKept(content);
    expect(transcript.text).toContain(content.pullQuote.replace(/…$/, ''));
    const segment = transcript.segments.find((candidate) => candidate.startSeconds === content.pullQuoteStartSeconds);
    expect(segment?.text).toContain(content.pullQuote.replace(/…$/, '').split(' ').slice(0, 6).join(' '));
  });

  describe('the four faults of issue 23', () => {
    const budget: EpisodeFacts = {
      id: 4,
      number: 4,
      title: 'Building your first budget as a couple',
      imageUrl: null,
      description: 'Newlyweds Dan and Leah built their **first budget** on a Sunday afternoon with a spreadsheet, a pot of tea and a lot of patience.',
    };

    it('says a one-sentence description once in the run, never as both the summary and the line to remember', async () => {
      const content = await writer.writeEpisodeContent(brief(budget));
      const sentence = 'Newlyweds Dan and Leah built their first budget';
      expect(content.socialPosts.filter((post) => post.content.includes(sentence))).toHaveLength(1);
      expect(content.pullQuote).toContain(sentence);
      expect(content.blogPost.excerpt).not.toContain(sentence);
      expect(content.blogPost.content.split(sentence)).toHaveLength(2);
    });

    it('carries no markdown into posts', async () => {
      const content = await writer.writeEpisodeContent(brief(budget));
      for (const post of content.socialPosts) expect(post.content).not.toMatch(/\*\*|__|^\s*- /m);
    });

    it('takes topics and hashtags from the title, not from nouns said in passing', async () => {
      const content = await writer.writeEpisodeContent(brief(budget));
      const tags = new Set(content.socialPosts.flatMap((post) => post.content.match(/#\p{L}+/gu) ?? []));
      expect([...tags].sort()).toEqual(['#Couple', '#FirstBudget']);
      expect(writer.topicsOf(brief(budget))).toEqual(['first budget', 'couple']);
    });
  });

  describe('writeSocialPosts', () => {
    it('writes count posts round the platforms and content types, none equal to an existing text or to each other', async () => {
      const first = await writer.writeEpisodeContent(brief(gardening));
      const existing = first.socialPosts.map((post) => post.content);
      const more = await writer.writeSocialPosts(brief(gardening), 20, existing);
      expect(more).toHaveLength(20);
      expect(more.slice(0, 12).map((post) => `${post.platform}/${post.contentType}`)).toEqual(first.socialPosts.map((post) => `${post.platform}/${post.contentType}`));
      expect(more[12]).toMatchObject({ platform: 'instagram', contentType: 'image' });
      const texts = more.map((post) => post.content);
      expect(new Set([...texts, ...existing]).size).toBe(texts.length + existing.length);
      for (const post of more) expect(checkPlatformText(post.platform, post.content).broken).toEqual([]);
    });

    it('keeps finding new texts for a one-sentence source, call after call', async () => {
      const short = brief({ ...gardening, description: '<p>Tomatoes.</p>' });
      const existing: string[] = [];
      for (let call = 0; call < 4; call += 1) existing.push(...(await writer.writeSocialPosts(short, 20, existing)).map((post) => post.content));
      expect(new Set(existing).size).toBe(80);
    });

    it('answers the same posts for the same inputs', async () => {
      expect(await writer.writeSocialPosts(brief(security), 5, ['x'])).toEqual(await new OfflineContentWriter().writeSocialPosts(brief(security), 5, ['x']));
    });
  });
});

describe('showNotesAsText', () => {
  it('reads markdown show notes as plain text: emphasis, lists, headings and links give their words only', () => {
    expect(showNotesAsText('## In this episode\n\nWe talk about **joint accounts** and *trust*:\n\n- One pot\n- Yours, mine & ours\n\nRead [the survey](https://example.com/s).')).toBe(
      'In this episode.\nWe talk about joint accounts and trust.\nOne pot.\nYours, mine & ours.\nRead the survey.',
    );
  });

  it('keeps the lines of plain-text show notes apart', () => {
    expect(showNotesAsText('Splitting bills fifty-fifty\nPooling everything')).toBe('Splitting bills fifty-fifty.\nPooling everything.');
  });

  it('keeps the words of legacy HTML show notes, one block a line, entities decoded, scripts dropped', () => {
    expect(showNotesAsText('<h2>Guests</h2><p>Ana &amp; Bo&#39;s <em>garden</em></p><script>alert(1)</script><ul><li>Soil</li><li>Seeds!</li></ul>')).toBe("Guests.\nAna & Bo's garden.\nSoil.\nSeeds!");
  });
});
