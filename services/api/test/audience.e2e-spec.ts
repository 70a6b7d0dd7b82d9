import type { Response } from 'supertest';
import { DataSource } from 'typeorm';
import { useTestApp } from './test-app.js';

const problemOf = (response: Response) => JSON.parse(response.text);

describe('audience API', () => {
  const { http, app } = useTestApp({ FORM_RATE_LIMIT: '50' });
  const rowsOf = (table: string) => app().app.get(DataSource).query(`SELECT * FROM "${table}" ORDER BY "id"`);

  describe('POST /api/newsletter/subscribe', () => {
    it('stores a normalised address with its tags, and answers a repeat signup the same way with one row kept', async () => {
      const first = await http().post('/api/newsletter/subscribe').send({ email: '  Ann@Example.COM ', tags: ['podcast_engagement_sequence'] }).expect(200);
      const second = await http().post('/api/newsletter/subscribe').send({ email: 'ann@example.com', tags: ['podcast_engagement_sequence'] }).expect(200);
      expect(second.body).toEqual(first.body);
      const rows = await rowsOf('newsletter_subscriptions');
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ email: 'ann@example.com', tags: ['podcast_engagement_sequence'] });
    });

    it.each([
      [{ email: 'not-an-email' }, 'Please enter a valid email address'],
      [{ email: '' }, 'Email is required'],
      [{}, 'Email is required'],
    ])('refuses %j with a field error', async (body, message) => {
      const response = await http().post('/api/newsletter/subscribe').send(body).expect(400);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(problemOf(response)).toMatchObject({ code: 'invalid-submission', errors: [{ field: 'email', message }] });
    });

    it('refuses fields it does not know', async () => {
      const response = await http().post('/api/newsletter/subscribe').send({ email: 'a@b.co', admin: true }).expect(400);
      expect(problemOf(response).detail).toContain('property admin should not exist');
    });
  });

  describe('POST /api/workshop/interest', () => {
    const valid = { firstName: 'Ana', lastName: 'Diaz', email: 'Ana@Example.com', phone: '', partnerName: 'Leo', interests: 'Budgeting as newlyweds', newsletter: true };

    it('stores the registration, keeping interests as its questions', async () => {
      await http().post('/api/workshop/interest').send(valid).expect(201, { message: "We'll notify you when workshop registration opens." });
      expect(await rowsOf('workshop_registrations')).toEqual([
        expect.objectContaining({ first_name: 'Ana', last_name: 'Diaz', email: 'ana@example.com', phone: null, partner_name: 'Leo', questions: 'Budgeting as newlyweds', newsletter: true }),
      ]);
    });

    it('answers each SPEC message as a field error', async () => {
      const response = await http().post('/api/workshop/interest').send({ firstName: ' ', email: 'nope', interests: 'short' }).expect(400);
      expect(problemOf(response).errors).toEqual([
        { field: 'firstName', message: 'First name is required' },
        { field: 'lastName', message: 'Last name is required' },
        { field: 'email', message: 'Please enter a valid email address' },
        { field: 'interests', message: 'Please tell us more about your interests (at least 10 characters)' },
      ]);
    });

    it('refuses a newsletter flag that is not a boolean', async () => {
      await http().post('/api/workshop/interest').send({ ...valid, newsletter: 'yes' }).expect(400);
    });
  });

  describe('POST /api/contact', () => {
    it('stores a message', async () => {
      await http().post('/api/contact').send({ name: 'Sam', email: 'sam@example.com', subject: 'Hello', message: 'Loved episode 4.' }).expect(201);
      expect(await rowsOf('contact_messages')).toEqual([expect.objectContaining({ name: 'Sam', subject: 'Hello', message: 'Loved episode 4.' })]);
    });

    it('requires every field', async () => {
      const response = await http().post('/api/contact').send({}).expect(400);
      expect(problemOf(response).errors.map((error: { message: string }) => error.message)).toEqual(['Name is required', 'Email is required', 'Subject is required', 'Message is required']);
    });
  });

  it('silently drops a submission that filled the honeypot field', async () => {
    const before = (await rowsOf('contact_messages')).length;
    await http().post('/api/contact').send({ name: 'Bot', email: 'bot@spam.example', subject: 'Buy', message: 'Cheap pills', website: 'https://spam.example' }).expect(201);
    expect(await rowsOf('contact_messages')).toHaveLength(before);
  });

  it('refuses an oversize body with 413, storing nothing', async () => {
    const before = (await rowsOf('contact_messages')).length;
    const response = await http().post('/api/contact').set('Content-Type', 'application/json').send(JSON.stringify({ name: 'Big', email: 'big@example.com', subject: 'x', message: 'x'.repeat(40_000) })).expect(413);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(problemOf(response)).toMatchObject({ status: 413 });
    expect(await rowsOf('contact_messages')).toHaveLength(before);
  });

  it('refuses malformed JSON with 400', async () => {
    const response = await http().post('/api/contact').set('Content-Type', 'application/json').send('{"name": ').expect(400);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
  });
});

describe('audience API rate limit', () => {
  const { http } = useTestApp({ FORM_RATE_LIMIT: '2', FORM_RATE_WINDOW_SECONDS: '60' });

  it('answers 429 with a clear message once an address exceeds the limit, per form', async () => {
    const signup = () => http().post('/api/newsletter/subscribe').send({ email: 'busy@example.com' });
    await signup().expect(200);
    await signup().expect(200);
    const limited = await signup().expect(429);
    expect(limited.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(problemOf(limited)).toMatchObject({ status: 429, code: 'too-many-submissions', detail: 'Too many submissions from your network. Please wait a few minutes and try again.' });
    await http().post('/api/contact').send({ name: 'Sam', email: 'sam@example.com', subject: 'Hi', message: 'Still works' }).expect(201);
  });
});
