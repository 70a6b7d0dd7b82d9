import { adminPageTitle, adminScreenNameOf, sitePageTitle } from './page-titles.js';
import { matchSitePath } from './routes.js';
import { defaultSiteConfig } from './site-config.js';

const site = defaultSiteConfig;

describe(sitePageTitle.name, () => {
  it.each([
    ['/', 'Money Together Podcast | Financial Harmony for Couples'],
    ['/episodes', 'Episodes | Money Together Podcast'],
    ['/blog/', 'Blog | Money Together'],
    ['/workshop', 'Workshop | Money Together'],
    ['/search', 'Search | Money Together'],
    ['/contact', 'Contact | Money Together'],
    ['/privacy', 'Privacy Policy | Money Together'],
    ['/terms/', 'Terms of Service | Money Together'],
    ['/newsletter/confirm', 'Confirm your subscription | Money Together'],
    ['/newsletter/unsubscribe', 'Unsubscribe | Money Together'],
    ['/no-such-page', '404 Page Not Found | Money Together'],
  ])('titles %s', (path, title) => {
    const page = matchSitePath(path);
    if (page.page === 'episode' || page.page === 'article') throw new Error(`${path} needs its subject's title`);
    expect(sitePageTitle(site, page)).toBe(title);
  });

  it('names an episode and an article by their title', () => {
    expect(sitePageTitle(site, { page: 'episode', title: 'Money Dates' })).toBe('Money Dates | Money Together Podcast');
    expect(sitePageTitle(site, { page: 'article', title: 'Sharing Budgets' })).toBe('Sharing Budgets | Money Together Blog');
  });

  it('repeats the searched words, cut when long', () => {
    expect(sitePageTitle(site, { page: 'search', q: 'joint budget' })).toBe('Search results for “joint budget” | Money Together');
    const long = sitePageTitle(site, { page: 'search', q: 'budget '.repeat(20).trim() });
    expect(long).toMatch(/^Search results for “(budget ){7,}budget…” \| Money Together$/);
  });

  it('carries the configured product name', () => {
    expect(sitePageTitle({ productName: 'Cents & Sensibility' }, { page: 'blog' })).toBe('Blog | Cents & Sensibility');
  });
});

describe(adminScreenNameOf.name, () => {
  it.each([
    ['/admin', 'Analytics Dashboard'],
    ['/admin/', 'Analytics Dashboard'],
    ['/admin/dashboard', 'Analytics Dashboard'],
    ['/admin/content', 'Content Management'],
    ['/Admin/Social-Media/', 'Social Media'],
    ['/admin/episodes', 'Episodes'],
    ['/admin/episodes/12', 'Episodes'],
    ['/admin/articles/new', 'Articles'],
    ['/admin/audience', 'Audience'],
    ['/admin/newsletters', 'Newsletters'],
    ['/admin/newsletters/3', 'Newsletters'],
    ['/admin/email', 'Email'],
    ['/admin/email/42', 'Email'],
    ['/admin/legal-pages', 'Legal Pages'],
    ['/admin/social-accounts', 'Social accounts'],
    ['/admin/social-accounts/', 'Social accounts'],
    ['/admin/login', 'Login'],
    ['/admin/content/extra', '404 Page Not Found'],
    ['/admin/no-such-screen', '404 Page Not Found'],
  ])('names %s %s', (path, name) => expect(adminScreenNameOf(path)).toBe(name));
});

describe(adminPageTitle.name, () => {
  it('titles a screen with its name, the back office and the product', () => {
    expect(adminPageTitle(site, '/admin/episodes')).toBe('Episodes | Admin | Money Together');
    expect(adminPageTitle(site, '/admin')).toBe('Analytics Dashboard | Admin | Money Together');
  });
});
