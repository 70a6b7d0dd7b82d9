/**
 * The home page's in-page sections (SPEC §2), in page order. Links carry the leading `/` so they
 * work from every page of the site: `/#episodes` opens the home page at that section.
 */
export const homeSections = [
  { id: 'home', label: 'Home' },
  { id: 'who-we-are', label: 'Who We Are' },
  { id: 'episodes', label: 'Episodes' },
  { id: 'workshop', label: 'Workshop' },
  { id: 'about', label: 'About' },
  { id: 'contact', label: 'Contact' },
] as const;

export type HomeSectionId = (typeof homeSections)[number]['id'] | 'newsletter';

export const sectionHref = (id: HomeSectionId): string => `/#${id}`;
