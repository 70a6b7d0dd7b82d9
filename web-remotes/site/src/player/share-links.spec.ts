import { episodeLink, episodeLinkAt, shareText, shareUrl } from './share-links.js';

describe('share links', () => {
  const link = episodeLink('https://moneytogether.example', 7);

  it('builds the episode absolute link', () => {
    expect(link).toBe('https://moneytogether.example/episode/7');
  });

  it('links to a time in whole seconds', () => {
    expect(episodeLinkAt('https://moneytogether.example', 7, 754.9)).toBe('https://moneytogether.example/episode/7?t=754');
  });

  it('gives Twitter the product name, a colon and the title as share text', () => {
    expect(shareText('Money Together', 'Budgeting as a Team')).toBe('Money Together: Budgeting as a Team');
    const url = new URL(shareUrl('twitter', link, 'Money Together: Budgeting & more'));
    expect(url.origin + url.pathname).toBe('https://twitter.com/intent/tweet');
    expect(url.searchParams.get('url')).toBe(link);
    expect(url.searchParams.get('text')).toBe('Money Together: Budgeting & more');
  });

  it('carries the link to Facebook and LinkedIn', () => {
    const facebook = new URL(shareUrl('facebook', link, 'ignored'));
    expect(facebook.origin + facebook.pathname).toBe('https://www.facebook.com/sharer/sharer.php');
    expect(facebook.searchParams.get('u')).toBe(link);
    const linkedin = new URL(shareUrl('linkedin', link, 'ignored'));
    expect(linkedin.origin + linkedin.pathname).toBe('https://www.linkedin.com/sharing/share-offsite/');
    expect(linkedin.searchParams.get('url')).toBe(link);
  });
});
