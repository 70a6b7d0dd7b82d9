import { lazy } from 'react';
import { Route, Routes } from '@harmony/mf-config/router';
import type { RemoteRoutesProps } from '@harmony/mf-config/remotes';
import { sitePaths } from '@harmony/site-config';
import { NotFoundPage } from './not-found/not-found-page.js';
import { SiteConfigProvider } from './site-config.js';
import './styles.css';

// Every page loads when visited, the home page too: this module is in every page's first view, and
// the home page's sections and players would weigh on all of them (a page is prerendered, so its
// Suspense boundary hydrates when its chunk arrives).
const HomePage = lazy(() => import('./home/home-page.js').then(({ HomePage }) => ({ default: HomePage })));
const EpisodesPage = lazy(() => import('./episodes/episodes-page.js'));
const EpisodePage = lazy(() => import('./episode/episode-page.js'));
const BlogPage = lazy(() => import('./blog/blog-page.js'));
const ArticlePage = lazy(() => import('./blog/article-page.js'));
const WorkshopPage = lazy(() => import('./workshop/workshop-page.js'));
const SearchPage = lazy(() => import('./search/search-page.js'));
const ContactPage = lazy(() => import('./audience/contact-page.js'));
const NewsletterConfirmPage = lazy(() => import('./audience/newsletter-email-pages.js').then(({ NewsletterConfirmPage }) => ({ default: NewsletterConfirmPage })));
const NewsletterUnsubscribePage = lazy(() => import('./audience/newsletter-email-pages.js').then(({ NewsletterUnsubscribePage }) => ({ default: NewsletterUnsubscribePage })));
const LegalPage = lazy(() => import('./legal/legal-page.js'));
const DownloadCountingPage = lazy(() => import('./download-counting/download-counting-page.js'));

/** The route manifest's patterns, relative to the shell's catch-all route this module renders under. */
const relative = (pattern: string): string => pattern.replace(/^\//, '');

/** The site remote's route module (exposed as `site/routes`): every public path, and the 404 page. */
export default function SiteRoutes({ site }: RemoteRoutesProps) {
  return (
    <SiteConfigProvider site={site}>
      <Routes>
        <Route index element={<HomePage />} />
        <Route path={relative(sitePaths.episodes)} element={<EpisodesPage />} />
        <Route path={relative(sitePaths.episode)} element={<EpisodePage />} />
        <Route path={relative(sitePaths.blog)} element={<BlogPage />} />
        <Route path={relative(sitePaths.article)} element={<ArticlePage />} />
        <Route path={relative(sitePaths.workshop)} element={<WorkshopPage />} />
        <Route path={relative(sitePaths.search)} element={<SearchPage />} />
        <Route path={relative(sitePaths.contact)} element={<ContactPage />} />
        <Route path={relative(sitePaths.privacy)} element={<LegalPage kind="privacy" />} />
        <Route path={relative(sitePaths.terms)} element={<LegalPage kind="terms" />} />
        <Route path={relative(sitePaths.downloadCounting)} element={<DownloadCountingPage />} />
        <Route path={relative(sitePaths.newsletterConfirm)} element={<NewsletterConfirmPage />} />
        <Route path={relative(sitePaths.newsletterUnsubscribe)} element={<NewsletterUnsubscribePage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </SiteConfigProvider>
  );
}
