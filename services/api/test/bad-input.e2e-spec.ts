import net, { type AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import type { Response } from 'supertest';
import { DataSource } from 'typeorm';
import { MAX_BODY_DEPTH } from '@harmony/platform';
import { signInAsOwner, useTestApp } from './test-app.js';

// Issue 8: no bad input is ever answered with a 500. A corpus of malformed requests, generated from
// the OpenAPI document (so a new endpoint is covered the day it is added) plus the pages, media and
// feed served beside the API, each of which must get a 4xx problem+json a person can read, store
// nothing and leave the process serving.

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

interface SchemaProperty {
  readonly type?: string;
  readonly enum?: readonly unknown[];
  readonly format?: string;
  readonly example?: unknown;
  readonly items?: SchemaProperty;
}

interface ObjectSchema {
  readonly properties?: Record<string, SchemaProperty>;
  readonly required?: readonly string[];
}

interface OpenApiOperation {
  readonly parameters?: readonly { readonly name: string; readonly in: 'path' | 'query'; readonly schema?: SchemaProperty }[];
  readonly requestBody?: { readonly content: Record<string, { readonly schema: { readonly $ref?: string } }> };
}

interface OpenApiDocument {
  readonly paths: Record<string, Partial<Record<Method, OpenApiOperation>>>;
  readonly components: { readonly schemas: Record<string, ObjectSchema> };
}

interface Operation {
  readonly method: Method;
  /** The OpenAPI path, `{name}` for each path parameter. */
  readonly template: string;
  readonly pathParameters: readonly { readonly name: string; readonly type?: string }[];
  /** `freeText`: any words are a value (a search's `q`), so only malformed shapes are wrong there. */
  readonly queryParameters: readonly { readonly name: string; readonly freeText: boolean }[];
  readonly body?: ObjectSchema;
  /** The operation reads text/plain as well (the page-view beacon: navigator.sendBeacon sends JSON that way). */
  readonly readsTextPlain: boolean;
}

/** One malformed request: sent through supertest, or as raw bytes on a socket when no client would send it. */
interface BadRequest {
  readonly label: string;
  readonly method: Method;
  readonly url: string;
  readonly headers?: Readonly<Record<string, string>>;
  readonly body?: string | Buffer;
  /** Answered by a form endpoint: a 429 would mean the corpus measured the rate limit, not the input. */
  readonly form?: boolean;
  /** Wrong by its length alone, past what a form takes: an owner's text (an article, a description) may be longer. */
  readonly byLength?: boolean;
}

interface RawRequest {
  readonly label: string;
  readonly bytes: Buffer;
}

interface Answer {
  readonly status: number;
  readonly contentType: string;
  readonly text: string;
}

const JSON_TYPE = { 'Content-Type': 'application/json' };
const FORM_TYPE = { 'Content-Type': 'application/x-www-form-urlencoded' };

/** Valid parameter values, so each bad request differs from a good one in one place. */
const validPathValue: Record<string, string> = { number: '1', string: 'the-monthly-money-date' };

function operationsOf(document: OpenApiDocument): Operation[] {
  const schemaOf = (ref: string | undefined): ObjectSchema | undefined => (ref ? document.components.schemas[ref.replace('#/components/schemas/', '')] : undefined);
  return Object.entries(document.paths).flatMap(([template, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method as Method,
      template,
      pathParameters: (operation?.parameters ?? []).filter((parameter) => parameter.in === 'path').map((parameter) => ({ name: parameter.name, type: parameter.schema?.type })),
      queryParameters: (operation?.parameters ?? [])
        .filter((parameter) => parameter.in === 'query')
        .map((parameter) => ({ name: parameter.name, freeText: parameter.schema?.type === 'string' && !parameter.schema.enum && !parameter.schema.format })),
      body: schemaOf(operation?.requestBody?.content['application/json']?.schema.$ref),
      readsTextPlain: operation?.requestBody?.content['text/plain'] !== undefined,
    })),
  );
}

const fill = (operation: Operation, value?: string): string =>
  operation.pathParameters.reduce((path, { name, type }) => path.replace(`{${name}}`, value ?? validPathValue[type ?? 'string'] ?? validPathValue.string), operation.template);

const deepArray = (depth: number): string => '['.repeat(depth) + ']'.repeat(depth);
const deepObject = (depth: number): string => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

