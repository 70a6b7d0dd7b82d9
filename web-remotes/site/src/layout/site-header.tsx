import { Menu, Search, X } from 'lucide-react';
import { Link } from '@harmony/mf-config/router';
import { sitePaths } from '@harmony/site-config';
import { focusRing, ThemeSwitch, useDisclosure } from '@harmony/ui';
import { useSiteConfig } from '../site-config.js';
import { SearchForm } from '../search/index.js';
import { homeSections, sectionHref } from './site-sections.js';

const navLink = `rounded-md text-sm font-medium text-slate-700 hover:text-emerald-800 dark:text-slate-200 dark:hover:text-emerald-300 ${focusRing}`;
// No display utility here: each use says how it shows (the bar's copy is hidden on phones).
const iconButton = `inline-flex size-10 items-center justify-center rounded-md text-slate-800 hover:bg-slate-100 dark:text-slate-100 dark:hover:bg-slate-800 ${focusRing}`;
const subscribeButton = `items-center justify-center rounded-md bg-emerald-700 px-4 py-2 text-sm font-semibold text-white hover:bg-emerald-800 ${focusRing}`;

/**
 * The fixed header of every public page (SPEC §2). Prerendered at build time, so it reads only the
 * router and the site configuration, and touches no browser API while rendering.
 */
export function SiteHeader() {
  const { productName } = useSiteConfig();
  const { open: menuOpen, close, toggleProps } = useDisclosure('mobile-menu');

  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur dark:border-slate-800 dark:bg-slate-950/95">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4">
        <Link to="/" className={`flex min-w-0 items-center gap-2 rounded-md text-base font-bold sm:text-lg tracking-tight text-emerald-900 dark:text-emerald-300 ${focusRing}`}>
          <span aria-hidden="true" className="flex size-8 shrink-0 items-center justify-center rounded-full bg-emerald-700 text-sm text-white">
            {productName.charAt(0)}
          </span>
          <span className="truncate">{productName}</span>
        </Link>
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-6">
            {homeSections.map(({ id, label }) => (
              <li key={id}>
                <Link to={sectionHref(id)} className={navLink}>
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex min-w-0 items-center gap-2">
          {/* From a tablet up the field stays in the bar; on a phone the icon opens the search page, its field ready. */}
          <div className="hidden min-w-0 sm:flex">
            <SearchForm id="site-search" label="Search" landmark="Site search" compact />
          </div>
          <Link to={sitePaths.search} className={`sm:hidden ${iconButton}`}>
            <Search aria-hidden="true" className="size-5" />
            <span className="sr-only">Search</span>
          </Link>
          <Link to={sectionHref('newsletter')} className={`hidden sm:flex ${subscribeButton}`}>
            Subscribe
          </Link>
          <div className="hidden sm:flex">
            <ThemeSwitch />
          </div>
          <button
            type="button"
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            {...toggleProps}
            className={`lg:hidden ${iconButton}`}
          >
            {menuOpen ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
          </button>
        </div>
      </div>
      <nav id="mobile-menu" aria-label="Mobile" hidden={!menuOpen} className="border-t border-slate-200 bg-white lg:hidden dark:border-slate-800 dark:bg-slate-950">
        <ul className="mx-auto flex max-w-6xl flex-col gap-1 px-4 py-3">
          {homeSections.map(({ id, label }) => (
            <li key={id}>
              <Link to={sectionHref(id)} onClick={close} className={`block px-2 py-3 ${navLink}`}>
                {label}
              </Link>
            </li>
          ))}
          <li className="pt-2">
            <Link to={sectionHref('newsletter')} onClick={close} className={`flex w-full ${subscribeButton}`}>
              Subscribe
            </Link>
          </li>
          {/* On a phone the bar keeps its room for the brand: the theme is chosen here. */}
          <li className="px-2 pt-3 sm:hidden">
            <ThemeSwitch />
          </li>
        </ul>
      </nav>
    </header>
  );
}
