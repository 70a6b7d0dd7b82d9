import { jest } from '@jest/globals';
import type { ReactNode } from 'react';
import { Toaster } from '@harmony/ui';
import { SiteTestProviders } from '../episodes/testing.js';

/** The form under test with a real store, the site configuration and the toast region; the caller adds the router. */
export function FormTestProviders({ children }: { children: ReactNode }) {
  return (
    <SiteTestProviders>
      {children}
      <Toaster />
    </SiteTestProviders>
  );
}

/** A fetch stub that records each request's path and JSON body and answers with `respond`. */
export function recordingFetch(respond: () => Response) {
  const bodies: { path: string; body: unknown }[] = [];
  const fetchMock = jest.fn<typeof fetch>(async (input) => {
    const request = input as Request;
    bodies.push({ path: new URL(request.url).pathname, body: await request.clone().json() });
    return respond();
  });
  return { fetchMock, bodies };
}

export const problem = (status: number, detail: string, errors?: { field: string; message: string }[]): Response =>
  new Response(JSON.stringify({ type: 'about:blank', title: 'Bad Request', status, detail, code: 'invalid-submission', ...(errors ? { errors } : {}) }), {
    status,
    headers: { 'content-type': 'application/problem+json' },
  });
