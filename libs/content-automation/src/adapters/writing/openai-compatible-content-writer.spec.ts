import { ConfigError } from '@harmony/platform';
import type { WritingBrief, WrittenSocialPost } from '../../application/content-writer.js';
import { blogContentProblem, checkPlatformText, SOCIAL_SLOTS } from '../../domain/index.js';
import type { OpenAiCompatibleService } from '../openai-compatible/openai-compatible-http.js';
import { aLocalService, expectStoppedByTheJob } from '../openai-compatible/testing/fake-openai-service.js';
import { contentWriterFrom, loadWritingConfig, OfflineContentWriter, OpenAiCompatibleContentWriter } from './index.js';

const brief: WritingBrief = {
  episode: { id: 4, number: 9, title: 'Beekeeping in the city', imageUrl: null, description: '<p>Urban beekeeper Ana Silva explains how rooftop hives survive the winter.</p><p>She covers swarm prevention, honey harvests and talking to the neighbours.</p>' },
  episodeUrl: 'https://harmony.fm/episodes/9',
  transcript: null,
};

const aiBlogContent = [
  'Rooftop hives are a surprising success story in the city, and Ana Silva has kept them for a decade.',
  '',
  '## Winter on the roof',
  '',
  'Ana wraps her hives against the wind and leaves the bees enough honey to last until spring. She checks the entrance weekly, and never opens a hive when it is cold.',
  '',
  '## Swarms and neighbours',
  '',
  'Swarm prevention starts in April with space in the hive, and a jar of honey for the neighbours buys a lot of patience.',
  '',
  '## Key takeaways',
  '',
  '- Leave the bees their own honey for the winter.',
  '- Give a colony space before it thinks of swarming.',
  '- Talk to the neighbours before the first hive arrives.',
].join('\n');

const aiPosts = (): WrittenSocialPost[] => SOCIAL_SLOTS.map((slot) => ({ ...slot, content: `AI ${slot.platform} ${slot.contentType} post about rooftop bees. https://harmony.fm/episodes/9` }));

/** The service's writer, the offline one filling what its answers lack (as `contentWriterFrom` composes them). */
const writerOf = (service: OpenAiCompatibleService) => new OpenAiCompatibleContentWriter(service, new OfflineContentWriter());

const aiAnswer = (overrides: Record<string, unknown> = {}): string =>
  JSON.stringify({
    blogPost: { title: 'Keeping bees on a city roof', excerpt: 'Ana Silva on rooftop hives.', content: aiBlogContent },
    socialPosts: aiPosts(),
    pullQuote: 'Leave the bees their own honey.',
    videoDescription: 'Ana Silva on rooftop beekeeping. https://harmony.fm/episodes/9',
    ...overrides,
  });

