import { anEpisodeDraft } from '../../testing/index.js';
import { EpisodeDetailResponse, EpisodeResponse, toEpisodeJson } from './episode.response.js';

// Public answers are of episodes with their media.
const MEDIA = { audioUrl: '/media/episodes/7/audio.mp3', imageUrl: '/media/episodes/7/cover.jpg', transcriptUrl: null, chaptersUrl: null };

describe(EpisodeResponse.name, () => {
  it('answers the description HTML as stored: a read never sanitizes', () => {
    // Stored HTML a sanitizer would change: the answer must carry it unchanged.
    const episode = { ...anEpisodeDraft({ description: '<p>as written</p>', descriptionHtml: '<p onclick="stored">as stored</p>' }), ...MEDIA, id: 7 };
    expect(EpisodeResponse.from(episode)).toMatchObject({ id: 7, descriptionHtml: '<p onclick="stored">as stored</p>' });
  });

  it('never answers the description as written: it is the owner\'s, and may carry anything', () => {
    const episode = { ...anEpisodeDraft({ description: '<p>as written<script>alert(1)</script></p>' }), ...MEDIA, id: 8 };
    expect(EpisodeResponse.from(episode)).not.toHaveProperty('description');
    expect(toEpisodeJson({ ...episode, transcript: null, chapters: null })).not.toHaveProperty('description');
  });

  it('keeps the JSON shape the web reads', () => {
    const episode = { ...anEpisodeDraft({ publishedAt: new Date('2026-11-10T19:00:00Z') }), ...MEDIA, id: 3 };
    expect(Object.keys(toEpisodeJson(episode)).sort()).toEqual(['audioUrl', 'chaptersUrl', 'descriptionHtml', 'duration', 'featured', 'id', 'imageUrl', 'number', 'publishedAt', 'title', 'transcriptUrl']);
    expect(toEpisodeJson(episode).publishedAt).toBe('2026-11-10T19:00:00.000Z');
  });

  it('answers an episode read alone with its transcript and chapters, and only the contract fields of a chapter', () => {
    const episode = {
      ...anEpisodeDraft(),
      ...MEDIA,
      id: 4,
      transcriptUrl: '/media/episodes/4/transcript-a.vtt',
      transcript: { cues: [{ startSeconds: 1, endSeconds: 2, text: 'Hi' }] },
      chapters: [{ startSeconds: 0, title: 'Welcome', url: 'https://example.com' }],
    };
    const json = toEpisodeJson(episode);
    expect(json).toMatchObject({ transcriptUrl: '/media/episodes/4/transcript-a.vtt', chaptersUrl: null, transcript: { cues: [{ startSeconds: 1, endSeconds: 2, text: 'Hi' }] }, chapters: [{ startSeconds: 0, title: 'Welcome' }] });
    expect((json as EpisodeDetailResponse).chapters?.[0]).toEqual({ startSeconds: 0, title: 'Welcome' });
    expect(EpisodeResponse.from(episode)).not.toHaveProperty('transcript');
  });
});
