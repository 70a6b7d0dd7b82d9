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
 * Each calendar month's random salt for listener hashes (monthly unique listeners), the same in every API
 * process. A month's salt is destroyed when the next month's is made, as a day's is: the month's hashes, kept
 * only as a distinct set until the month's count is taken, can then no more be made again from an address.
 */
export abstract class MonthlySalts {
  /** `month`: YYYY-MM. */
  abstract saltOf(month: string): Promise<Uint8Array>;
}

/**
 * What the other contexts have published, counted for the dashboard: adapters/contexts/ adapts the
 * episode and content automation contexts' exported use cases to it (a use case imports no other context).
 */
export abstract class PublishedContentCounts {
  abstract episodes(): Promise<number>;
  abstract socialMediaPosts(): Promise<number>;
}

export interface AudienceTotals {
  readonly newsletterSubscribers: number;
  readonly contactMessages: number;
}

/** The audience context's lists, counted for the dashboard: adapters/contexts/ asks its exported use case. */
export abstract class AudienceFigures {
  abstract totals(): Promise<AudienceTotals>;
}

/**
 * The episodes' audio files, for download counts: which episode a file is, and its duration (the first
 * minute's bytes). adapters/contexts/ adapts the episode context's exported use case to it.
 */
export abstract class EpisodeAudioCatalogue {
  abstract episodeAudio(): Promise<EpisodeAudio[]>;
}