/** Bytes and characters that no path, query or text field may hold. */
const unreadableInAddress: readonly [string, string][] = [
  ['a NUL byte', '%00'],
  ['a broken percent-encoding', '%E0%A4%A'],
  ['a lone %', 'a%'],
  ['bytes that are not UTF-8', '%C3%28'],
  ['an overlong UTF-8 slash', '%C0%AF'],
  ['a UTF-8-encoded lone surrogate', '%ED%A0%80'],
  ['a terminal escape sequence', '%1B%5B31m'],
  ['a line break (header injection)', 'x%0D%0ASet-Cookie:%20a%3Db'],
];

const injectedInPath: readonly [string, string][] = [
  ['an encoded path traversal', '..%2F..%2F..%2Fetc%2Fpasswd'],
  ['encoded dot segments', '%2e%2e'],
  ['a backslash traversal', '..%5C..%5Cwindows%5Cwin.ini'],
  ['an SQL injection', "1'%20OR%20'1'%3D'1"],
  ['a stacked SQL statement', '1%3B%20DROP%20TABLE%20episodes%3B--'],
  ['an XSS payload', '%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E'],
  ['a 5 000-character value', 'a'.repeat(5000)],
  ['a negative number', '-1'],
  ['a fraction', '1.5'],
  ['a number beyond 64 bits', '99999999999999999999'],
  ['a hexadecimal number', '0x10'],
  // Ids are Postgres integers: past 2^31 - 1 the database refuses the query (a 500) rather than find nothing.
  ['a number past the largest id', '2147483648'],
  ['a 13-digit number', '9999999999999'],
  ['zero', '0'],
  ['a word', 'abc'],
];

const wrongQueryValues: readonly [string, string][] = [
  ['a word', 'ten'],
  ['a negative number', '-1'],
  ['a fraction', '1.5'],
  ['an overflowing exponent', '1e400'],
  ['a number beyond 64 bits', '99999999999999999999'],
  ['an SQL injection', '1%20OR%201%3D1'],
];

/** `asOwner`: sent with the owner's session, where a request that changes something must not be a valid one. */
function addressCases(operation: Operation, asOwner = false): BadRequest[] {
  const label = `${operation.method.toUpperCase()} ${operation.template}`;
  const base = fill(operation);
  const send = (what: string, url: string): BadRequest => ({ label: `${label} with ${what}`, method: operation.method, url, ...(operation.body ? { headers: JSON_TYPE, body: '{}', form: true } : {}) });
  return [
    ...unreadableInAddress.map(([what, value]) => send(`${what} in the query`, `${base}?q=${value}`)),
    send('bytes that are not UTF-8 in a query name', `${base}?%C3%28=1`),
    ...operation.pathParameters.flatMap(({ name }) =>
      [...unreadableInAddress, ...injectedInPath].map(([what, value]) => send(`${what} as {${name}}`, fill(operation, value))),
    ),
    ...operation.queryParameters.flatMap(({ name, freeText }) => [
      ...(freeText ? [] : wrongQueryValues.map(([what, value]) => send(`${what} as ?${name}`, `${base}?${name}=${value}`))),
      send(`?${name} given twice`, `${base}?${name}=1&${name}=2`),
      send(`?${name} as an object`, `${base}?${name}[a]=1`),
      send(`an empty ?${name}= beside an unknown parameter`, `${base}?${name}=&unknown=1`),
    ]),
    ...(operation.queryParameters.length ? [send('an unknown query parameter', `${base}?isAdmin=true`)] : []),
    // As the owner, the other method may be one the path answers (DELETE beside GET): it would be a valid request.
    ...(asOwner ? [] : [{ label: `${label} with a method it does not answer`, method: operation.method === 'get' ? 'delete' : 'put', url: base } as const]),
  ];
}

