import type { ComponentType } from 'react';
import { Link } from '@harmony/mf-config/router';
import { legalPageKinds, legalPageNames, sitePaths, socialLinks, type SocialNetwork } from '@harmony/site-config';
import { FacebookIcon, focusRing, InstagramIcon, LinkedinIcon, TwitterIcon } from '@harmony/ui';
import { useSiteConfig } from '../site-config.js';
import { sectionHref } from './site-sections.js';

interface FooterLink {
  label: string;
  /** A page of the site (`/blog`) or a home page section (`/#about`): every footer link goes somewhere real. */
  to: string;
}

const quickLinks: readonly FooterLink[] = [
  { label: 'Home', to: sectionHref('home') },
  { label: 'Episodes', to: sectionHref('episodes') },
  { label: 'Workshop', to: sectionHref('workshop') },
  { label: 'About Us', to: sectionHref('about') },
  // The contact form's own page (the home page's #contact section shows it too).
  { label: 'Contact', to: sitePaths.contact },
];

// SPEC §2 lists more resources and legal pages as placeholders (`#`); only those the site has are linked.
// There is no cookie to describe (the privacy policy says so), and no glossary, templates, books or calculators.
const resourceLinks: readonly FooterLink[] = [
  { label: 'Blog Articles', to: sitePaths.blog },
  { label: 'All Episodes', to: sitePaths.episodes },
];
// The owner edits both pages' text in the back office; their names are the route table's.
const legalLinks: readonly FooterLink[] = legalPageKinds.map((kind) => ({ label: legalPageNames[kind], to: sitePaths[kind] }));

const linkColumns = [
  { id: 'footer-quick-links', title: 'Quick Links', links: quickLinks },
  { id: 'footer-resources', title: 'Resources', links: resourceLinks },
  { id: 'footer-legal', title: 'Legal', links: legalLinks },
];

const socialIcons: Record<SocialNetwork, ComponentType<{ className?: string }>> = {
  facebook: FacebookIcon,
  twitter: TwitterIcon,
  instagram: InstagramIcon,
  linkedin: LinkedinIcon,
};

const heading = 'text-sm font-semibold tracking-wide text-slate-900 uppercase dark:text-slate-100';
const footerLink = `rounded-sm text-sm text-slate-700 hover:text-emerald-800 hover:underline dark:text-slate-300 dark:hover:text-emerald-300 ${focusRing}`;

function LinkColumn({ id, title, links }: { id: string; title: string; links: readonly FooterLink[] }) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className={heading}>
        {title}
      </h2>
      <ul className="mt-4 space-y-3">
        {links.map(({ label, to }) => (
          <li key={label}>
            <Link to={to} className={footerLink}>
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The footer of every public page (SPEC §2). */
export function SiteFooter() {
  const site = useSiteConfig();
  const { productName, description, foundedYear } = site;
  const profiles = socialLinks(site);
  const year = new Date().getFullYear();

  return (
    <footer className="border-t border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-lg font-bold tracking-tight text-emerald-900 dark:text-emerald-300">{productName}</p>
          <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">{description}</p>
          {profiles.length > 0 ? (
            <ul aria-label="Follow us" className="mt-5 flex gap-3">
              {profiles.map(({ key, label, url }) => {
                const Icon = socialIcons[key];
                return (
                  <li key={key}>
                    <a
                      href={url}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={label}
                      className={`flex size-10 items-center justify-center rounded-full border border-slate-300 text-slate-700 hover:border-emerald-700 hover:text-emerald-800 dark:border-slate-600 dark:text-slate-200 dark:hover:border-emerald-400 dark:hover:text-emerald-300 ${focusRing}`}
                    >
                      <Icon className="size-5" />
                    </a>
                  </li>
                );
              })}
            </ul>
          ) : null}
        </div>
        {linkColumns.map((column) => (
          <LinkColumn key={column.id} {...column} />
        ))}
      </div>
      <div className="border-t border-slate-200 dark:border-slate-800">
        <p className="mx-auto max-w-6xl px-4 py-6 text-sm text-slate-700 dark:text-slate-300">
          © {year} {productName}. All rights reserved — helping couples build financial harmony since {foundedYear}.
        </p>
      </div>
    </footer>
  );
}
