import { Injectable } from '@nestjs/common';
import { ContentChanges } from '@harmony/platform/domain';
import { draftEpisode, EPISODE_AGGREGATE, EpisodeRepository, formatDuration, toJsonChapters, toWebVtt, type Episode } from '../domain/index.js';
import { DemoMedia } from './demo-media.js';
import { demoChapters, demoEpisodes, demoTranscript, type DemoEpisode } from './demo-episodes.js';
import { DescriptionSanitizer } from './description-sanitizer.js';
import { EpisodeTranscriptAndChapters } from './transcript-and-chapters.js';

/**
 * The durations the demo episodes were seeded with before issue 23, by episode number: they played a
 * 6-second clip whatever they said. An episode still holding that clip and that duration is as the
 * seed left it; any other value is the owner's and is kept.
 */
const SIX_SECOND_CLIP_DURATIONS: ReadonlyMap<number, string> = new Map([
  [1, '38:42'],
  [2, '44:10'],
  [3, '41:27'],
  [4, '47:05'],
  [5, '35:18'],
  [6, '49:51'],
  [7, '52:33'],
  [8, '56:14'],
  [9, '45:36'],
  [10, '43:48'],
  [11, '39:59'],
]);

/** What a seed did: episodes added, older demo episodes moved onto the demo audio, demo episodes given chapters. */
export interface SeedResult {
  readonly seeded: number;
  readonly updated: number;
  readonly chaptered: number;
}

/**
 * Fills an empty catalogue with demo episodes, each as long as the audio it plays, with chapters (and
 * for some a transcript) spread over that length. A catalogue with any episode gets no new ones; only
 * its demo episodes still as an older seed left them (the 6-second clip, a duration of half an hour or
 * more) get the current demo audio and its duration, and those playing it untouched (their title, the
 * demo audio, its duration) get the chapters and transcript they never had.
 */
@Injectable()
export class SeedDemoEpisodes {
  constructor(
    private readonly episodes: EpisodeRepository,
    private readonly media: DemoMedia,
    private readonly sanitizer: DescriptionSanitizer,
    private readonly changes: ContentChanges,
    private readonly timelines: EpisodeTranscriptAndChapters,
  ) {}

  async execute(): Promise<SeedResult> {
    if ((await this.episodes.count()) > 0) {
      const updated = await this.updateSixSecondClipEpisodes();
      return { seeded: 0, updated, chaptered: await this.addTimelines() };
    }
    const drafts = [];
    // One at a time: episodes may share generated media, which must be made only once.
    for (const { sections: _sections, ...demo } of demoEpisodes) {
      const audio = await this.media.createAudio(demo.number);
      const imageUrl = await this.media.createCover(demo.number, demo.title);
      drafts.push(draftEpisode({ ...demo, audioUrl: audio.url, duration: formatDuration(audio.seconds), imageUrl }, (description) => this.sanitizer.sanitize(description)));
    }
    const added = await this.episodes.addAll(drafts);
    // A bulk write: every episode read may have changed.
    await this.changes.publish({ aggregate: EPISODE_AGGREGATE, keys: [] });
    return { seeded: added.length, updated: 0, chaptered: await this.addTimelines() };
  }

  /**
   * Gives each untouched demo episode the chapters and transcript it never had, through the use case the
   * Episode Manager stores them with (the same files, the same columns, the same announcement). Never
   * one the owner gave or removed: an episode with chapters, or whose chapters file was ever stored, keeps
   * what it has (the transcript likewise).
   */
  private async addTimelines(): Promise<number> {
    let chaptered = 0;
    for (const demo of demoEpisodes) {
      const episode = await this.episodes.withNumber(demo.number);
      if (!episode || episode.title !== demo.title || (episode.chaptersUrl !== null && episode.transcriptUrl !== null)) continue;
      const audio = await this.media.createAudio(demo.number);
      if (episode.audioUrl !== audio.url || episode.duration !== formatDuration(audio.seconds)) continue;
      if (await this.addTimeline(episode, demo, audio.seconds)) chaptered += 1;
    }
    return chaptered;
  }

  private async addTimeline(episode: Episode, demo: DemoEpisode, seconds: number): Promise<boolean> {
    const transcript = demoTranscript(demo, seconds);
    if (transcript && episode.transcriptUrl === null && !(await this.timelines.everHadTranscript(episode.id))) await this.timelines.storeTranscript(episode.id, toWebVtt(transcript));
    if (episode.chaptersUrl !== null || (await this.timelines.everHadChapters(episode.id))) return false;
    await this.timelines.storeChapters(episode.id, toJsonChapters(demoChapters(demo, seconds)));
    return true;
  }

  private async updateSixSecondClipEpisodes(): Promise<number> {
    const updated: Episode[] = [];
    for (const demo of demoEpisodes) {
      const episode = await this.episodes.withNumber(demo.number);
      if (!episode || episode.audioUrl !== this.media.sixSecondClipUrl(demo.number) || episode.duration !== SIX_SECOND_CLIP_DURATIONS.get(demo.number)) continue;
      const audio = await this.media.createAudio(demo.number);
      const stored = await this.episodes.update({ ...episode, audioUrl: audio.url, duration: formatDuration(audio.seconds) });
      if (stored) updated.push(stored);
    }
    if (updated.length) await this.changes.publish({ aggregate: EPISODE_AGGREGATE, keys: updated.map((episode) => episode.id) });
    return updated.length;
  }
}
