import { useOwner, useTestApp } from './test-app.js';

const REMOVAL = '/api/admin/audience/people';
const removalOf = (email: string) => `${REMOVAL}?email=${encodeURIComponent(email)}`;

describe('the owner removes a person from the audience lists (DELETE /api/admin/audience/people)', () => {
  const { http } = useTestApp({ FORM_RATE_LIMIT: '1000' });
  const owner = useOwner(http);

  /** The addresses each list holds, as the owner's lists answer them. */
  const listed = async () => {
    const emailsOf = async (list: string) => ((await owner.get(`/api/admin/${list}?limit=100`).expect(200)).body as { email: string }[]).map(({ email }) => email).sort();
    return {
      subscribers: await emailsOf('newsletter-subscribers'),
      registrations: await emailsOf('workshop-registrations'),
      messages: await emailsOf('contact-messages'),
    };
  };
  const contentStats = async () => (await owner.get('/api/admin/analytics').expect(200)).body.contentStats as { newsletterSubscribers: number; contactMessages: number };

  beforeAll(async () => {
    for (const email of ['Ann@Example.com', 'bob@example.com', 'joann@example.com']) await http().post('/api/newsletter/subscribe').send({ email }).expect(200);
    for (const email of ['ann@example.com', 'ANN@example.com', 'bob@example.com']) {
      await http().post('/api/workshop/interest').send({ firstName: 'Ann', lastName: 'Lee', email, interests: 'Budgeting as newlyweds' }).expect(201);
    }
    for (const email of ['ann@example.com', 'cara@example.com']) await http().post('/api/contact').send({ name: 'Ann', email, subject: 'Hello', message: 'Loved episode 4.' }).expect(201);
  });

  it('is documented in the OpenAPI document with its answers', async () => {
    const operation = (await http().get('/api/docs-json').expect(200)).body.paths[REMOVAL].delete;
    expect(operation.parameters.map((parameter: { name: string }) => parameter.name)).toEqual(['email']);
    expect(Object.keys(operation.responses).sort()).toEqual(['200', '400', '401', '404']);
  });

  it("answers 401 without the owner's session, and removes nothing", async () => {
    const before = await listed();
    const response = await http().delete(removalOf('ann@example.com')).expect(401);
    expect(response.body).toMatchObject({ status: 401, code: 'not-signed-in' });
    await http().delete(removalOf('ann@example.com')).set('Cookie', 'harmony_session=forged-token-value').expect(401);
    expect(await listed()).toEqual(before);
  });

  it.each([
    ['no email', REMOVAL, 'Email is required.'],
    ['an empty email', removalOf('  '), 'Email is required.'],
    ['a malformed email', removalOf('ann@'), 'Please enter a valid email address.'],
    ['two addresses', removalOf('ann@example.com,bob@example.com'), 'Please enter a valid email address.'],
  ])('answers 400 to %s with a message for the email field, and removes nothing', async (_, url, detail) => {
    const before = await listed();
    const response = await owner.delete(url).expect(400).expect('Content-Type', /application\/problem\+json/);
    expect(response.body).toMatchObject({ status: 400, code: 'invalid-email-address', detail, errors: [{ field: 'email', message: detail.slice(0, -1) }] });
    expect(await listed()).toEqual(before);
  });

  it('answers 400 to an email longer than any address', async () => {
    const response = await owner.delete(removalOf(`${'a'.repeat(320)}@example.com`)).expect(400);
    expect(response.body).toMatchObject({ code: 'invalid-request', errors: [expect.objectContaining({ field: 'email' })] });
  });

  it("answers 404 to an address nothing is kept under, and removes nothing", async () => {
    const before = await listed();
    const response = await owner.delete(removalOf('nobody@example.com')).expect(404).expect('Content-Type', /application\/problem\+json/);
    expect(response.body).toMatchObject({ status: 404, code: 'nothing-kept-for-email', detail: expect.stringContaining('Nothing is kept under nobody@example.com') });
    expect(await listed()).toEqual(before);
  });

  it("removes exactly the address's subscription, registrations and messages, in any case, and the dashboard counts follow", async () => {
    const statsBefore = await contentStats();
    const response = await owner.delete(removalOf(' ANN@example.COM ')).expect(200);
    expect(response.headers['cache-control']).toMatch(/no-store/);
    expect(response.body).toEqual({ email: 'ann@example.com', newsletterSubscriptions: 1, workshopRegistrations: 2, contactMessages: 1 });
    expect(await listed()).toEqual({
      subscribers: ['bob@example.com', 'joann@example.com'],
      registrations: ['bob@example.com'],
      messages: ['cara@example.com'],
    });
    expect(await contentStats()).toMatchObject({ newsletterSubscribers: statsBefore.newsletterSubscribers - 1, contactMessages: statsBefore.contactMessages - 1 });

    // Asked again: nothing is left to remove.
    expect((await owner.delete(removalOf('ann@example.com')).expect(404)).body.code).toBe('nothing-kept-for-email');
  });
});
