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
    description: '<p>About <strong>money</strong> &amp; marriage.</p>',
    audioUrl: `/media/episodes/episode-${sequence}.mp3`,
    imageUrl: `/media/episodes/episode-${sequence}.svg`,
    duration: '42:00',
    publishedAt: '2026-01-01T00:00:00.000Z',
    featured: false,
    ...overrides,
  };
}

export const jsonResponse = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': status < 400 ? 'application/json' : 'application/problem+json' } });

/** A real store (fetch stubbed by the test) and the default site configuration; the caller adds the router. */
export function SiteTestProviders({ children }: { children: ReactNode }) {
  return (
    <Provider store={createAppStore()}>
      <SiteConfigProvider site={defaultSiteConfig}>{children}</SiteConfigProvider>
    </Provider>
  );
}