/** Values of the wrong type, or text no field may hold, for one property of a form. */
function wrongValues(name: string, property: SchemaProperty, required: boolean): [string, unknown][] {
  const notText: [string, unknown][] = [
    ...(property.type === 'integer' || property.type === 'number' ? [] : ([['a number', 42]] as [string, unknown][])),
    ['an object', { $gt: '' }],
    ['an array of objects', [{}]],
  ];
  const nullable: [string, unknown][] = required ? [['null', null]] : [];
  if (property.type === 'boolean') return [['a string', 'yes'], ['a number', 1], ['an array', [true]], ...nullable];
  if (property.type === 'array') {
    return [
      ['a string', 'podcast_engagement_sequence'],
      ['an array of numbers', [1, 2]],
      ['nested arrays', [['a']]],
      ['a NUL in an item', ['a\u0000b']],
      ['200 items', Array.from({ length: 200 }, (_, index) => `tag${index}`)],
    ];
  }
  const text: [string, unknown][] = [
    ['a NUL byte', 'a\u0000b'],
    ['a lone surrogate', 'a\ud800b'],
    ['a lone low surrogate', '\udfffb'],
    ['a terminal escape sequence', '\u001b[31mred'],
    ['a backspace', 'a\u0008b'],
    ['6 000 characters', 'x'.repeat(6000)],
    ['a boolean', true],
  ];
  const address: [string, unknown][] = /email/i.test(name)
    ? [
        ['an XSS payload', '<script>alert(1)</script>@example.com'],
        ['an SQL injection', "' OR '1'='1' --"],
        ['a header injection', 'ann@example.com\r\nBcc: all@example.com'],
        ['a lone surrogate in the domain', 'ann@exa\ud800mple.com'],
      ]
    : [];
  return [...notText, ...nullable, ...text, ...address];
}

function bodyCases(operation: Operation, schema: ObjectSchema): BadRequest[] {
  const properties = Object.entries(schema.properties ?? {});
  const valid = Object.fromEntries(properties.filter(([, property]) => property.example !== undefined).map(([name, property]) => [name, property.example]));
  const validJson = JSON.stringify(valid);
  const label = `${operation.method.toUpperCase()} ${operation.template}`;
  const post = (what: string, body: string | Buffer, headers: Record<string, string> = JSON_TYPE): BadRequest => ({
    label: `${label} with ${what}`,
    method: operation.method,
    url: operation.template,
    headers,
    body,
    form: true,
  });
  const firstText = properties.find(([, property]) => property.type === 'string')?.[0] ?? 'field';
  const formEncoded = new URLSearchParams(Object.entries(valid).map(([name, value]) => [name, String(value)])).toString();
  return [
    ...properties.flatMap(([name, property]) =>
      wrongValues(name, property, schema.required?.includes(name) ?? false).map(([what, value]) => ({
        ...post(`${what} as ${name}`, JSON.stringify({ ...valid, [name]: value })),
        byLength: typeof value === 'string' && value.length > 5000,
      })),
    ),
    ...(schema.required ?? []).map((name) => post(`${name} missing`, JSON.stringify({ ...valid, [name]: undefined }))),
    post('no fields', '{}'),
    post('an extra field', JSON.stringify({ ...valid, isAdmin: true })),
    post('2 000 unknown fields', JSON.stringify(Object.fromEntries(Array.from({ length: 2000 }, (_, index) => [`f${index}`, 1])))),
    post('a field name holding a NUL', JSON.stringify({ ...valid, 'is\u0000Admin': true })),
    post('an array body', `[${validJson}]`),
    post('a string body', '"hello"'),
    post('a number body', '42'),
    post('a null body', 'null'),
    post('truncated JSON', validJson.slice(0, -5)),
    post('single-quoted JSON', validJson.replaceAll('"', "'")),
    post('a trailing comma', validJson.replace(/}$/, ',}')),
    post('a JSON value 5 000 arrays deep', JSON.stringify(valid).replace(/}$/, `,"${firstText}":${deepArray(5000)}}`)),
    post('a JSON value 5 000 objects deep', deepObject(5000)),
    post(`a body nested ${MAX_BODY_DEPTH + 1} levels`, `{"${firstText}":${deepArray(MAX_BODY_DEPTH)}}`),
    { ...post('a 40 KB body', JSON.stringify({ ...valid, [firstText]: 'x'.repeat(40_000) })), byLength: true },
    post('a 1 MB body', JSON.stringify({ [firstText]: 'x'.repeat(1_000_000) })),
    post('bytes that are not UTF-8', Buffer.concat([Buffer.from(`{"${firstText}":"`), Buffer.from([0xc3, 0x28, 0xff]), Buffer.from('"}')])),
    ...(operation.readsTextPlain ? [] : [post('as text/plain', validJson, { 'Content-Type': 'text/plain' })]),
    post('as XML', `<${firstText}>x</${firstText}>`, { 'Content-Type': 'application/xml' }),
    post('as text/html', '<script>alert(1)</script>', { 'Content-Type': 'text/html' }),
    post('as octet-stream', Buffer.from([0, 1, 2, 3]), { 'Content-Type': 'application/octet-stream' }),
    post('without a Content-Type', Buffer.from(validJson), { 'Content-Type': '' }),
    post('as JSON in ISO-8859-1', validJson, { 'Content-Type': 'application/json; charset=iso-8859-1' }),
    post('as JSON in a charset that does not exist', validJson, { 'Content-Type': 'application/json; charset=klingon' }),
    post('a gzip Content-Encoding that is not gzip', validJson, { ...JSON_TYPE, 'Content-Encoding': 'gzip' }),
    post('an unknown Content-Encoding', validJson, { ...JSON_TYPE, 'Content-Encoding': 'zstd-ish' }),
    post('a gzipped body 5 000 arrays deep', gzipSync(`{"${firstText}":${deepArray(5000)}}`), { ...JSON_TYPE, 'Content-Encoding': 'gzip' }),
    post('a form holding a NUL byte', `${formEncoded}&${firstText}=a%00b`, FORM_TYPE),
    post('a form with a broken percent-encoding', `${firstText}=%E0%A4%A`, FORM_TYPE),
    post('a form with bytes that are not UTF-8', `${firstText}=%C3%28`, FORM_TYPE),
    post('a form with 1 500 fields', Array.from({ length: 1500 }, (_, index) => `f${index}=1`).join('&'), FORM_TYPE),
    post('a form with an encoded lone surrogate', `${firstText}=%ED%A0%80`, FORM_TYPE),
  ];
}

