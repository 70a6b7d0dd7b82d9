import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ConfigError } from '@harmony/platform';
import type { WritingBrief, WrittenSocialPost } from '../../application/content-writer.js';
import { blogContentProblem, checkPlatformText } from '../../domain/index.js';
import { contentWriterFrom, loadWritingConfig, NoTranscriber, OfflineContentWriter, OpenAiCompatibleContentWriter, OpenAiCompatibleTranscriber, SOCIAL_SLOTS, transcriberFrom, type OpenAiCompatibleService } from './index.js';

interface Received {
  readonly method: string;
  readonly url: string;
  readonly headers: IncomingHttpHeaders;
  readonly body: Buffer;
}

/** How the service answers: at once, never (a model still thinking), or only its start (a slow stream). */
type Answering = 'at once' | 'never' | 'headers and a start';

/** A small OpenAI-compatible service: it records each request and answers what the test sets. */
class FakeService {
  readonly received: Received[] = [];
  answer: { status: number; body: string } = { status: 200, body: '{}' };
  answering: Answering = 'at once';
  /** Resolves with the answer's end as the service saw it: whether it was sent whole, or the caller hung up first. */
  answered: Promise<'sent' | 'hung up'> | undefined;
  private server: Server | undefined;

  async start(): Promise<string> {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      this.answered = new Promise((resolve) => response.on('close', () => resolve(response.writableFinished ? 'sent' : 'hung up')));
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        this.received.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) });
        if (this.answering === 'at once') response.writeHead(this.answer.status, { 'content-type': 'application/json' }).end(this.answer.body);
        else if (this.answering === 'headers and a start') response.writeHead(200, { 'content-type': 'application/json' }).write('{"text": "Welcome to');
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v1`;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve, reject) => this.server?.close((error) => (error ? reject(error) : resolve())));
  }

  /** Once the service has the whole request. */
  async requestArrived(): Promise<void> {
    while (this.received.length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
  }

  answerChat(content: string): void {
    this.answer = { status: 200, body: JSON.stringify({ id: 'chatcmpl-1', object: 'chat.completion', choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }] }) };
  }
}

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

const aiAnswer = (overrides: Record<string, unknown> = {}): string =>
  JSON.stringify({
    blogPost: { title: 'Keeping bees on a city roof', excerpt: 'Ana Silva on rooftop hives.', content: aiBlogContent },
    socialPosts: aiPosts(),
    pullQuote: 'Leave the bees their own honey.',
    videoDescription: 'Ana Silva on rooftop beekeeping. https://harmony.fm/episodes/9',
    ...overrides,
  });

describe('OpenAI-compatible adapters, against a local service', () => {
  const service = new FakeService();
  let baseUrl: string;
  let config: (overrides?: Partial<OpenAiCompatibleService>) => OpenAiCompatibleService;

  beforeAll(async () => {
    baseUrl = await service.start();
    config = (overrides = {}) => ({ baseUrl, model: 'test-model', apiKey: 'secret-key', timeoutMs: 5_000, ...overrides });
  });
  afterAll(() => service.stop());
  beforeEach(() => {
    service.received.splice(0);
    service.answering = 'at once';
  });

  /**
   * With the service answering as `answering` (and a time limit far away), aborts the call as a shutdown does once
   * the service has the request: the call rejects at once, naming the service, and the service sees it hang up.
   */
  async function expectStoppedByTheJob(answering: Answering, name: string, call: (signal: AbortSignal) => Promise<unknown>): Promise<void> {
    service.answering = answering;
    const job = new AbortController();
    const calling = call(job.signal).then(
      () => undefined,
      (error: unknown) => error,
    );
    await service.requestArrived();
    job.abort('The job queue is shutting down');
    expect(await calling).toEqual(new Error(`The call to the ${name} was stopped: The job queue is shutting down.`));
    expect(await service.answered).toBe('hung up');
  }

  describe('OpenAiCompatibleContentWriter', () => {
    it('asks the chat endpoint in JSON mode, with the key, the model and the episode, and keeps a valid answer', async () => {
      service.answerChat(aiAnswer());
      const content = await new OpenAiCompatibleContentWriter(config()).writeEpisodeContent(brief);

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
      await new OpenAiCompatibleContentWriter(config({ apiKey: null })).writeEpisodeContent(brief);
      expect(service.received[0]!.headers.authorization).toBeUndefined();
    });

    it('replaces each broken piece with the offline writer’s, and keeps the rest', async () => {
      const posts = aiPosts();
      const xText = posts.findIndex((post) => post.platform === 'twitter' && post.contentType === 'text');
      posts[xText] = { ...posts[xText]!, content: 'Far too long for X. '.repeat(20) };
      const linkedinImage = posts.findIndex((post) => post.platform === 'linkedin' && post.contentType === 'image');
      posts[linkedinImage] = { ...posts[linkedinImage]!, content: posts[0]!.content };
      service.answerChat(aiAnswer({ blogPost: { title: 'Bees', excerpt: 'Short.', content: '## Bees\n\nToo short.' }, socialPosts: posts, pullQuote: 'x'.repeat(141) }));

      const content = await new OpenAiCompatibleContentWriter(config()).writeEpisodeContent(brief);
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
      const content = await new OpenAiCompatibleContentWriter(config()).writeEpisodeContent(brief);
      expect(content).toEqual(await new OfflineContentWriter().writeEpisodeContent(brief));
    });

    it('fails with the service’s own message when it refuses', async () => {
      service.answer = { status: 500, body: JSON.stringify({ error: { message: 'model overloaded' } }) };
      await expect(new OpenAiCompatibleContentWriter(config()).writeEpisodeContent(brief)).rejects.toThrow('The writing service answered 500: model overloaded');
    });

    it('fails with a clear message when the service cannot be reached', async () => {
      await expect(new OpenAiCompatibleContentWriter(config({ baseUrl: 'http://127.0.0.1:1/v1' })).writeEpisodeContent(brief)).rejects.toThrow(/^The writing service at http:\/\/127\.0\.0\.1:1\/v1 could not be reached/);
    });

    it('stops waiting for the service when the job is stopped, and hangs up', async () => {
      const writer = new OpenAiCompatibleContentWriter(config({ timeoutMs: 60_000 }));
      await expectStoppedByTheJob('never', 'writing service', (signal) => writer.writeEpisodeContent(brief, { signal }));
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
      const posts = await new OpenAiCompatibleContentWriter(config()).writeSocialPosts(brief, 3, existing);

      expect(JSON.parse(service.received[0]!.body.toString('utf8')).messages.at(-1).content).toContain('Already posted about bees.');
      expect(posts.map((post) => `${post.platform}/${post.contentType}`)).toEqual(['instagram/image', 'instagram/reel', 'instagram/text']);
      expect(posts[1]!.content).toBe('A new reel about rooftop bees! https://harmony.fm/episodes/9');
      expect(new Set([...existing, ...posts.map((post) => post.content)]).size).toBe(4);
    });
  });

  describe('OpenAiCompatibleTranscriber', () => {
    let folder: string;
    let audioPath: string;
    const audio = randomBytes(64 * 1024);

    beforeAll(async () => {
      folder = await mkdtemp(path.join(tmpdir(), 'harmony-transcriber-'));
      audioPath = path.join(folder, 'episode.mp3');
      await writeFile(audioPath, audio);
    });
    afterAll(() => rm(folder, { recursive: true, force: true }));

    it('sends the audio as a multipart form and maps the verbose JSON answer', async () => {
      service.answer = {
        status: 200,
        body: JSON.stringify({
          task: 'transcribe',
          language: 'english',
          duration: 9.5,
          text: ' Welcome to the show. Today: city bees. ',
          segments: [
            { id: 0, start: 0, end: 4.2, text: ' Welcome to the show.' },
            { id: 1, start: 4.2, end: 9.5, text: ' Today: city bees.' },
            { id: 2, start: 'later', end: 10, text: 'not a segment' },
          ],
        }),
      };
      const transcript = await new OpenAiCompatibleTranscriber(config({ model: 'whisper-1' })).transcribe(audioPath);

      const [request] = service.received;
      expect(request).toMatchObject({ method: 'POST', url: '/v1/audio/transcriptions' });
      expect(request!.headers.authorization).toBe('Bearer secret-key');
      expect(request!.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
      expect(request!.body.includes(audio)).toBe(true);
      const form = request!.body.toString('latin1');
      expect(form).toMatch(/name="file"; filename="episode\.mp3"/);
      expect(form).toMatch(/name="model"\r\n\r\nwhisper-1\r\n/);
      expect(form).toMatch(/name="response_format"\r\n\r\nverbose_json\r\n/);

      expect(transcript).toEqual({
        text: 'Welcome to the show. Today: city bees.',
        segments: [
          { startSeconds: 0, endSeconds: 4.2, text: 'Welcome to the show.' },
          { startSeconds: 4.2, endSeconds: 9.5, text: 'Today: city bees.' },
        ],
      });
    });

    it('fails with the service’s message when it refuses', async () => {
      service.answer = { status: 500, body: 'Internal Server Error' };
      await expect(new OpenAiCompatibleTranscriber(config()).transcribe(audioPath)).rejects.toThrow('The transcription service answered 500: Internal Server Error');
    });

    it('stops reading a slow answer when the job is stopped, and hangs up', async () => {
      const transcriber = new OpenAiCompatibleTranscriber(config({ timeoutMs: 60_000 }));
      await expectStoppedByTheJob('headers and a start', 'transcription service', (signal) => transcriber.transcribe(audioPath, { signal }));
    });

    it('fails clearly when the answer holds no transcript', async () => {
      service.answer = { status: 200, body: JSON.stringify({ segments: [] }) };
      await expect(new OpenAiCompatibleTranscriber(config()).transcribe(audioPath)).rejects.toThrow('The transcription service answered without a transcript text.');
    });
  });
});

describe('NoTranscriber', () => {
  it('answers no transcript', async () => {
    expect(await new NoTranscriber().transcribe()).toBeNull();
  });
});

describe('loadWritingConfig and the factories', () => {
  it('is offline when no service is set (an empty value counts as unset)', () => {
    const config = loadWritingConfig({ AI_BASE_URL: '', TRANSCRIBE_URL: ' ' });
    expect(config).toEqual({ writer: null, transcriber: null });
    expect(contentWriterFrom(config)).toBeInstanceOf(OfflineContentWriter);
    expect(transcriberFrom(config)).toBeInstanceOf(NoTranscriber);
  });

  it('uses the services that are set, with default models and time limits', () => {
    const config = loadWritingConfig({ AI_BASE_URL: 'http://127.0.0.1:8000/v1/', AI_API_KEY: 'k', TRANSCRIBE_URL: 'https://api.example.com/v1', TRANSCRIBE_TIMEOUT_SECONDS: '30' });
    expect(config).toEqual({
      writer: { baseUrl: 'http://127.0.0.1:8000/v1', model: 'gpt-4o-mini', apiKey: 'k', timeoutMs: 60_000 },
      transcriber: { baseUrl: 'https://api.example.com/v1', model: 'whisper-1', apiKey: null, timeoutMs: 30_000 },
    });
    expect(contentWriterFrom(config)).toBeInstanceOf(OpenAiCompatibleContentWriter);
    expect(transcriberFrom(config)).toBeInstanceOf(OpenAiCompatibleTranscriber);
  });

  it('refuses a URL that is not http(s), naming the variable', () => {
    expect(() => loadWritingConfig({ AI_BASE_URL: 'ftp://models.local' })).toThrow(ConfigError);
    expect(() => loadWritingConfig({ TRANSCRIBE_URL: 'not a url' })).toThrow(/TRANSCRIBE_URL/);
  });
});
