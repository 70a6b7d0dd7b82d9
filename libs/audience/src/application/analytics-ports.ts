import type { EpisodeAudio } from '../domain/index.js';

/**
 * Each day's random salt for visitor hashes, the same in every API process. A day's salt is destroyed
 * when the next day's is made: from then on nobody, the owner included, can recompute that day's
 * hashes from an IP address, nor link them to another day's.
 */
export abstract class DailySalts {
  abstract saltOf(day: string): Promise<Uint8Array>;
}

/**
 * What the other contexts have published, counted for the dashboard. The composition root adapts
 * their public application APIs to it: audience imports no other context.
 */
export abstract class PublishedContentCounts {
  abstract episodes(): Promise<number>;
  abstract socialMediaPosts(): Promise<number>;
}

/** The audience's own submissions, counted for the dashboard. */
export abstract class AudienceCounts {
  abstract newsletterSubscribers(): Promise<number>;
  abstract contactMessages(): Promise<number>;
}

/**
 * The episodes' audio files, for download counts: which episode a file is, and its duration (the first
 * minute's bytes). The composition root adapts the episode context's public API to it.
 */
export abstract class EpisodeAudioCatalogue {
  abstract episodeAudio(): Promise<EpisodeAudio[]>;
}
