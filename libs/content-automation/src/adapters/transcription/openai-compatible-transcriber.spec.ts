import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { aLocalService, expectStoppedByTheJob } from '../openai-compatible/testing/fake-openai-service.js';
import { NoTranscriber, OpenAiCompatibleTranscriber, transcriberFrom } from './index.js';

describe('OpenAI-compatible transcription, against a local service', () => {
  const { service, config } = aLocalService();

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
      await expectStoppedByTheJob(service, 'headers and a start', 'transcription service', (signal) => transcriber.transcribe(audioPath, { signal }));
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

describe('transcriberFrom', () => {
  it('is no transcriber without a service (TRANSCRIBE_URL unset), else the service’s', () => {
    expect(transcriberFrom(null)).toBeInstanceOf(NoTranscriber);
    expect(transcriberFrom({ baseUrl: 'https://api.example.com/v1', model: 'whisper-1', apiKey: null, timeoutMs: 30_000 })).toBeInstanceOf(OpenAiCompatibleTranscriber);
  });
});
