import type { Stream } from 'node:stream';
import type { Response } from 'supertest';
import { DataSource } from 'typeorm';
import { parseCsv } from '@harmony/platform/testing';
import { TEST_ADMIN_PASSWORD, useTestApp } from './test-app.js';

const LISTS = ['newsletter-subscribers', 'workshop-registrations', 'contact-messages'] as const;

// A name that needs every RFC 4180 rule (a comma, a quote, a line break) and that a spreadsheet would run.
const TRICKY_NAME = '=Doe, "Jo"\nSmith';

/** The body as the bytes sent (supertest would decode text), for the BOM. */
const rawBytes = (response: Stream, done: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => done(null, Buffer.concat(chunks)));
};

/** The CSV's records, after checking the UTF-8 BOM it starts with. */
const csvRecordsOf = (response: Response): string[][] => {
  const bytes = response.body as Buffer;
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return parseCsv(bytes.subarray(3).toString('utf8'));
};

const utcDay = () => new Date().toISOString().slice(0, 10);

describe("the owner's audience lists (/api/admin/...)", () => {
  const { http, app } = useTestApp({ FORM_RATE_LIMIT: '1000' });
  let cookie: string;

  const get = (url: string) => http().get(url).set('Cookie', cookie);
  const getCsv = (url: string) => get(url).buffer(true).parse(rawBytes);

  beforeAll(async () => {
    const signIn = await http().post('/api/auth/login').send({ password: TEST_ADMIN_PASSWORD }).expect(200);
    cookie = [signIn.headers['set-cookie'] ?? []].flat().find((value) => value.startsWith('harmony_session='))!.split(';')[0]!;

    // Seeded as visitors send them, one after the other: the last sent is the newest.
    for (const email of ['ann@example.com', 'Bob@Example.com', 'cara@example.org']) {
      await http().post('/api/newsletter/subscribe').send({ email, tags: ['podcast_engagement_sequence'] }).expect(200);
    }
    await http().post('/api/newsletter/subscribe').send({ email: 'ann@example.com', tags: ['workshop'] }).expect(200);
    for (const registration of [
      { firstName: 'Ana', lastName: 'Diaz', email: 'ana@example.com', phone: '+61 400 000 000', partnerName: 'Leo', interests: 'Budgeting as newlyweds', newsletter: true },
      { firstName: 'Kim', lastName: 'Lee', email: 'kim@example.com', interests: 'Paying off debt together' },
      { firstName: 'Zoë', lastName: 'Ørsted', email: 'zoe@example.com', partnerName: 'Max', interests: '100% of our savings plan' },
    ]) {
      await http().post('/api/workshop/interest').send(registration).expect(201);
    }
    for (const message of [
      { name: 'Sam', email: 'sam@example.com', subject: 'Hello', message: 'Loved episode 4.' },
      { name: TRICKY_NAME, email: 'jo@example.com', subject: '@channel', message: 'Line one\r\nline two, "quoted"' },
      { name: 'Pat', email: 'pat@example.com', subject: 'Sponsorship', message: '-5 stars? No: +5!' },
    ]) {
      await http().post('/api/contact').send(message).expect(201);
    }
  });

  it('documents each list in the OpenAPI document: its query, JSON and CSV answers, and its refusals', async () => {
    const document = (await http().get('/api/docs-json').expect(200)).body;
    for (const [list, item] of [
      ['newsletter-subscribers', 'NewsletterSubscriberResponse'],
      ['workshop-registrations', 'WorkshopRegistrationResponse'],
      ['contact-messages', 'ContactMessageResponse'],
    ]) {
      const operation = document.paths[`/api/admin/${list}`].get;
      // The subscribers' list is narrowed by status too (issue 25).
      expect(operation.parameters.map((parameter: { name: string }) => parameter.name).sort()).toEqual(['format', 'limit', 'offset', 'q', ...(list === 'newsletter-subscribers' ? ['status'] : [])]);
      expect(operation.responses['200'].content).toEqual({
        'application/json': { schema: { type: 'array', items: { $ref: `#/components/schemas/${item}` } } },
        'text/csv': { schema: { type: 'string' } },
      });
      expect(Object.keys(operation.responses['200'].headers)).toEqual(['X-Total-Count', 'Link', 'Content-Disposition']);
      expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['200', '400', '401']));
    }
    expect(document.components.schemas.WorkshopRegistrationResponse.required).toEqual(
      expect.arrayContaining(['id', 'firstName', 'lastName', 'email', 'phone', 'partnerName', 'questions', 'newsletter', 'submittedAt']),
    );
  });

  describe('without a session', () => {
    it.each(LISTS.flatMap((list) => [`/api/admin/${list}`, `/api/admin/${list}?format=csv`, `/api/admin/${list}?format=csv&q=a`]))('%s answers 401 and nothing of the list', async (url) => {
      const response = await http().get(url).expect(401);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(response.body).toMatchObject({ status: 401, code: 'not-signed-in' });
      expect(response.headers['content-disposition']).toBeUndefined();
      expect(response.headers['cache-control']).toBe('private, no-store');
    });

    it('answers 401 to a forged session cookie', async () => {
      await http().get('/api/admin/contact-messages?format=csv').set('Cookie', 'harmony_session=forged-token-value').expect(401);
    });
  });

  describe('as JSON', () => {
    it('lists newsletter subscribers newest first, with SPEC fields and ISO times, kept by no cache', async () => {
      const response = await get('/api/admin/newsletter-subscribers').expect(200);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.headers['x-total-count']).toBe('3');
      expect(response.headers.link).toBeUndefined();
      expect(response.body).toEqual([
        // Nobody confirmed yet (double opt-in): pending, no sequence mail sent.
        { id: expect.any(Number), email: 'cara@example.org', tags: ['podcast_engagement_sequence'], subscribedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/), status: 'pending', sequenceStep: 0 },
        { id: expect.any(Number), email: 'bob@example.com', tags: ['podcast_engagement_sequence'], subscribedAt: expect.any(String), status: 'pending', sequenceStep: 0 },
        // A repeat signup keeps its first place and merges its tags.
        { id: expect.any(Number), email: 'ann@example.com', tags: ['podcast_engagement_sequence', 'workshop'], subscribedAt: expect.any(String), status: 'pending', sequenceStep: 0 },
      ]);
      const times = (response.body as { subscribedAt: string }[]).map((item) => Date.parse(item.subscribedAt));
      expect([...times].sort((a, b) => b - a)).toEqual(times);
    });

    it('lists workshop registrations newest first, interests as questions, absent fields null', async () => {
      const response = await get('/api/admin/workshop-registrations').expect(200);
      expect(response.headers['x-total-count']).toBe('3');
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.body.map((item: { firstName: string }) => item.firstName)).toEqual(['Zoë', 'Kim', 'Ana']);
      expect(response.body[1]).toEqual({
        id: expect.any(Number),
        firstName: 'Kim',
        lastName: 'Lee',
        email: 'kim@example.com',
        phone: null,
        partnerName: null,
        questions: 'Paying off debt together',
        newsletter: false,
        submittedAt: expect.stringMatching(/Z$/),
      });
      expect(response.body[2]).toMatchObject({ phone: '+61 400 000 000', partnerName: 'Leo', newsletter: true });
    });

    it('lists contact messages newest first, as sent', async () => {
      const response = await get('/api/admin/contact-messages').expect(200);
      expect(response.headers['x-total-count']).toBe('3');
      expect(response.body).toEqual([
        { id: expect.any(Number), name: 'Pat', email: 'pat@example.com', subject: 'Sponsorship', message: '-5 stars? No: +5!', submittedAt: expect.any(String) },
        { id: expect.any(Number), name: TRICKY_NAME, email: 'jo@example.com', subject: '@channel', message: 'Line one\r\nline two, "quoted"', submittedAt: expect.any(String) },
        { id: expect.any(Number), name: 'Sam', email: 'sam@example.com', subject: 'Hello', message: 'Loved episode 4.', submittedAt: expect.any(String) },
      ]);
    });

    it('answers a page at a time, with the total and links to the next and previous pages', async () => {
      const all = (await get('/api/admin/contact-messages').expect(200)).body;
      const first = await get('/api/admin/contact-messages?limit=2').expect(200);
      expect(first.body).toEqual(all.slice(0, 2));
      expect(first.headers['x-total-count']).toBe('3');
      expect(first.headers.link).toBe('</api/admin/contact-messages?limit=2&offset=2>; rel="next"');
      const second = await get('/api/admin/contact-messages?limit=2&offset=2').expect(200);
      expect(second.body).toEqual(all.slice(2));
      expect(second.headers.link).toBe('</api/admin/contact-messages?limit=2&offset=0>; rel="prev"');
      const beyond = await get('/api/admin/contact-messages?offset=10').expect(200);
      expect(beyond.body).toEqual([]);
      expect(beyond.headers['x-total-count']).toBe('3');
    });

    it.each([
      ['newsletter-subscribers', 'BOB', ['bob@example.com'], (item: { email: string }) => item.email],
      ['newsletter-subscribers', '.org', ['cara@example.org'], (item: { email: string }) => item.email],
      ['workshop-registrations', 'ana diaz', ['Ana'], (item: { firstName: string }) => item.firstName],
      ['workshop-registrations', 'max', ['Zoë'], (item: { firstName: string }) => item.firstName],
      ['workshop-registrations', 'ZOË', ['Zoë'], (item: { firstName: string }) => item.firstName],
      ['workshop-registrations', 'debt', [], (item: { firstName: string }) => item.firstName],
      ['workshop-registrations', '%', [], (item: { firstName: string }) => item.firstName],
      ['contact-messages', '"quoted"', [TRICKY_NAME], (item: { name: string }) => item.name],
      ['contact-messages', 'SPONSOR', ['Pat'], (item: { name: string }) => item.name],
      ['contact-messages', '  example.com  ', ['Pat', TRICKY_NAME, 'Sam'], (item: { name: string }) => item.name],
      ['contact-messages', '_', [], (item: { name: string }) => item.name],
    ] as const)('%s?q=%j finds only what matches', async (list, q, expected, pick) => {
      const response = await get(`/api/admin/${list}?q=${encodeURIComponent(q)}`).expect(200);
      expect(response.body.map(pick)).toEqual(expected);
      expect(response.headers['x-total-count']).toBe(String(expected.length));
    });

    it('keeps the search in the page links', async () => {
      const response = await get('/api/admin/contact-messages?q=%20example.com&limit=1&offset=1').expect(200);
      expect(response.headers['x-total-count']).toBe('3');
      expect(response.headers.link).toBe('</api/admin/contact-messages?q=example.com&limit=1&offset=2>; rel="next", </api/admin/contact-messages?q=example.com&limit=1&offset=0>; rel="prev"');
    });

    it.each([
      ['format=xml', 'format'],
      ['format=', 'format'],
      ['format=csv&format=json', 'format'],
      [`q=${'x'.repeat(201)}`, 'q'],
      ['q=a&q=b', 'q'],
      ['limit=0', 'limit'],
      ['limit=101', 'limit'],
      ['offset=-1', 'offset'],
      ['sort=email', 'sort'],
    ])('refuses ?%s with 400 naming %s', async (query, field) => {
      const response = await get(`/api/admin/workshop-registrations?${query}`).expect(400);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(response.body).toMatchObject({ code: 'invalid-request' });
      expect(response.body.errors.map((error: { field: string }) => error.field)).toContain(field);
    });
  });

  describe('as CSV (?format=csv)', () => {
    it('downloads every contact message as RFC 4180 UTF-8 with a BOM, a header row, and the formula neutralised', async () => {
      const response = await getCsv('/api/admin/contact-messages?format=csv&limit=1&offset=1').expect(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toMatch(/^attachment; filename="contact-messages-\d{4}-\d\d-\d\d\.csv"$/);
      expect(response.headers['content-disposition']).toContain(utcDay());
      expect(response.headers['cache-control']).toBe('private, no-store');
      const json = (await get('/api/admin/contact-messages').expect(200)).body as { id: number; submittedAt: string }[];
      // Limit and offset are ignored: the whole list, newest first.
      expect(csvRecordsOf(response)).toEqual([
        ['id', 'name', 'email', 'subject', 'message', 'submittedAt'],
        [String(json[0]!.id), 'Pat', 'pat@example.com', 'Sponsorship', "'-5 stars? No: +5!", json[0]!.submittedAt],
        [String(json[1]!.id), `'${TRICKY_NAME}`, 'jo@example.com', "'@channel", 'Line one\r\nline two, "quoted"', json[1]!.submittedAt],
        [String(json[2]!.id), 'Sam', 'sam@example.com', 'Hello', 'Loved episode 4.', json[2]!.submittedAt],
      ]);
      // As written: the tricky name quoted whole, its quotes doubled, its line break kept inside the quotes.
      expect((response.body as Buffer).toString('utf8')).toContain(`,"'=Doe, ""Jo""\nSmith",`);
    });

    it('downloads workshop registrations: a leading + neutralised, null as an empty cell, unicode intact', async () => {
      const response = await getCsv('/api/admin/workshop-registrations?format=csv').expect(200);
      expect(response.headers['content-disposition']).toBe(`attachment; filename="workshop-registrations-${utcDay()}.csv"`);
      const [header, ...records] = csvRecordsOf(response);
      expect(header).toEqual(['id', 'firstName', 'lastName', 'email', 'phone', 'partnerName', 'questions', 'newsletter', 'submittedAt']);
      expect(records.map((record) => record.slice(1, 8))).toEqual([
        ['Zoë', 'Ørsted', 'zoe@example.com', '', 'Max', '100% of our savings plan', 'false'],
        ['Kim', 'Lee', 'kim@example.com', '', '', 'Paying off debt together', 'false'],
        ['Ana', 'Diaz', 'ana@example.com', "'+61 400 000 000", 'Leo', 'Budgeting as newlyweds', 'true'],
      ]);
    });

    it('downloads newsletter subscribers with their tags, only those the search finds', async () => {
      const response = await getCsv('/api/admin/newsletter-subscribers?format=csv&q=%20.COM%20').expect(200);
      expect(response.headers['content-disposition']).toBe(`attachment; filename="newsletter-subscribers-${utcDay()}.csv"`);
      expect(csvRecordsOf(response).map((record) => record.slice(1, 3))).toEqual([
        ['email', 'tags'],
        ['bob@example.com', 'podcast_engagement_sequence'],
        ['ann@example.com', 'podcast_engagement_sequence, workshop'],
      ]);
    });

    it('downloads just the header row when the search finds nothing', async () => {
      const response = await getCsv('/api/admin/newsletter-subscribers?format=csv&q=nobody').expect(200);
      expect(csvRecordsOf(response)).toEqual([['id', 'email', 'tags', 'subscribedAt', 'status', 'sequenceStep']]);
    });

    it('reads a list longer than one batch whole, in order, each item once', async () => {
      // Straight into the table: 1,234 subscribers, several to a second, more than two export batches.
      await app()
        .app.get(DataSource)
        .query(
          `INSERT INTO "newsletter_subscriptions" ("email", "subscribed_at")
           SELECT 'bulk' || n || '@example.net', timestamptz '2026-01-01T00:00:00Z' + (n / 3) * interval '1 second' FROM generate_series(1, 1234) AS n`,
        );
      const response = await getCsv('/api/admin/newsletter-subscribers?format=csv&q=BULK').expect(200);
      const [, ...records] = csvRecordsOf(response);
      expect(records).toHaveLength(1234);
      const order = records.map(([id, , , subscribedAt]) => [Date.parse(subscribedAt!), Number(id)] as const);
      const newestFirst = [...order].sort(([timeA, idA], [timeB, idB]) => timeB - timeA || idB - idA);
      expect(order).toEqual(newestFirst);
      expect(new Set(records.map(([id]) => id)).size).toBe(1234);
      const page = await get('/api/admin/newsletter-subscribers?q=bulk&limit=100&offset=600').expect(200);
      expect(page.headers['x-total-count']).toBe('1234');
      expect(page.body.map((item: { id: number }) => String(item.id))).toEqual(records.slice(600, 700).map(([id]) => id));
    });
  });
});
