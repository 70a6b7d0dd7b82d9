import { NewsletterBand, NewsletterIntro, newsletterSectionClass, newsletterSectionId } from '../audience/index.js';
import { LoadNearViewport, SiteLayout } from '../layout/index.js';
import { AboutSection } from './about-section.js';
import { AdminDot } from './admin-dot.js';
import { ContactSection } from './contact-section.js';
import { EpisodesSection } from './episodes-section.js';
import { Hero } from './hero.js';
import { useScrollToHash } from './use-scroll-to-hash.js';
import { WhoWeAreSection } from './who-we-are-section.js';
import { WorkshopSection } from './workshop-section.js';

/** The home page (SPEC §2): the sections in anchor order, the newsletter band, then the admin dot. */
export function HomePage() {
  useScrollToHash();
  return (
    <SiteLayout page={{ page: 'home' }}>
      <Hero />
      <WhoWeAreSection />
      <EpisodesSection />
      <WorkshopSection />
      <AboutSection />
      <ContactSection />
      <LoadNearViewport anchor={newsletterSectionId} placeholder={<NewsletterPlaceholder />}>
        <NewsletterBand />
      </LoadNearViewport>
      <AdminDot />
    </SiteLayout>
  );
}

/** The band as it looks before its form has loaded: same section, heading and height. */
function NewsletterPlaceholder() {
  return (
    <section id={newsletterSectionId} aria-labelledby="newsletter-title" className={newsletterSectionClass}>
      <div className="mx-auto max-w-3xl text-center">
        <NewsletterIntro />
        <div className="mt-8 h-32 sm:h-20" />
      </div>
    </section>
  );
}
