import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as a network's test server saw it. */
export interface RecordedRequest {
  readonly method: string;
  readonly path: string;
  readonly query: Readonly<Record<string, string>>;
  readonly headers: IncomingHttpHeaders;
  /** The exact bytes sent (a webhook's signature is over them). */
  readonly raw: Buffer;
  /** JSON parsed, a form's fields (files as `{ name, type, size }`), or the text. */
  readonly body: unknown;
}

export interface ScriptedAnswer {
  readonly status: number;
  readonly body?: unknown;
  readonly headers?: Readonly<Record<string, string>>;
}

export type NetworkRoute = (request: RecordedRequest) => ScriptedAnswer | Promise<ScriptedAnswer>;

/**
 * A network's API on loopback for the adapters' tests and the journeys: routes by "METHOD /path" (a `:id`
 * segment matches anything), every request recorded, and answers scripted ahead of the routes
 * (`answerNext`: a 401, a 429 with Retry-After, a 503 once, a validation error) for a path prefix.
 */
export class NetworkTestServer {
  readonly requests: RecordedRequest[] = [];
  private readonly scripted: { readonly path: string; readonly answer: ScriptedAnswer }[] = [];
  private url_ = '';

  private constructor(
    private readonly routes: Readonly<Record<string, NetworkRoute>>,
    private readonly server = createServer((request, response) => void this.handle(request, response)),
  ) {}

  static async start(routes: Readonly<Record<string, NetworkRoute>>): Promise<NetworkTestServer> {
    const started = new NetworkTestServer(routes);
    await new Promise<void>((resolve) => started.server.listen(0, '127.0.0.1', resolve));
    started.url_ = `http://127.0.0.1:${(started.server.address() as AddressInfo).port}`;
    return started;
  }

  get url(): string {
    return this.url_;
  }

  /** The next request whose path starts with `path` gets `answer` instead of its route (queued in order). */
  answerNext(path: string, answer: ScriptedAnswer): this {
    this.scripted.push({ path, answer });
    return this;
  }

  requestsTo(method: string, path: string): RecordedRequest[] {
    return this.requests.filter((request) => request.method === method && matches(path, request.path));
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    try {
      const recorded = await record(request);
      this.requests.push(recorded);
      const scriptedIndex = this.scripted.findIndex(({ path }) => recorded.path.startsWith(path));
      const route = Object.entries(this.routes).find(([key]) => {
        const [method, path] = key.split(' ');
        return method === recorded.method && matches(path ?? '', recorded.path);
      });
      const answer =
        scriptedIndex >= 0 ? this.scripted.splice(scriptedIndex, 1)[0]!.answer : route ? await route[1](recorded) : { status: 404, body: { error: 'Record not found' } };
      const text = answer.body === undefined ? '' : typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
      response.writeHead(answer.status, { ...(text && typeof answer.body !== 'string' ? { 'content-type': 'application/json' } : {}), ...answer.headers });
      response.end(text);
    } catch (error) {
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: error instanceof Error ? error.message : String(error) }));
    }
  }
}

const matches = (pattern: string, path: string): boolean => {
  const expected = pattern.split('/');
  const actual = path.split('/');
  return expected.length === actual.length && expected.every((segment, index) => segment.startsWith(':') || segment === actual[index]);
};

async function record(request: IncomingMessage): Promise<RecordedRequest> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks);
  const url = new URL(request.url ?? '/', 'http://127.0.0.1');
  const type = request.headers['content-type'] ?? '';
  return { method: request.method ?? 'GET', path: url.pathname, query: Object.fromEntries(url.searchParams), headers: request.headers, raw, body: await parseBody(raw, type) };
}

async function parseBody(raw: Buffer, type: string): Promise<unknown> {
  if (raw.length === 0) return null;
  if (type.startsWith('multipart/form-data') || type.startsWith('application/x-www-form-urlencoded')) {
    const form = await new Response(new Uint8Array(raw), { headers: { 'content-type': type } }).formData();
    const fields: Record<string, unknown> = {};
    form.forEach((value, key) => {
      fields[key] = typeof value === 'string' ? value : { name: value.name, type: value.type, size: value.size };
    });
    return fields;
  }
  const text = raw.toString('utf8');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