/** What the site serves beside the API: a malformed address to any of them is refused the same way. */
const siteAddresses = ['/', '/episodes/', '/blog/', '/workshop/', '/admin/', '/media/', '/remotes/site/', '/rss.xml'];

function siteCases(): BadRequest[] {
  const bad: readonly [string, string][] = [
    ['a NUL byte', '%00'],
    ['a broken percent-encoding', '%E0%A4%A'],
    ['bytes that are not UTF-8', '%C3%28'],
    ['an encoded path traversal', '..%2F..%2F..%2Fetc%2Fpasswd'],
    ['dot segments', '%2e%2e/%2e%2e/server/prerender.cjs'],
  ];
  return siteAddresses.flatMap((address) => [
    ...bad.map(([what, value]): BadRequest => ({ label: `page ${address} with ${what}`, method: 'get', url: address.endsWith('/') ? `${address}${value}` : `${address}/${value}`, headers: { Accept: 'text/html' } })),
    { label: `page ${address} with a NUL byte in the query`, method: 'get', url: `${address}?utm_source=%00`, headers: { Accept: 'text/html' } },
  ]);
}

/** Requests no HTTP client library sends: Node's own parser refuses them before Express sees them. */
const rawRequests: readonly RawRequest[] = [
  { label: 'a raw NUL byte in the path', bytes: Buffer.from('GET /api/blog-articles/a\u0000b HTTP/1.1\r\nHost: x\r\n\r\n', 'latin1') },
  { label: 'raw bytes that are not UTF-8 in the path', bytes: Buffer.concat([Buffer.from('GET /api/blog-articles/'), Buffer.from([0xc3, 0x28]), Buffer.from(' HTTP/1.1\r\nHost: x\r\n\r\n')]) },
  { label: 'a raw space in the path', bytes: Buffer.from('GET /api/blog-articles/a b HTTP/1.1\r\nHost: x\r\n\r\n') },
  { label: 'a control character in a header', bytes: Buffer.from('GET /api/health HTTP/1.1\r\nHost: x\r\nX-Note: a\u0001b\r\n\r\n', 'latin1') },
  { label: 'a 20 KB header', bytes: Buffer.from(`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`) },
  { label: 'a 20 KB address', bytes: Buffer.from(`GET /api/blog-articles/${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`) },
  { label: 'a broken chunk size', bytes: Buffer.from('POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n') },
  { label: 'both Content-Length and chunked (request smuggling)', bytes: Buffer.from('POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n') },
  { label: 'an unknown HTTP version', bytes: Buffer.from('GET /api/health HTTP/9.9\r\nHost: x\r\n\r\n') },
];

function sendRaw(port: number, bytes: Buffer): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.end(bytes));
    socket.setTimeout(5000, () => socket.destroy());
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const response = Buffer.concat(chunks).toString('utf8');
      const [head = '', text = ''] = response.split('\r\n\r\n', 2);
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0), contentType: /^content-type: (.*)$/im.exec(head)?.[1] ?? '', text });
    });
  });
}

