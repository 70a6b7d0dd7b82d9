// Helpers for component tests of the web: a real store talks to a stubbed `fetch` (jsdom has no server).

/** A JSON answer; an error status gets problem+json, as the API sends it. */
export const jsonResponse = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': status < 400 ? 'application/json' : 'application/problem+json' } });

/** A problem+json answer as the API's filter writes it, with optional field errors. */
export const problemResponse = (status: number, detail: string, errors?: { field: string; message: string }[], code = 'invalid-request'): Response =>
  new Response(JSON.stringify({ type: 'about:blank', title: 'Error', status, detail, code, ...(errors ? { errors } : {}) }), {
    status,
    headers: { 'content-type': 'application/problem+json' },
  });

export interface RecordedRequest {
  readonly method: string;
  /** Path and query, e.g. "/api/admin/episodes?limit=20". */
  readonly url: string;
  readonly body: unknown;
}

type Answer = Response | Promise<Response> | ((request: RecordedRequest) => Response | Promise<Response>);

/**
 * A `fetch` that answers by route ("GET /api/auth/session" -> answer) and records every request.
 * A route nobody declared answers 404, so a test sees an unexpected call fail instead of hang.
 */
export function routedFetch(routes: Record<string, Answer>) {
  const requests: RecordedRequest[] = [];
  const fetchStub = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url, 'http://localhost');
    const text = request.method === 'GET' ? '' : await request.clone().text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      // Not JSON (an upload): the raw text is recorded.
    }
    const recorded = { method: request.method, url: `${url.pathname}${url.search}`, body };
    requests.push(recorded);
    const answer = routes[`${request.method} ${url.pathname}${url.search}`] ?? routes[`${request.method} ${url.pathname}`];
    if (answer === undefined) return problemResponse(404, `No stub for ${request.method} ${url.pathname}`);
    const response = await (typeof answer === 'function' ? answer(recorded) : answer);
    return response.clone();
  };
  return { fetchStub: fetchStub as typeof fetch, requests };
}
