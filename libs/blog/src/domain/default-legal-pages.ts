import type { LegalPageKind } from '@harmony/site-config';

/** What the default texts name: the site's brand and where to write. */
export interface LegalPageSite {
  readonly productName: string;
  readonly contactEmail: string;
}

/**
 * The Privacy Policy a fresh site ships with. Every sentence states what this code does (the READMEs of
 * libs/audience and libs/analytics are the long form): change the collection, change this text in the same commit.
 */
const privacyPolicy = ({ productName, contactEmail }: LegalPageSite): string => `${productName} is a podcast website. This page says exactly what it records about you, why, and how to have it removed.

# In short

- **No tracking cookies, no advertising, no third-party trackers.** Every page, image and episode comes from this site itself; no analytics service, ad network or social widget is loaded.
- We count visits **without storing your IP address or browser details**, using a visitor code that changes every day.
- We keep **your email address only when you give it to us** in a form, and delete it when you ask.

# Cookies and your browser

Visitors get no cookies from us. If you choose a colour theme (light, dark or system), your browser remembers that choice in its local storage and in a small \`theme\` cookie, so pages arrive in your colours; they hold only that one word and identify no one. The only other cookie on this site is the sign-in cookie of the site's owner, set in the back office and never for visitors.

# Page views

When you open a page, your browser tells our server which page it was and which website sent you there. We store:

- the page's path, without its query string or fragment (these can hold search words or addresses);
- the name of the website you came from, only its domain (for example \`google.com\`), or nothing when you came directly;
- the time.

To count how many different people visited on a day, the server mixes your IP address and your browser's user agent with a random value made fresh each day (a "salt") and keeps only a one-way hash of them. The day's salt is deleted when the next day's is made, so nobody, us included, can turn a hash back into an address or follow a visitor from one day to the next. The daily lists of hashes are deleted after two days. Your IP address and user agent themselves are never stored. Automated visitors (bots) are not counted.

# Listening and downloads

When your browser or podcast app fetches an episode's audio, we record the day, the same daily visitor hash, which file and which part of it was sent, and the name of the listening app (such as "Apple Podcasts" or "Web browser") read from the user agent, but not the user agent itself. These records become daily download counts per episode and app; the individual records are deleted once their day has been counted.

# Email addresses and forms

We store what you send us in a form, and only that:

- **Newsletter**: your email address, the date, and which sign-up it came from. We use it to send you the newsletter.
- **Workshop interest**: your first and last name, email address, and, if you give them, your phone number, your partner's name, your questions and whether you also want the newsletter. We use them to tell you about the workshop.
- **Contact form**: your name, email address, subject and message. We use them to answer you.

Only the site's owner can read them, in the password-protected back office. We do not sell, rent or share them, and we keep them until you ask us to remove them.

To stop spam, the server also counts recent form submissions and page views per network address for a few minutes; these counts are held in memory, expire by themselves and are never written to the database.

# Having your data removed

Write to [${contactEmail}](mailto:${contactEmail}) from the address concerned (or tell us which address it is). We delete your newsletter subscription, workshop registrations and contact messages under that address, and reply to confirm. You can also ask us for a copy of what we hold about you. Page views and download counts hold nothing that identifies you, so there is nothing of yours in them to delete.

# Other websites

Links to podcast apps (Apple Podcasts, Spotify, Amazon Music), social networks and share buttons take you to those services; what they collect is set by their own privacy policies. Nothing of theirs is loaded until you follow such a link.

# Changes

When what this site records changes, this page changes with it. Questions are welcome at [${contactEmail}](mailto:${contactEmail}).
`;

/** The Terms of Service a fresh site ships with: short and plain, for a podcast and its blog. */
const termsOfService = ({ productName, contactEmail }: LegalPageSite): string => `These terms apply when you use the ${productName} website, listen to its episodes or read its articles. By using the site you accept them.

# Our content

The episodes, articles, images and other material on this site belong to ${productName} and its hosts. You may listen, read, download episodes for your own listening and share links to them. Please do not republish, sell or present our material as your own without our written permission; short quotes with a link back are welcome.

# Not financial advice

What we say in episodes, articles and workshops is general information and our own experience, not personal financial, legal or tax advice. Your situation is your own: before an important money decision, talk to a licensed professional.

# Using the site

Please use the forms for their purpose: no spam, no abuse, and no one else's details. We may refuse or remove messages that break these terms. The site is offered as it is; we work to keep it running and accurate, but cannot promise that it is always available or free of mistakes, and we are not liable for losses that come from relying on it, as far as the law allows.

# Links and other services

We link to podcast apps, social networks and other websites we do not run; their own terms apply there.

# Your privacy

How we handle what you send us is described in our [Privacy Policy](/privacy).

# Changes and contact

We may update these terms; the version on this page is the one that applies. Questions: [${contactEmail}](mailto:${contactEmail}).
`;

/** A legal page's text until the owner writes their own: true of this site from its first start. */
export function defaultLegalPageContent(kind: LegalPageKind, site: LegalPageSite): string {
  return kind === 'privacy' ? privacyPolicy(site) : termsOfService(site);
}