/** Why an answer to a malformed request falls short, or null: not a 4xx, not problem+json, no sentence in it. */
function shortcomingOf(answer: Answer, form: boolean): string | null {
  if (answer.status < 400 || answer.status >= 500) return `answered ${answer.status}`;
  if (form && answer.status === 429) return 'rate-limited: the corpus did not reach the form';
  if (!answer.contentType.startsWith('application/problem+json')) return `answered ${answer.status} as ${answer.contentType || 'no content type'}`;
  let problem: { status?: unknown; detail?: unknown; title?: unknown };
  try {
    problem = JSON.parse(answer.text);
  } catch {
    return `answered ${answer.status} with a body that is not JSON`;
  }
  if (problem.status !== answer.status) return `problem status ${String(problem.status)} differs from ${answer.status}`;
  if (typeof problem.detail !== 'string' || problem.detail === problem.title || problem.detail.trim().split(/\s+/).length < 3) return `detail ${JSON.stringify(problem.detail)} is not a sentence`;
  return null;
}

const answerOf = (response: Response): Answer => ({ status: response.status, contentType: response.headers['content-type'] ?? '', text: response.text });
const FORM_TABLES = ['newsletter_subscriptions', 'workshop_registrations', 'contact_messages'];
/** What the owner's routes store: a malformed request to one of them stores nothing either. */
const OWNER_TABLES = ['episodes', 'blog_articles'];

