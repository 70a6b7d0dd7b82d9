import { episodePath, sitePaths, socialLinks, type SiteConfig, type SiteLink } from '@harmony/site-config';

/** Where the double opt-in's link lands: the page that confirms with a button (issue 25 item 3). */
export const newsletterConfirmPath = '/newsletter/confirm';

export interface MailBrandOptions {
  readonly site: SiteConfig;
  /** The site's public address (PUBLIC_URL); every link of every mail is made on it. */
  readonly publicUrl: string;
  /**
   * The site's page offering the free budgeting template that Day 7 promises. SPEC names no address for
   * it (its footer's "Budget Templates" is a placeholder): the home page until the owner publishes one.
   */
  readonly freeTemplatePath?: string;
}

/** The brand and the site's addresses, as every template needs them: plain data from the site's configuration. */
export class MailBrand {
  readonly site: SiteConfig;
  private readonly origin: string;
  private readonly base: string;
  private readonly freeTemplatePath: string;

  constructor({ site, publicUrl, freeTemplatePath = sitePaths.home }: MailBrandOptions) {
    const url = new URL(publicUrl);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`The site's public address must be http(s), got ${publicUrl}`);
    this.site = site;
    this.origin = url.origin;
    // PUBLIC_URL may name a folder (https://example.com/podcast): paths go beneath it.
    this.base = url.href.replace(/\/+$/, '');
    this.freeTemplatePath = freeTemplatePath;
  }

  /** An absolute address on the site for a path of its own (`/episode/3`). */
  urlOf(path: string): string {
    return `${this.base}${path.startsWith('/') ? path : `/${path}`}`;
  }

  get homeUrl(): string {
    return this.urlOf(sitePaths.home);
  }

  get episodesUrl(): string {
    return this.urlOf(sitePaths.episodes);
  }

  get freeTemplateUrl(): string {
    return this.urlOf(this.freeTemplatePath);
  }

  episodeUrl(id: number): string {
    return this.urlOf(episodePath(id));
  }

  confirmUrl(token: string): string {
    return `${this.urlOf(newsletterConfirmPath)}?${new URLSearchParams({ token })}`;
  }

  /** The social profiles the owner named (SITE_*_URL): only those set. */
  get socialLinks(): SiteLink[] {
    return socialLinks(this.site);
  }

  /** Throws unless `url` is absolute on the site: a mail's links all lead to PUBLIC_URL. */
  assertOnSite(url: string, what: string): string {
    let origin: string | null = null;
    try {
      origin = new URL(url).origin;
    } catch {
      // Not absolute: refused below.
    }
    if (origin !== this.origin) throw new Error(`${what} must be an absolute address on ${this.base}, got ${url}`);
    return url;
  }

  /**
   * The owner's HTML with its site-relative links (`/episode/3`, `/blog/x`) and images made absolute: a
   * mail is read far from the site, where a relative address leads nowhere.
   */
  absoluteLinksIn(html: string): string {
    return html.replace(/(\s(?:href|src)\s*=\s*["'])\/(?!\/)/gi, (_match, attribute: string) => `${attribute}${this.base}/`);
  }
}
