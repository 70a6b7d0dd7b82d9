import { Injectable } from '@nestjs/common';

/** How many people each of the audience's counted lists holds. */
export interface AudienceTotals {
  readonly newsletterSubscribers: number;
  readonly contactMessages: number;
}

/** Counting the lists without reading them: a port, since the lists' own ports page and search. */
export abstract class AudienceCounts {
  abstract newsletterSubscribers(): Promise<number>;
  abstract contactMessages(): Promise<number>;
}

/** The audience's size, for the analytics dashboard (which reaches it through this exported use case). */
@Injectable()
export class CountAudience {
  constructor(private readonly counts: AudienceCounts) {}

  async execute(): Promise<AudienceTotals> {
    const [newsletterSubscribers, contactMessages] = await Promise.all([this.counts.newsletterSubscribers(), this.counts.contactMessages()]);
    return { newsletterSubscribers, contactMessages };
  }
}
