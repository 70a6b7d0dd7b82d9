import { api, createAppStore } from '@harmony/web-api';
import { audienceApi } from './audience-api.js';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': status < 400 ? 'application/json' : 'application/problem+json' } });

describe("the public forms' endpoints", () => {
  const realFetch = globalThis.fetch;
  let calls: Request[];
  afterEach(() => {
    globalThis.fetch = realFetch;
  });
  beforeEach(() => {
    calls = [];
  });

  it('posts each form as JSON to its SPEC path', async () => {
    const bodies: unknown[] = [];
    globalThis.fetch = async (input) => {
      const request = input as Request;
      calls.push(request);
      bodies.push(await request.json());
      return json({ message: 'ok' }, request.url.endsWith('/subscribe') ? 200 : 201);
    };
    const store = createAppStore();
    await store.dispatch(audienceApi.endpoints.subscribeToNewsletter.initiate({ email: 'a@b.co', tags: ['podcast_engagement_sequence'], website: '' })).unwrap();
    await store
      .dispatch(audienceApi.endpoints.registerWorkshopInterest.initiate({ firstName: 'A', lastName: 'B', email: 'a@b.co', interests: 'Budgeting together', newsletter: false }))
      .unwrap();
    await store.dispatch(audienceApi.endpoints.sendContactMessage.initiate({ name: 'A', email: 'a@b.co', subject: 'Hi', message: 'Hello' })).unwrap();

    expect(calls.map((call) => [call.method, new URL(call.url).pathname, call.headers.get('content-type'), call.credentials])).toEqual([
      ['POST', '/api/newsletter/subscribe', 'application/json', 'include'],
      ['POST', '/api/workshop/interest', 'application/json', 'include'],
      ['POST', '/api/contact', 'application/json', 'include'],
    ]);
    expect(bodies[0]).toEqual({ email: 'a@b.co', tags: ['podcast_engagement_sequence'], website: '' });
  });

  it('invalidates what is cached under the Workshop tag after a registration (SPEC §7)', async () => {
    const workshopApi = api.injectEndpoints({
      endpoints: (build) => ({ workshopProbe: build.query<{ n: number }, void>({ query: () => '/workshop/probe', providesTags: ['Workshop'] }) }),
    });
    let probes = 0;
    globalThis.fetch = async (input) => {
      const path = new URL((input as Request).url).pathname;
      if (path === '/api/workshop/probe') return json({ n: ++probes });
      return json({ message: 'ok' }, 201);
    };
    const store = createAppStore();
    const subscription = store.dispatch(workshopApi.endpoints.workshopProbe.initiate());
    await subscription;
    await store.dispatch(audienceApi.endpoints.registerWorkshopInterest.initiate({ firstName: 'A', lastName: 'B', email: 'a@b.co', interests: 'Budgeting together', newsletter: false }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(probes).toBe(2);
    subscription.unsubscribe();
  });
});
