import { createElement as h, type ReactElement, type ReactNode } from 'react';
import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { summary, htmlToPlainText } from '@harmony/site-config';
import type { NewsletterEpisode } from '../../application/index.js';
import type { MailBrand } from './mail-brand.js';
import { darkModeCss, styles, themeClass } from './email-theme.js';

// Built with createElement rather than JSX: libs/mail is a Node package compiled by the workspace's SWC
// and Jest settings for TypeScript, which parse no JSX; the components are React Email's either way.

export const paragraph = (...children: ReactNode[]): ReactElement => h(Text, { className: themeClass.text, style: styles.paragraph }, ...children);

export const note = (...children: ReactNode[]): ReactElement => h(Text, { className: themeClass.muted, style: styles.note }, ...children);

export const heading = (text: string): ReactElement => h(Heading, { as: 'h1', className: themeClass.text, style: styles.heading }, text);

export const subheading = (text: string): ReactElement => h(Heading, { as: 'h2', className: themeClass.text, style: styles.subheading }, text);

export const textLink = (href: string, label: ReactNode): ReactElement => h(Link, { href, className: themeClass.link, style: styles.link }, label);

/** The mail's one call to action: a real link styled as the site's primary button (works without images or CSS). */
export const actionButton = (href: string, label: string): ReactElement =>
  h(Section, { style: styles.buttonRow }, h(Button, { href, style: styles.button }, label));

/** How many characters of an episode's description a card shows: two short lines on a phone, as the site's cards. */
const EPISODE_SUMMARY_LIMIT = 140;

/** An episode as the site's cards show it: "EP {number}", the title linking to its page, a short summary. */
export function episodeCard(episode: NewsletterEpisode, brand: MailBrand): ReactElement {
  const description = episode.description ? summary(htmlToPlainText(episode.description), EPISODE_SUMMARY_LIMIT) : '';
  return h(
    Section,
    { key: episode.id, className: themeClass.panel, style: styles.panel },
    episode.number != null ? h(Text, { className: themeClass.link, style: styles.badge }, `EP ${episode.number}`) : null,
    h(Text, { style: styles.episodeTitle }, textLink(brand.episodeUrl(episode.id), episode.title)),
    description ? note(description) : null,
  );
}

export interface LayoutProps {
  readonly brand: MailBrand;
  /** The document's <title>, as some clients show it in a browser view. */
  readonly subject: string;
  /** The inbox's preview line (preheader); hidden in the mail, left out of the text version. */
  readonly preview: string;
  /** The visible unsubscribe link of sequence and broadcast mails; none on the opt-in confirmation. */
  readonly unsubscribeHref?: string;
  /** The footer's last line; by default the contact address (the owner's notices say why they came instead). */
  readonly footer?: ReactElement;
  readonly children: ReactNode[];
}

/**
 * Every mail's frame: the viewport and colour-scheme metas, the dark-mode rules, the preheader, the
 * product's name linking home, one 600px column, and the footer with the contact address.
 */
export function emailLayout({ brand, subject, preview, unsubscribeHref, footer, children }: LayoutProps): ReactElement {
  const { productName, contactEmail } = brand.site;
  return h(
    Html,
    { lang: brand.site.language },
    h(
      Head,
      null,
      h('meta', { name: 'viewport', content: 'width=device-width, initial-scale=1' }),
      h('meta', { name: 'color-scheme', content: 'light dark' }),
      h('meta', { name: 'supported-color-schemes', content: 'light dark' }),
      h('title', null, subject),
      // Static CSS of ours (no data in it): React would escape the quotes and ">" of a text child.
      h('style', { dangerouslySetInnerHTML: { __html: darkModeCss } }),
    ),
    h(Preview, null, preview),
    h(
      Body,
      { className: themeClass.page, style: styles.page },
      h(
        Container,
        { className: themeClass.card, style: styles.card },
        h(Text, { style: styles.brand }, h(Link, { href: brand.homeUrl, className: themeClass.link, style: styles.brandLink }, productName)),
        ...children,
        h(Hr, { className: themeClass.rule, style: styles.rule }),
        unsubscribeHref
          ? note(`You receive this email because you subscribed to the ${productName} newsletter. `, textLink(unsubscribeHref, 'Unsubscribe'))
          : null,
        footer ?? note('Questions? Write to us at ', textLink(`mailto:${contactEmail}`, contactEmail), '.'),
      ),
    ),
  );
}

/** Text as typed in a form, its line breaks kept (React escapes each line; HTML would fold them into spaces). */
export const multiline = (text: string): ReactNode[] => text.split(/\r?\n/).flatMap((line, index) => (index === 0 ? [line] : [h('br', { key: index }), line]));

/** A submission's fields as a labelled panel ("Email: ann@example.com"); the empty ones are left out. */
export const detailsPanel = (fields: readonly (readonly [label: string, value: string | null])[]): ReactElement =>
  h(
    Section,
    { className: themeClass.panel, style: styles.panel },
    ...fields
      .filter((field): field is readonly [string, string] => field[1] !== null && field[1] !== '')
      .map(([label, value]) => h(Text, { key: label, className: themeClass.text, style: styles.detail }, h('strong', null, `${label}: `), ...multiline(value))),
  );

/** The hosts' sign-off ("Sarah & James"), as the site names them. */
export const signOff = (brand: MailBrand): ReactElement => paragraph(`— ${brand.site.hosts.names[0]} & ${brand.site.hosts.names[1]}`);