describe('OpenAI-compatible writing, against a local service', () => {
  const { service, config } = aLocalService();

  describe('OpenAiCompatibleContentWriter', () => {
    it('asks the chat endpoint in JSON mode, with the key, the model and the episode, and keeps a valid answer', async () => {
      service.answerChat(aiAnswer());
      const content = await writerOf(config()).writeEpisodeContent(brief);

      expect(service.received).toHaveLength(1);
      const [request] = service.received;
      expect(request).toMatchObject({ method: 'POST', url: '/v1/chat/completions' });
      expect(request!.headers.authorization).toBe('Bearer secret-key');
      const sent = JSON.parse(request!.body.toString('utf8')) as { model: string; response_format: unknown; messages: { role: string; content: string }[] };
      expect(sent.model).toBe('test-model');
      expect(sent.response_format).toEqual({ type: 'json_object' });
      expect(sent.messages.at(-1)!.content).toContain('Beekeeping in the city');
      expect(sent.messages.at(-1)!.content).toContain('rooftop hives survive the winter');

      expect(content.blogPost).toEqual({ title: 'Keeping bees on a city roof', excerpt: 'Ana Silva on rooftop hives.', content: aiBlogContent });
      expect(content.socialPosts).toEqual(aiPosts());
      expect(content.pullQuote).toBe('Leave the bees their own honey.');
      expect(content.pullQuoteStartSeconds).toBeNull();
      expect(content.videoDescription).toBe('Ana Silva on rooftop beekeeping. https://harmony.fm/episodes/9');
    });

    it('sends no authorization header without a key', async () => {
      service.answerChat(aiAnswer());
      await writerOf(config({ apiKey: null })).writeEpisodeContent(brief);
      expect(service.received[0]!.headers.authorization).toBeUndefined();
    });

    it('replaces each broken piece with the offline writer’s, and keeps the rest', async () => {
      const posts = aiPosts();
      const xText = posts.findIndex((post) => post.platform === 'twitter' && post.contentType === 'text');
      posts[xText] = { ...posts[xText]!, content: 'Far too long for X. '.repeat(20) };
      const linkedinImage = posts.findIndex((post) => post.platform === 'linkedin' && post.contentType === 'image');
      posts[linkedinImage] = { ...posts[linkedinImage]!, content: posts[0]!.content };
      service.answerChat(aiAnswer({ blogPost: { title: 'Bees', excerpt: 'Short.', content: '## Bees\n\nToo short.' }, socialPosts: posts, pullQuote: 'x'.repeat(141) }));

      const content = await writerOf(config()).writeEpisodeContent(brief);
      const offline = await new OfflineContentWriter().writeEpisodeContent(brief);

      expect(content.blogPost).toEqual(offline.blogPost);
      expect(blogContentProblem(content.blogPost.content)).toBeNull();
      expect(content.pullQuote).toBe(offline.pullQuote);
      expect(content.socialPosts.map((post) => `${post.platform}/${post.contentType}`)).toEqual(SOCIAL_SLOTS.map((slot) => `${slot.platform}/${slot.contentType}`));
      expect(content.socialPosts[xText]!.content).not.toContain('Far too long');
      expect(content.socialPosts[linkedinImage]!.content).not.toBe(posts[0]!.content);
      content.socialPosts.forEach((post, index) => {
        expect(checkPlatformText(post.platform, post.content).broken).toEqual([]);
        if (index !== xText && index !== linkedinImage) expect(post.content).toBe(posts[index]!.content);
      });
      expect(new Set(content.socialPosts.map((post) => post.content)).size).toBe(12);
    });

    it('writes everything offline when the answer is not JSON', async () => {
      service.answerChat('Sure! Here is your content: {blogPost: ...');
      const content = await writerOf(config()).writeEpisodeContent(brief);
      expect(content).toEqual(await new OfflineContentWriter().writeEpisodeContent(brief));
    });

    it('fails with the service’s own message when it refuses', async () => {
      service.answer = { status: 500, body: JSON.stringify({ error: { message: 'model overloaded' } }) };
      await expect(writerOf(config()).writeEpisodeContent(brief)).rejects.toThrow('The writing service answered 500: model overloaded');
    });

    it('fails with a clear message when the service cannot be reached', async () => {
      await expect(writerOf(config({ baseUrl: 'http://127.0.0.1:1/v1' })).writeEpisodeContent(brief)).rejects.toThrow(/^The writing service at http:\/\/127\.0\.0\.1:1\/v1 could not be reached/);
    });

    it('stops waiting for the service when the job is stopped, and hangs up', async () => {
      const writer = writerOf(config({ timeoutMs: 60_000 }));
      await expectStoppedByTheJob(service, 'never', 'writing service', (signal) => writer.writeEpisodeContent(brief, { signal }));
    });

    it('writes more posts, replacing any that repeat an existing text', async () => {
      const existing = ['Already posted about bees.'];
      service.answerChat(
        JSON.stringify({
          socialPosts: [
            { platform: 'instagram', contentType: 'image', content: 'Already posted about bees.' },
            { platform: 'instagram', contentType: 'reel', content: 'A new reel about rooftop bees! https://harmony.fm/episodes/9' },
            { platform: 'instagram', contentType: 'text', content: 'A new reel about rooftop bees! https://harmony.fm/episodes/9' },
          ],
        }),
      );
      const posts = await writerOf(config()).writeSocialPosts(brief, 3, existing);

      expect(JSON.parse(service.received[0]!.body.toString('utf8')).messages.at(-1).content).toContain('Already posted about bees.');
      expect(posts.map((post) => `${post.platform}/${post.contentType}`)).toEqual(['instagram/image', 'instagram/reel', 'instagram/text']);
      expect(posts[1]!.content).toBe('A new reel about rooftop bees! https://harmony.fm/episodes/9');
      expect(new Set([...existing, ...posts.map((post) => post.content)]).size).toBe(4);
    });
  });
});

describe('loadWritingConfig and the factories', () => {
  it('is offline when no service is set (an empty value counts as unset)', () => {
    const config = loadWritingConfig({ AI_BASE_URL: '', TRANSCRIBE_URL: ' ' });
    expect(config).toEqual({ writer: null, transcriber: null });
    expect(contentWriterFrom(config.writer)).toBeInstanceOf(OfflineContentWriter);
  });

  it('uses the services that are set, with default models and time limits', () => {
    const config = loadWritingConfig({ AI_BASE_URL: 'http://127.0.0.1:8000/v1/', AI_API_KEY: 'k', TRANSCRIBE_URL: 'https://api.example.com/v1', TRANSCRIBE_TIMEOUT_SECONDS: '30' });
    expect(config).toEqual({
      writer: { baseUrl: 'http://127.0.0.1:8000/v1', model: 'gpt-4o-mini', apiKey: 'k', timeoutMs: 60_000 },
      transcriber: { baseUrl: 'https://api.example.com/v1', model: 'whisper-1', apiKey: null, timeoutMs: 30_000 },
    });
    expect(contentWriterFrom(config.writer)).toBeInstanceOf(OpenAiCompatibleContentWriter);
  });

  it('refuses a URL that is not http(s), naming the variable', () => {
    expect(() => loadWritingConfig({ AI_BASE_URL: 'ftp://models.local' })).toThrow(ConfigError);
    expect(() => loadWritingConfig({ TRANSCRIBE_URL: 'not a url' })).toThrow(/TRANSCRIBE_URL/);
  });
});
