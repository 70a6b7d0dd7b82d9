import { anEpisodeDraft } from '../../testing/index.js';
import { EpisodeResponse, toEpisodeJson } from './episode.response.js';

// Public answers are of episodes with their media.
const MEDIA = { audioUrl: '/media/episodes/7/audio.mp3', imageUrl: '/media/episodes/7/cover.jpg' };

describe(EpisodeResponse.name, () => {
  it('answers the description HTML as stored: a read never sanitizes', () => {
    // Stored HTML a sanitizer would change: the answer must carry it unchanged.
    const episode = { ...anEpisodeDraft({ description: '<p>as written</p>', descriptionHtml: '<p onclick="stored">as stored</p>' }), ...MEDIA, id: 7 };
    expect(EpisodeResponse.from(episode)).toMatchObject({ id: 7, description: '<p>as written</p>', descriptionHtml: '<p onclick="stored">as stored</p>' });
  });

  it('keeps the JSON shape the web reads', () => {
    const episode = { ...anEpisodeDraft({ publishedAt: new Date('2026-11-10T19:00:00Z') }), ...MEDIA, id: 3 };
    expect(Object.keys(toEpisodeJson(episode)).sort()).toEqual(['audioUrl', 'description', 'descriptionHtml', 'duration', 'featured', 'id', 'imageUrl', 'number', 'publishedAt', 'title']);
    expect(toEpisodeJson(episode).publishedAt).toBe('2026-11-10T19:00:00.000Z');
  });
});
