import { encodeMp3, renderCover, synthesiseClip, tuneOf } from './generated-demo-media.js';

describe('generated demo media', () => {
  it('encodes a six-second clip as MPEG audio frames', () => {
    const mp3 = encodeMp3(synthesiseClip(3));
    // Every MP3 frame starts with an 11-bit sync word.
    expect(mp3[0]).toBe(0xff);
    expect(mp3[1] & 0xe0).toBe(0xe0);
    // 32 kbit/s for 6 s is about 24 KB: a real clip, not an empty file.
    expect(mp3.length).toBeGreaterThan(20_000);
    expect(mp3.length).toBeLessThan(30_000);
  });

  it('gives neighbouring episodes different tunes', () => {
    expect(tuneOf(1)).not.toBe(tuneOf(2));
    expect(synthesiseClip(tuneOf(1))).not.toEqual(synthesiseClip(tuneOf(2)));
  });

  it('renders an accessible SVG cover with the escaped title', () => {
    const svg = renderCover(7, 'Debt & Love <Together>');
    expect(svg).toContain('aria-label="Episode 7: Debt &amp; Love &lt;Together&gt;"');
    expect(svg).toContain('EPISODE 7');
    expect(svg).not.toContain('<Together>');
  });
});
