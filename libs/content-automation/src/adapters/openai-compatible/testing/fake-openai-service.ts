import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { OpenAiCompatibleService } from '../openai-compatible-http.js';

interface Received {
  readonly method: string;
  readonly url: string;
  readonly headers: IncomingHttpHeaders;
  readonly body: Buffer;
}

/** How the service answers: at once, never (a model still thinking), or only its start (a slow stream). */
export type Answering = 'at once' | 'never' | 'headers and a start';

/** A small OpenAI-compatible service: it records each request and answers what the test sets. */
export class FakeService {
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

/**
 * With the service answering as `answering` (and a time limit far away), aborts the call as a shutdown does once
 * the service has the request: the call rejects at once, naming the service, and the service sees it hang up.
 */
export async function expectStoppedByTheJob(service: FakeService, answering: Answering, name: string, call: (signal: AbortSignal) => Promise<unknown>): Promise<void> {
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

/**
 * A FakeService for the describe this is called in: started before its tests and stopped after, answering
 * at once and with nothing received before each. `config` names it as the config would, with overrides.
 */
export function aLocalService(): { readonly service: FakeService; config(overrides?: Partial<OpenAiCompatibleService>): OpenAiCompatibleService } {
  const service = new FakeService();
  let baseUrl = '';
  beforeAll(async () => {
    baseUrl = await service.start();
  });
  afterAll(() => service.stop());
  beforeEach(() => {
    service.received.splice(0);
    service.answering = 'at once';
  });
  return { service, config: (overrides = {}) => ({ baseUrl, model: 'test-model', apiKey: 'secret-key', timeoutMs: 5_000, ...overrides }) };
}
