import { adminPaths } from '@harmony/site-config';

/** The back office's screens, in the order the navigation lists them (SPEC "Analytics dashboard" names the first three). */
export const adminScreens = [
  { path: adminPaths.dashboard, label: 'Analytics Dashboard' },
  { path: adminPaths.content, label: 'Content Management' },
  { path: adminPaths.socialMedia, label: 'Social Media' },
  { path: adminPaths.episodes, label: 'Episodes' },
  { path: adminPaths.articles, label: 'Articles' },
  { path: adminPaths.audience, label: 'Audience' },
] as const;
