import type { JobKind } from '@harmony/platform';

declare module '@harmony/platform' {
  interface JobPayloads {
    /**
     * Sends step `step` of the welcome sequence to subscriber `subscriberId`, if still due. `round` is the
     * confirmation it follows (its time, ms): someone who leaves and confirms again is scheduled anew.
     */
    'newsletter.sequence-step': { subscriberId: number; step: 1 | 2 | 3; round: number };
  }
}

/** One job per subscriber, step and confirmation: scheduling it again while it is kept adds nothing. */
export const newsletterSequenceStepJob: JobKind<'newsletter.sequence-step'> = {
  name: 'newsletter.sequence-step',
  jobId: ({ subscriberId, step, round }) => `newsletter-sequence-${subscriberId}-${step}-${round}`,
};

export const newsletterJobKinds = [newsletterSequenceStepJob] as const;
