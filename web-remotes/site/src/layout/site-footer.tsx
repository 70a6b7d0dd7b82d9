import type { ComponentType } from 'react';
import { Link } from '@harmony/mf-config/router';
import type { SiteConfig } from '@harmony/site-config';
import { FacebookIcon, focusRing, InstagramIcon, LinkedinIcon, TwitterIcon } from '@harmony/ui';
import { useSiteConfig } from '../site-config.js';
import { sectionHref, type HomeSectionId } from './site-sections.js';

interface FooterLink {
  label: string;
  /** The home page section it opens; without one the link is a placeholder (`#`). */
  section?: HomeSectionId;
}

const quickLinks: readonly FooterLink[] = [
  { label: 'Home', section: 'home' },
  { label: 'Episodes', section: 'episodes' },
  { label: 'Workshop', section: 'workshop' },
  { label: 'About Us', section: 'about' },
  { label: 'Contact', section: 'contact' },
];

// SPEC §2: the resources and legal pages are placeholder links (no screen exists for them).
const placeholderLinks = (labels: readonly string[]): FooterLink[] => labels.map((label) => ({ label }));
const resourceLinks = placeholderLinks(['Financial Glossary', 'Budget Templates', 'Recommended Books', 'Financial Calculators', 'Blog Articles']);
const legalLinks = placeholderLinks(['Privacy Policy', 'Terms of Service', 'Cookie Policy', 'Disclaimer']);

const linkColumns = [
  { id: 'footer-quick-links', title: 'Quick Links', links: quickLinks },
  { id: 'footer-resources', title: 'Resources', links: resourceLinks },
  { id: 'footer-legal', title: 'Legal', links: legalLinks },
];

const socialNetworks: readonly { key: keyof SiteConfig['social']; label: string; Icon: ComponentType<{ className?: string }> }[] = [
  { key: 'facebook', label: 'Facebook', Icon: FacebookIcon },
  { key: 'twitter', label: 'Twitter', Icon: TwitterIcon },
  { key: 'instagram', label: 'Instagram', Icon: InstagramIcon },
  { key: 'linkedin', label: 'LinkedIn', Icon: LinkedinIcon },
];

const heading = 'text-sm font-semibold tracking-wide text-slate-900 uppercase dark:text-slate-100';
const footerLink = `rounded-sm text-sm text-slate-700 hover:text-emerald-800 hover:underline dark:text-slate-300 dark:hover:text-emerald-300 ${focusRing}`;

function LinkColumn({ id, title, links }: { id: string; title: string; links: readonly FooterLink[] }) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className={heading}>
        {title}
      </h2>
      <ul className="mt-4 space-y-3">
        {links.map(({ label, section }) => (
          <li key={label}>
            {section === undefined ? (
              <a href="#" className={footerLink}>
                {label}
              </a>
            ) : (
              <Link to={sectionHref(section)} className={footerLink}>
                {label}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The footer of every public page (SPEC §2). */
export function SiteFooter() {
  const { productName, description, social, foundedYear } = useSiteConfig();
  const year = new Date().getFullYear();

  return (
    <footer className="border-t border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-lg font-bold tracking-tight text-emerald-900 dark:text-emerald-300">{productName}</p>
          <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">{description}</p>
          <ul className="mt-5 flex gap-3">
            {socialNetworks.map(({ key, label, Icon }) => (
              <li key={key}>
                <a
                  href={social[key]}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={label}
                  className={`flex size-10 items-center justify-center rounded-full border border-slate-300 text-slate-700 hover:border-emerald-700 hover:text-emerald-800 dark:border-slate-600 dark:text-slate-200 dark:hover:border-emerald-400 dark:hover:text-emerald-300 ${focusRing}`}
                >
                  <Icon className="size-5" />
                </a>
              </li>
            ))}
          </ul>
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
