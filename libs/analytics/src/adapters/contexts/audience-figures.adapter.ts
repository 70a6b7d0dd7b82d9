import { Injectable } from '@nestjs/common';
import { CountAudience } from '@harmony/audience';
import { AudienceFigures, type AudienceTotals } from '../../application/index.js';

/** The audience context's lists, counted by its exported use case (their tables are its own). */
@Injectable()
export class AudienceContextFigures extends AudienceFigures {
  constructor(private readonly countAudience: CountAudience) {
    super();
  }

  totals(): Promise<AudienceTotals> {
    return this.countAudience.execute();
  }
}
