import { Injectable } from '@nestjs/common';
import { ContentChanges } from '@harmony/platform/domain';
import {
  EPISODE_AGGREGATE,
  EpisodeNotFound,
  EpisodeRepository,
  parseJsonChapters,
  parseTranscript,
  toJsonChapters,
  toWebVtt,
  transcriptFromSegments,
  type Episode,
  type Transcript,
  type TranscriptAndChapters,
  type TranscriptCue,
} from '../domain/index.js';
import { MediaLibrary } from './media-library.js';

/** Where an episode's companion files are stored: `{key}-{random}.{extension}` (see MediaLibrary.store). */
const transcriptKey = (id: number): string => `episodes/${id}/transcript`;
const chaptersKey = (id: number): string => `episodes/${id}/chapters`;

/** An episode as the Episode Manager edits it: its fields with its transcript and chapters. */
export type ManagedEpisodeDetail = Episode & TranscriptAndChapters;

/**
 * The writes of an episode's transcript and chapters. Each stores the file the site serves (WebVTT,
 * JSON Chapters) under a new name in media storage, then its URL and parsed content together on the
 * episode (parsed once here, never per read), and announces the change as every episode write does.
 * Replaced files stay stored, as replaced audio does: a feed read before the change may still name them.
 */
@Injectable()
export class EpisodeTranscriptAndChapters {
  constructor(
    private readonly episodes: EpisodeRepository,
    private readonly media: MediaLibrary,
    private readonly changes: ContentChanges,
  ) {}

  /** The episode with its transcript and chapters, whatever its state. */
  async detail(id: number): Promise<ManagedEpisodeDetail> {
    const [episode, companions] = await Promise.all([this.episodes.getAny(id), this.episodes.transcriptAndChapters(id)]);
    if (!episode || !companions) throw new EpisodeNotFound(id);
    return { ...episode, ...companions };
  }

  /** Stores an uploaded WebVTT or SRT file (replacing any transcript), as WebVTT; InvalidInput on `transcript` naming the line at fault. */
  async storeTranscript(id: number, source: string): Promise<ManagedEpisodeDetail> {
    await this.detail(id);
    await this.writeTranscript(id, parseTranscript(source));
    return this.detail(id);
  }

  /**
   * Stores a transcript a machine made (the content pipeline's speech to text), unless the episode has
   * one already: the owner's upload wins. False when nothing was stored (one there, or no usable segment).
   */
  async recordMachineTranscript(id: number, segments: readonly TranscriptCue[]): Promise<boolean> {
    const episode = await this.episodes.getAny(id);
    if (!episode) throw new EpisodeNotFound(id);
    const transcript = transcriptFromSegments(segments);
    if (episode.transcriptUrl !== null || transcript === null) return false;
    await this.writeTranscript(id, transcript);
    return true;
  }

  async removeTranscript(id: number): Promise<ManagedEpisodeDetail> {
    if (!(await this.episodes.storeTranscript(id, null))) throw new EpisodeNotFound(id);
    await this.announce(id);
    return this.detail(id);
  }

  /** Stores a JSON Chapters document (replacing any chapters); InvalidInput with a message per field (`chapters[2].title`). */
  async storeChapters(id: number, document: unknown): Promise<ManagedEpisodeDetail> {
    const chapters = parseJsonChapters(document);
    await this.detail(id);
    const url = await this.media.store(chaptersKey(id), 'json', JSON.stringify(toJsonChapters(chapters)));
    if (!(await this.episodes.storeChapters(id, { url, chapters }))) throw new EpisodeNotFound(id);
    await this.announce(id);
    return this.detail(id);
  }

  /**
   * Whether the episode ever had chapters, or a transcript: its stored files outlive a removal, so an
   * owner's "no chapters" stays told apart from "never had any" (the demo seed adds them only to the latter).
   */
  everHadChapters(id: number): Promise<boolean> {
    return this.media.storedUnder(chaptersKey(id));
  }

  everHadTranscript(id: number): Promise<boolean> {
    return this.media.storedUnder(transcriptKey(id));
  }

  async removeChapters(id: number): Promise<ManagedEpisodeDetail> {
    if (!(await this.episodes.storeChapters(id, null))) throw new EpisodeNotFound(id);
    await this.announce(id);
    return this.detail(id);
  }

  private async writeTranscript(id: number, transcript: Transcript): Promise<void> {
    const url = await this.media.store(transcriptKey(id), 'vtt', toWebVtt(transcript));
    if (!(await this.episodes.storeTranscript(id, { url, transcript }))) throw new EpisodeNotFound(id);
    await this.announce(id);
  }

  private announce(id: number): Promise<void> {
    return this.changes.publish({ aggregate: EPISODE_AGGREGATE, keys: [id] });
  }
}