describe('bad input (issue 8)', () => {
  // The corpus sends hundreds of form requests from one address: the per-IP limit must not answer them.
  const { http, app } = useTestApp({ FORM_RATE_LIMIT: '100000', LOGIN_RATE_LIMIT: '100000', MAIL_EVENTS_RATE_LIMIT: '100000' });
  const rowCounts = async () => {
    const database = app().app.get(DataSource);
    return Object.fromEntries(await Promise.all([...FORM_TABLES, ...OWNER_TABLES].map(async (table) => [table, Number((await database.query(`SELECT count(*) AS n FROM "${table}"`))[0].n)])));
  };
  const send = async (request: BadRequest): Promise<Answer> => {
    let call = http()[request.method](request.url);
    for (const [name, value] of Object.entries(request.headers ?? {})) call = call.set(name, value);
    // As bytes, exactly: superagent would otherwise re-encode a Buffer sent as JSON.
    if (request.body !== undefined) call = call.serialize((body: unknown) => body as string).send(request.body as string);
    return answerOf(await call);
  };

  it('answers every malformed request to every endpoint with a 4xx problem+json that says why, storing nothing', async () => {
    const document = (await http().get('/api/docs-json').expect(200)).body as OpenApiDocument;
    const operations = operationsOf(document);
    expect(operations.map((operation) => `${operation.method} ${operation.template}`)).toEqual(
      expect.arrayContaining(['get /api/episodes/{id}', 'get /api/blog-articles/{slug}', 'post /api/newsletter/subscribe', 'post /api/workshop/interest', 'post /api/contact']),
    );
    const casesByOperation = operations.map((operation) => ({
      operation: `${operation.method.toUpperCase()} ${operation.template}`,
      cases: [...addressCases(operation), ...(operation.body ? bodyCases(operation, operation.body) : [])],
    }));
    expect(casesByOperation.filter(({ cases }) => cases.length < 10).map(({ operation }) => operation)).toEqual([]);
    const corpus = [...casesByOperation.flatMap(({ cases }) => cases), ...siteCases()];
    expect(corpus.length + rawRequests.length).toBeGreaterThanOrEqual(150);

    const before = await rowCounts();
    const shortcomings: string[] = [];
    for (const request of corpus) {
      const shortcoming = shortcomingOf(await send(request), request.form ?? false);
      if (shortcoming) shortcomings.push(`${request.label}: ${shortcoming}`);
    }
    const server = app().app.getHttpServer();
    if (!server.listening) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    for (const request of rawRequests) {
      const shortcoming = shortcomingOf(await sendRaw(port, request.bytes), false);
      if (shortcoming) shortcomings.push(`${request.label}: ${shortcoming}`);
    }

    expect(shortcomings).toEqual([]);
    expect(await rowCounts()).toEqual(before);
  });

  // Without the session every owner route answers 401 before it reads a thing: the corpus again, as the
  // owner, on each route that answers an anonymous request 401 (so a route added later is in it the day it is).
  it("answers every malformed request to every owner route, sent with the owner's session, with a 4xx problem+json, storing nothing", async () => {
    const cookie = await signInAsOwner(http);
    const document = (await http().get('/api/docs-json').expect(200)).body as OpenApiDocument;
    const ownerOperations: Operation[] = [];
    for (const operation of operationsOf(document)) {
      if ((await http()[operation.method](fill(operation)).send({})).status === 401) ownerOperations.push(operation);
    }
    expect(ownerOperations.map((operation) => `${operation.method} ${operation.template}`)).toEqual(
      expect.arrayContaining(['get /api/admin/blog-articles/{id}', 'patch /api/blog-articles/{id}', 'delete /api/blog-articles/{id}', 'patch /api/episodes/{id}', 'post /api/blog-articles']),
    );
    const withIds = ownerOperations.filter((operation) => operation.pathParameters.length > 0);
    expect(withIds.length).toBeGreaterThanOrEqual(15);
    const corpus = ownerOperations.flatMap((operation) => [...addressCases(operation, true), ...(operation.body ? bodyCases(operation, operation.body).filter((request) => !request.byLength) : [])]);

    const before = await rowCounts();
    const shortcomings: string[] = [];
    for (const request of corpus) {
      const answer = await send({ ...request, headers: { ...request.headers, Cookie: cookie } });
      const shortcoming = answer.status === 401 ? 'answered 401: the session did not reach the route' : shortcomingOf(answer, request.form ?? false);
      if (shortcoming) shortcomings.push(`${request.label}: ${shortcoming}`);
    }

    expect(shortcomings).toEqual([]);
    expect(await rowCounts()).toEqual(before);
  });

  it('names the field and the character when a form holds text it cannot store', async () => {
    const response = await http().post('/api/newsletter/subscribe').set(JSON_TYPE).send('{"email":"ann\\ud800@example.com"}').expect(400);
    expect(JSON.parse(response.text)).toMatchObject({
      code: 'malformed-request',
      detail: 'email contains a broken character (half of a UTF-16 surrogate pair, U+D800), which text cannot hold.',
      errors: [{ field: 'email' }],
    });
  });

  it('answers the reported cases as the issue asks', async () => {
    const detailOf = async (call: Promise<Response>) => {
      const response = await call;
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      return [response.status, JSON.parse(response.text).detail];
    };
    expect(await detailOf(http().get('/api/blog-articles/%00'))).toEqual([400, 'The address path contains a NUL character (U+0000), which is not allowed.']);
    expect(await detailOf(http().get('/api/episodes/%E0%A4%A'))).toEqual([400, 'The address path has a broken percent-encoding ("%A"): a % must be followed by two hexadecimal digits.']);
    expect(await detailOf(http().post('/api/contact').set(JSON_TYPE).send(`{"name":${deepArray(5000)}}`))).toEqual([400, `The request body is nested more than ${MAX_BODY_DEPTH} levels deep.`]);
    expect(await detailOf(http().get('/api/episodes?offset=99999999999999999999'))).toEqual([400, 'offset must be at most 9007199254740991']);
  });

  it('still serves after the corpus: reads answer and a good signup is stored', async () => {
    await http().get('/api/health').expect(200, { status: 'ok' });
    expect((await http().get('/api/episodes').expect(200)).body.length).toBeGreaterThan(0);
    const before = await rowCounts();
    await http().post('/api/newsletter/subscribe').send({ email: 'after-the-corpus@example.com' }).expect(200);
    expect(await rowCounts()).toEqual({ ...before, newsletter_subscriptions: before.newsletter_subscriptions + 1 });
  });
});

describe('bad input: the form rate limit', () => {
  const { http } = useTestApp({ FORM_RATE_LIMIT: '1', FORM_RATE_WINDOW_SECONDS: '60' });

  it('answers 429 as problem+json with a message a person understands', async () => {
    await http().post('/api/contact').send({ name: 'Sam', email: 'sam@example.com', subject: 'Hi', message: 'Hello there' }).expect(201);
    const limited = await http().post('/api/contact').send({ name: 'Sam', email: 'sam@example.com', subject: 'Hi', message: 'Hello again' });
    expect(shortcomingOf(answerOf(limited), false)).toBeNull();
    expect(limited.status).toBe(429);
  });
});
