import type { SiteConfig } from '@harmony/mf-config/remotes';
import { SiteLayout } from '../layout/site-layout.js';
import { FeaturedEpisodes } from './featured-episodes.js';

export function HomePage({ site }: { site: SiteConfig }) {
  return (
    <SiteLayout site={site}>
      <section id="home" aria-labelledby="home-title" className="bg-emerald-50">
        <div className="mx-auto max-w-6xl px-4 py-16">
          <p className="text-xs font-semibold tracking-widest text-emerald-800">PODCAST SERIES</p>
          <h1 id="home-title" className="mt-3 max-w-3xl text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">
            Building Financial Harmony in Your Marriage
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-slate-700">
            {site.productName} is a fortnightly podcast that helps couples navigate financial decisions together, with expert advice and workshops.
          </p>
        </div>
      </section>
      <FeaturedEpisodes />
    </SiteLayout>
  );
}
