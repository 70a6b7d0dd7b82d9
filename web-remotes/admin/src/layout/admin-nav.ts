import { adminLandingPath, adminPaths, adminScreenNames } from '@harmony/site-config';

/** The back office's screens, in the order the navigation lists them (SPEC "Analytics dashboard" names the first three). */
export const adminScreens = [
  // The dashboard at the back office's own address, where a sign-in lands (/admin/dashboard shows it too).
  { path: adminLandingPath, label: adminScreenNames.dashboard },
  { path: adminPaths.content, label: adminScreenNames.content },
  { path: adminPaths.socialMedia, label: adminScreenNames.socialMedia },
  // Issue 26: where the accounts the social posts go out through are connected, beside the posts.
  { path: adminPaths.socialAccounts, label: adminScreenNames.socialAccounts },
  { path: adminPaths.episodes, label: adminScreenNames.episodes },
  { path: adminPaths.articles, label: adminScreenNames.articles },
  { path: adminPaths.audience, label: adminScreenNames.audience },
  { path: adminPaths.newsletters, label: adminScreenNames.newsletters },
  { path: adminPaths.email, label: adminScreenNames.email },
  { path: adminPaths.legalPages, label: adminScreenNames.legalPages },
] as const;
