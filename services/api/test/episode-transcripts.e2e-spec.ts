import { JSDOM } from 'jsdom';
import { pngSample } from '@harmony/platform/testing';
import { useOwner, useTestApp } from './test-app.js';

interface Cue {
  startSeconds: number;
  endSeconds: number;
  text: string;
}
interface PublicEpisodeDetail {
  id: number;
  title: string;
  transcriptUrl: string | null;
  chaptersUrl: string | null;
  transcript: { cues: Cue[] } | null;
  chapters: { startSeconds: number; title: string }[] | null;
}
interface ManagedEpisodeDetail {
  id: number;
  transcriptUrl: string | null;
  chaptersUrl: string | null;
  transcriptCueCount: number | null;
  chapters: { startSeconds: number; title: string; img?: string; url?: string }[] | null;
}

const VTT = 'WEBVTT\n\n00:00:09.000 --> 00:00:12.000\nSecond, <v Ana>in a voice</v>\n\nintro\n00:00:01.000 --> 00:00:04.500\nFirst &amp; foremost\n';
const SRT = '1\r\n00:00:01,000 --> 00:00:02,000\r\nFrom an SRT file\r\n\r\n2\r\n00:01:00,000 --> 00:01:03,250\r\nA minute in\r\n';
const BROKEN = 'WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nfine\n\n00:00:09.000 --> 00:00:05.000\nbackwards\n';
const CHAPTERS = { version: '1.2.0', chapters: [{ startTime: 0, title: 'Welcome' }, { startTime: 754, title: 'Our money date', url: 'https://example.com/notes' }] };

let sequence = 700;

