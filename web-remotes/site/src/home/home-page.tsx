import { SiteLayout } from '../layout/site-layout.js';
import { AboutSection } from './about-section.js';
import { AdminDot } from './admin-dot.js';
import { ContactSection } from './contact-section.js';
import { EpisodesSection } from './episodes-section.js';
import { Hero } from './hero.js';
import { NewsletterBand } from '../audience/index.js';
import { useScrollToHash } from './use-scroll-to-hash.js';
import { WhoWeAreSection } from './who-we-are-section.js';
import { WorkshopSection } from './workshop-section.js';

/** The home page (SPEC §2): the sections in anchor order, the newsletter band, then the admin dot. */
export function HomePage() {
  useScrollToHash();
  return (
    <SiteLayout>
      <Hero />
      <WhoWeAreSection />
      <EpisodesSection />
      <WorkshopSection />
      <AboutSection />
      <ContactSection />
      <NewsletterBand />
      <AdminDot />
    </SiteLayout>
  );
}
