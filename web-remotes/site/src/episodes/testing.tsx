import { jest } from '@jest/globals';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { defaultSiteConfig } from '@harmony/site-config';
import { createAppStore, type Episode } from '@harmony/web-api';
import { SiteConfigProvider } from '../site-config.js';

let sequence = 0;

/** Object mother for component tests: a valid episode, with any field overridden. */
export function anEpisode(overrides: Partial<Episode> = {}): Episode {
  sequence += 1;
  return {
    id: sequence,
    number: sequence,
    title: `Episode title ${sequence}`,
    descriptionHtml: '<p>About <strong>money</strong> &amp; marriage.</p>',
    audioUrl: `/media/episodes/episode-${sequence}.mp3`,
    imageUrl: `/media/episodes/episode-${sequence}.svg`,
    duration: '42:00',
    publishedAt: '2026-01-01T00:00:00.000Z',
    featured: false,
    transcriptUrl: null,
    chaptersUrl: null,
    ...overrides,
  };
}

export { jsonResponse } from '@harmony/web-api/testing';

/** A real store (fetch stubbed by the test) and the default site configuration; the caller adds the router. */
export function SiteTestProviders({ children }: { children: ReactNode }) {
  return (
    <Provider store={createAppStore()}>
      <SiteConfigProvider site={defaultSiteConfig}>{children}</SiteConfigProvider>
    </Provider>
  );
}

/**
 * Puts a fetch stub in place of `globalThis.fetch` for each test of the calling `describe` (the
 * store's queries go through it), reset between tests, and the real fetch back after each.
 */
export function stubFetchPerTest(): jest.Mock<typeof fetch> {
  const realFetch = globalThis.fetch;
  const fetchMock = jest.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    globalThis.fetch = fetchMock;
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
  });
  return fetchMock;
}

/** Holds every request until the test calls the returned function, so that the loading state can be checked first. */
export function holdResponse(fetchMock: jest.Mock<typeof fetch>): (response: Response) => void {
  let answer!: (response: Response) => void;
  fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
  return answer;
}