/** Transcripts and chapters (issue 11 item 4): uploaded and edited in the Episode Manager, shown by the episode's read, linked by the feed. */
describe('episode transcripts and chapters', () => {
  const { http: api } = useTestApp({ PUBLIC_URL: 'https://podcast.example' });
  const owner = useOwner(api);

  /** A public episode (demo audio and cover), to read back as visitors do. */
  const publicEpisode = async (): Promise<number> => {
    sequence += 1;
    const body = { number: sequence, title: `Transcribed ${sequence}`, description: '<p>Talk.</p>', duration: '10:00', audioUrl: '/media/demo/bed-1.mp3', imageUrl: '/media/demo/episode-11.svg' };
    return ((await owner.post('/api/episodes').send(body).expect(201)).body as { id: number }).id;
  };
  const detail = async (id: number): Promise<PublicEpisodeDetail> => (await api().get(`/api/episodes/${id}`).expect(200)).body;
  const feedItem = async (title: string) => {
    const feed = new JSDOM((await api().get('/rss.xml').expect(200)).text, { contentType: 'text/xml' }).window.document;
    return [...feed.getElementsByTagName('item')].find((item) => item.getElementsByTagName('title')[0]?.textContent === title);
  };

  it('refuses every transcript and chapters route without the session', async () => {
    const calls = [
      api().put('/api/episodes/1/transcript').set('Content-Type', 'text/vtt').send(VTT),
      api().delete('/api/episodes/1/transcript'),
      api().put('/api/episodes/1/chapters').send(CHAPTERS),
      api().delete('/api/episodes/1/chapters'),
    ];
    for (const call of calls) expect((await call.expect(401)).body).toMatchObject({ code: 'not-signed-in' });
  });

  it('stores an uploaded WebVTT transcript as WebVTT, and the episode read (cached before) carries its cues at once', async () => {
    const id = await publicEpisode();
    expect(await detail(id)).toMatchObject({ transcript: null, transcriptUrl: null, chapters: null, chaptersUrl: null });

    const stored: ManagedEpisodeDetail = (await owner.put(`/api/episodes/${id}/transcript`).set('Content-Type', 'text/vtt').send(VTT).expect(200)).body;
    expect(stored.transcriptUrl).toMatch(new RegExp(`^/media/episodes/${id}/transcript-[0-9a-f]+\\.vtt$`));
    expect(stored.transcriptCueCount).toBe(2);

    const read = await detail(id);
    expect(read.transcriptUrl).toBe(stored.transcriptUrl);
    expect(read.transcript).toEqual({
      cues: [
        { startSeconds: 1, endSeconds: 4.5, text: 'First & foremost' },
        { startSeconds: 9, endSeconds: 12, text: 'Second, Ana: in a voice' },
      ],
    });
    const file = await api().get(stored.transcriptUrl!).expect(200);
    expect(file.headers['content-type']).toMatch(/^text\/vtt/);
    expect(file.text).toBe('WEBVTT\n\n1\n00:00:01.000 --> 00:00:04.500\nFirst &amp; foremost\n\n2\n00:00:09.000 --> 00:00:12.000\nSecond, Ana: in a voice\n');

    // Lists carry the files' URLs, never their content.
    const listed = ((await api().get('/api/episodes?limit=100').expect(200)).body as PublicEpisodeDetail[]).find((episode) => episode.id === id);
    expect(listed).toMatchObject({ transcriptUrl: stored.transcriptUrl });
    expect(listed).not.toHaveProperty('transcript');
  });

  it('reads an SRT file sent in a multipart form', async () => {
    const id = await publicEpisode();
    await owner.put(`/api/episodes/${id}/transcript`).attach('transcript', Buffer.from(SRT), { filename: 'episode.srt', contentType: 'application/x-subrip' }).expect(200);
    expect((await detail(id)).transcript?.cues).toEqual([
      { startSeconds: 1, endSeconds: 2, text: 'From an SRT file' },
      { startSeconds: 60, endSeconds: 63.25, text: 'A minute in' },
    ]);
  });

  it('refuses a broken file naming its line, an empty one, another type and one too large, keeping what was there', async () => {
    const id = await publicEpisode();
    await owner.put(`/api/episodes/${id}/transcript`).set('Content-Type', 'application/x-subrip').send(SRT).expect(200);

    const broken = await owner.put(`/api/episodes/${id}/transcript`).set('Content-Type', 'text/vtt').send(BROKEN).expect(400);
    expect(broken.body).toMatchObject({ code: 'invalid-transcript', errors: [{ field: 'transcript', message: "Line 6: the cue's end 00:00:05.000 is before its start 00:00:09.000." }] });
    const neither = await owner.put(`/api/episodes/${id}/transcript`).set('Content-Type', 'text/plain').send('Just words.').expect(400);
    expect(neither.body.errors[0].message).toMatch(/^This is neither WebVTT nor SRT/);
    expect((await owner.put(`/api/episodes/${id}/transcript`).set('Content-Type', 'text/vtt').send('').expect(400)).body).toMatchObject({ code: 'empty-upload' });
    expect((await owner.put(`/api/episodes/${id}/transcript`).set('Content-Type', 'image/png').send(pngSample()).expect(415)).body).toMatchObject({ errors: [{ field: 'transcript' }] });
    const utf16 = Buffer.from(`\uFEFF${SRT}`, 'utf16le');
    expect((await owner.put(`/api/episodes/${id}/transcript`).set('Content-Type', 'application/x-subrip').send(utf16).expect(400)).body).toMatchObject({
      errors: [{ field: 'transcript', message: 'The transcript is not UTF-8 text: save it as UTF-8 and upload it again.' }],
    });
    const large = `WEBVTT\n\n00:00:01.000 --> 00:00:02.000\n${'x'.repeat(2 * 1024 * 1024)}\n`;
    expect((await owner.put(`/api/episodes/${id}/transcript`).set('Content-Type', 'text/vtt').send(large).expect(413)).body).toMatchObject({ code: 'upload-too-large' });
    await owner.put('/api/episodes/99999999/transcript').set('Content-Type', 'text/vtt').send(VTT).expect(404);

    expect((await detail(id)).transcript?.cues[0]?.text).toBe('From an SRT file');
  });

  it('sets chapters from a JSON Chapters document, serves the file, and refuses broken ones field by field', async () => {
    const id = await publicEpisode();
    const invalid = await owner
      .put(`/api/episodes/${id}/chapters`)
      .send({ version: '1.2.0', chapters: [{ startTime: 60, title: 'Late' }, { startTime: 30, title: '' }] })
      .expect(400);
    expect(invalid.body).toMatchObject({ code: 'invalid-chapters' });
    expect(invalid.body.errors).toEqual([
      { field: 'chapters[1].startTime', message: 'Chapter 2 starts at 0:30, not after chapter 1 (1:00): chapters go in order of their start.' },
      { field: 'chapters[1].title', message: 'Chapter 2 needs a title.' },
    ]);
    expect((await owner.put(`/api/episodes/${id}/chapters`).set('Content-Type', 'application/json').send('{not json').expect(400)).body).toMatchObject({ errors: [{ field: 'chapters' }] });

    const stored: ManagedEpisodeDetail = (await owner.put(`/api/episodes/${id}/chapters`).send(CHAPTERS).expect(200)).body;
    expect(stored.chapters).toEqual([{ startSeconds: 0, title: 'Welcome' }, { startSeconds: 754, title: 'Our money date', url: 'https://example.com/notes' }]);
    expect((await owner.get(`/api/admin/episodes/${id}`).expect(200)).body).toMatchObject({ chapters: stored.chapters, chaptersUrl: stored.chaptersUrl, transcriptCueCount: null });
    expect((await detail(id)).chapters).toEqual([{ startSeconds: 0, title: 'Welcome' }, { startSeconds: 754, title: 'Our money date' }]);
    expect(JSON.parse((await api().get(stored.chaptersUrl!).expect(200)).text)).toEqual(CHAPTERS);
  });

  it('links both from the feed on the public address, until they are removed', async () => {
    const id = await publicEpisode();
    const { title } = await detail(id);
    const transcriptUrl = ((await owner.put(`/api/episodes/${id}/transcript`).set('Content-Type', 'text/vtt').send(VTT).expect(200)).body as ManagedEpisodeDetail).transcriptUrl;
    const chaptersUrl = ((await owner.put(`/api/episodes/${id}/chapters`).send(CHAPTERS).expect(200)).body as ManagedEpisodeDetail).chaptersUrl;

    const item = await feedItem(title);
    const transcript = item?.getElementsByTagName('podcast:transcript')[0];
    expect(transcript?.getAttribute('url')).toBe(`https://podcast.example${transcriptUrl}`);
    expect(transcript?.getAttribute('type')).toBe('text/vtt');
    const chapters = item?.getElementsByTagName('podcast:chapters')[0];
    expect(chapters?.getAttribute('url')).toBe(`https://podcast.example${chaptersUrl}`);
    expect(chapters?.getAttribute('type')).toBe('application/json+chapters');

    expect(((await owner.delete(`/api/episodes/${id}/transcript`).expect(200)).body as ManagedEpisodeDetail).transcriptUrl).toBeNull();
    expect(((await owner.delete(`/api/episodes/${id}/chapters`).expect(200)).body as ManagedEpisodeDetail).chapters).toBeNull();
    expect(await detail(id)).toMatchObject({ transcript: null, transcriptUrl: null, chapters: null, chaptersUrl: null });
    const after = await feedItem(title);
    expect(after?.getElementsByTagName('podcast:transcript')).toHaveLength(0);
    expect(after?.getElementsByTagName('podcast:chapters')).toHaveLength(0);
  });

  it("finds an episode by its transcript's words", async () => {
    const id = await publicEpisode();
    await owner.put(`/api/episodes/${id}/transcript`).set('Content-Type', 'text/vtt').send('WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nZanzibarian marmalade budgets\n').expect(200);
    const { results } = (await api().get('/api/search?q=zanzibarian').expect(200)).body as { results: { url: string }[] };
    expect(results.map((result) => result.url)).toEqual([`/episode/${id}`]);
  });
});
