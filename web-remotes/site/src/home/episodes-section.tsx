import { ArrowRight } from 'lucide-react';
import { Link } from '@harmony/mf-config/router';
import { focusRing } from '@harmony/ui';
import { LatestEpisodes } from './latest-episodes.js';
import { SectionHeading, sectionClass } from './section-heading.js';
import { StatsStrip } from './stats-strip.js';
import { SubscribeLinks } from './subscribe-links.js';

/** The episodes section (SPEC §1, §2): heading, where to subscribe, statistics, the latest episodes. */
export function EpisodesSection() {
  return (
    <section id="episodes" aria-labelledby="episodes-title" className={`${sectionClass} bg-slate-50 dark:bg-slate-900/40`}>
      <div className="mx-auto max-w-6xl space-y-10">
        <SectionHeading id="episodes-title" badge="LATEST EPISODES" title="Money Conversations That Matter">
          Honest, practical conversations to help you and your partner make money decisions as a team, one episode at a time.
        </SectionHeading>
        <SubscribeLinks />
        <StatsStrip />
        <LatestEpisodes />
        <div className="text-center">
          <Link
            to="/episodes"
            className={`inline-flex items-center gap-2 rounded-md bg-emerald-700 px-6 py-3 font-semibold text-white hover:bg-emerald-800 ${focusRing}`}
          >
            View All Episodes
            <ArrowRight aria-hidden="true" className="size-5" />
          </Link>
        </div>
      </div>
    </section>
  );
}
