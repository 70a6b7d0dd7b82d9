import type { CSSProperties } from 'react';

/**
 * The site's palette in mail: Tailwind's slate and emerald as libs/ui and the site's pages use them
 * (primary button emerald-800 on white; slate-900 text, slate-700 secondary text; emerald-300 links in
 * the dark theme). Mail clients take inline styles only, so these are hex values, not Tailwind classes.
 */
const light = {
  page: '#f8fafc', // slate-50
  card: '#ffffff',
  text: '#0f172a', // slate-900
  muted: '#334155', // slate-700
  border: '#e2e8f0', // slate-200
  accent: '#065f46', // emerald-800: the site's primary button and links
  onAccent: '#ffffff',
} as const;

const dark = {
  page: '#020617', // slate-950
  card: '#0f172a', // slate-900
  text: '#f8fafc', // slate-50
  muted: '#cbd5e1', // slate-300
  border: '#334155', // slate-700
  link: '#6ee7b7', // emerald-300: the site's links on dark
} as const;

/** Tailwind's default sans stack, which the site uses: no web font to download, each system's own. */
const fontFamily = 'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

/** The class names the dark-mode rules below address (inline styles give the light theme). */
export const themeClass = {
  page: 'mail-page',
  card: 'mail-card',
  text: 'mail-text',
  muted: 'mail-muted',
  link: 'mail-link',
  rule: 'mail-rule',
  panel: 'mail-panel',
} as const;

/**
 * Dark mode for clients that honour `prefers-color-scheme` (Apple Mail, iOS, Outlook for Mac): the
 * inline light colours are overridden, hence !important. Outlook.com's dark mode rewrites colours itself
 * and marks what it rewrote with data-ogsc/data-ogsb; its rules keep links readable. Gmail inverts light
 * mails on its own: every light pair here also reads inverted (dark text on light, white on emerald).
 * React Email's Body repeats the page's background on its inner cell: the page rule covers that cell too.
 */
export const darkModeCss = `
:root { color-scheme: light dark; supported-color-schemes: light dark; }
@media (prefers-color-scheme: dark) {
  .${themeClass.page}, .${themeClass.page} > table > tbody > tr > td { background-color: ${dark.page} !important; }
  .${themeClass.card}, .${themeClass.panel} { background-color: ${dark.card} !important; border-color: ${dark.border} !important; }
  .${themeClass.text}, .${themeClass.text} p, .${themeClass.text} li, .${themeClass.text} h1, .${themeClass.text} h2, .${themeClass.text} h3 { color: ${dark.text} !important; }
  .${themeClass.muted} { color: ${dark.muted} !important; }
  .${themeClass.link}, .${themeClass.text} a { color: ${dark.link} !important; }
  .${themeClass.rule} { border-color: ${dark.border} !important; }
}
[data-ogsc] .${themeClass.text} { color: ${dark.text} !important; }
[data-ogsc] .${themeClass.muted} { color: ${dark.muted} !important; }
[data-ogsc] .${themeClass.link} { color: ${dark.link} !important; }
`;

/** The inline styles: a single 600px column that narrows with the phone's screen. */
export const styles = {
  page: { margin: 0, padding: '24px 12px', backgroundColor: light.page, fontFamily },
  card: {
    maxWidth: '600px',
    width: '100%',
    backgroundColor: light.card,
    border: `1px solid ${light.border}`,
    borderRadius: '12px',
    padding: '32px 24px',
  },
  brand: { margin: '0 0 24px', fontSize: '14px', lineHeight: '20px', fontWeight: 700, letterSpacing: '0.08em', textTransform: 'uppercase' },
  brandLink: { color: light.accent, textDecoration: 'none' },
  heading: { margin: '0 0 16px', fontSize: '24px', lineHeight: '32px', fontWeight: 700, color: light.text },
  subheading: { margin: '24px 0 8px', fontSize: '18px', lineHeight: '26px', fontWeight: 700, color: light.text },
  paragraph: { margin: '0 0 16px', fontSize: '16px', lineHeight: '26px', color: light.text },
  prose: { fontSize: '16px', lineHeight: '26px', color: light.text },
  note: { margin: '0 0 12px', fontSize: '14px', lineHeight: '22px', color: light.muted },
  link: { color: light.accent, textDecoration: 'underline' },
  button: {
    display: 'inline-block',
    padding: '12px 20px',
    borderRadius: '6px',
    backgroundColor: light.accent,
    color: light.onAccent,
    fontSize: '16px',
    fontWeight: 600,
    textDecoration: 'none',
  },
  buttonRow: { margin: '8px 0 24px' },
  panel: { margin: '0 0 16px', padding: '16px', border: `1px solid ${light.border}`, borderRadius: '8px', backgroundColor: light.card },
  badge: { margin: '0 0 4px', fontSize: '12px', fontWeight: 700, letterSpacing: '0.06em', color: light.accent },
  episodeTitle: { margin: '0 0 8px', fontSize: '17px', lineHeight: '24px', fontWeight: 700 },
  /** One field of a submission in a details panel: a label and what was typed. */
  detail: { margin: '0 0 8px', fontSize: '15px', lineHeight: '22px', color: light.text },
  rule: { margin: '24px 0', borderColor: light.border },
  footer: { margin: '0 0 8px', fontSize: '13px', lineHeight: '20px', color: light.muted },
} satisfies Record<string, CSSProperties>;
