import { readFile } from 'node:fs/promises';
import { Injectable } from '@nestjs/common';
import { escapeMarkup, MediaStorage } from '@harmony/platform';
import { DemoMedia, type DemoAudio } from '../../application/demo-media.js';
import { encodeTune, tuneFileName, tuneOf } from './demo-tunes.js';
import { mp3Seconds } from './mp3-frames.js';

const COVER_COLOURS = [
  ['#0f4c5c', '#e36414'],
  ['#1d3557', '#e63946'],
  ['#264653', '#2a9d8f'],
  ['#3d405b', '#e07a5f'],
  ['#283618', '#bc6c25'],
  ['#22223b', '#9a8c98'],
];

/** Where a demo episode's audio is stored. Demo episodes seeded before issue 23 played a 6-second clip stored as `demo/tune-N.mp3`. */
export const demoAudioKey = (episodeNumber: number): string => `demo/${tuneFileName(tuneOf(episodeNumber))}`;
const sixSecondClipKey = (episodeNumber: number): string => `demo/tune-${tuneOf(episodeNumber)}.mp3`;

/** Splits a title into lines of at most `width` characters for the cover. */
const wrap = (text: string, width: number): string[] =>
  text.split(' ').reduce<string[]>((lines, word) => {
    const last = lines[lines.length - 1];
    if (last !== undefined && `${last} ${word}`.length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
    return lines;
  }, []);

export function renderCover(episodeNumber: number, title: string): string {
  const [from, to] = COVER_COLOURS[episodeNumber % COVER_COLOURS.length];
  const lines = wrap(title, 18).slice(0, 5);
  const text = lines.map((line, index) => `<tspan x="48" dy="${index === 0 ? 0 : 46}">${escapeMarkup(line)}</tspan>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 600" role="img" aria-label="Episode ${episodeNumber}: ${escapeMarkup(title)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="600" height="600" fill="url(#g)"/>
<circle cx="470" cy="130" r="70" fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="14"/>
<circle cx="520" cy="130" r="70" fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="14"/>
<text x="48" y="110" font-family="Helvetica, Arial, sans-serif" font-size="34" font-weight="700" fill="#fff" letter-spacing="4">EPISODE ${episodeNumber}</text>
<text x="48" y="300" font-family="Georgia, serif" font-size="40" font-weight="700" fill="#fff">${text}</text>
</svg>
`;
}

@Injectable()
export class GeneratedDemoMedia extends DemoMedia {
  constructor(private readonly storage: MediaStorage) {
    super();
  }

  /** Encoded once per tune and kept in the media storage: a restart measures the stored file instead. */
  async createAudio(episodeNumber: number): Promise<DemoAudio> {
    const key = demoAudioKey(episodeNumber);
    const url = this.storage.urlFor(key);
    const stored = await this.storedAudio(url);
    if (stored) return { url, seconds: mp3Seconds(stored) };
    const mp3 = encodeTune(tuneOf(episodeNumber));
    return { url: await this.storage.save(key, mp3), seconds: mp3Seconds(mp3) };
  }

  sixSecondClipUrl(episodeNumber: number): string {
    return this.storage.urlFor(sixSecondClipKey(episodeNumber));
  }

  createCover(episodeNumber: number, title: string): Promise<string> {
    return this.storage.save(`demo/episode-${episodeNumber}.svg`, renderCover(episodeNumber, title));
  }

  private async storedAudio(url: string): Promise<Buffer | null> {
    const file = this.storage.localPathOf(url);
    if (!file || (await this.storage.sizeOf(url)) === null) return null;
    return readFile(file);
  }
}
