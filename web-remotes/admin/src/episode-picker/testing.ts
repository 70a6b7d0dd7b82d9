import { listResponse } from '../testing.js';
import type { PickedEpisode } from './episode-picker-api.js';

/** The episodes the picker's tests choose from, newest first as the API lists them; Episode 12 has id 40, so tests tell the two apart. */
export const pickerEpisodes: readonly PickedEpisode[] = [
  { id: 41, number: 13, title: 'Saving for a home together' },
  { id: 40, number: 12, title: 'Money dates that work' },
  { id: 33, number: 11, title: 'Debt without blame' },
  { id: 5, number: 2, title: 'Our first budget' },
  { id: 4, number: 1, title: 'Why we talk about money' },
];

/**
 * GET /api/admin/episodes as the API answers the picker: `number` keeps that episode, `q` those whose
 * title contains it or whose number starts with it, newest first, `limit` at most (see the server's tests).
 */
export const pickerRoutes = (episodes: readonly PickedEpisode[] = pickerEpisodes) => ({
  'GET /api/admin/episodes': ({ url }: { url: string }) => {
    const params = new URL(url, 'http://localhost').searchParams;
    const q = params.get('q')?.toLowerCase();
    const number = params.get('number');
    const found = episodes.filter((episode) => (number === null || String(episode.number) === number) && (!q || episode.title.toLowerCase().includes(q) || String(episode.number).startsWith(q)));
    return listResponse(found.slice(0, Number(params.get('limit') ?? 100)), found.length);
  },
});
