import { firstScreenOf, matchSitePath, redirectOf, remoteOfPath, searchWordsOf } from './routes.js';

describe('the route manifest', () => {
  it.each([
    ['/', { page: 'home' }],
    ['/episodes', { page: 'episodes' }],
    ['/EPISODES/', { page: 'episodes' }],
    ['/episode/11', { page: 'episode', id: 11 }],
    ['/episode/11/', { page: 'episode', id: 11 }],
    ['/blog', { page: 'blog' }],
    ['/blog/The-Monthly-Money-Date', { page: 'article', slug: 'The-Monthly-Money-Date' }],
    ['/Workshop', { page: 'workshop' }],
    ['/search', { page: 'search', q: '' }],
    ['/privacy', { page: 'privacy' }],
    ['/Terms/', { page: 'terms' }],
    ['/privacy/more', { page: 'not-found' }],
    ['/Search/', { page: 'search', q: '' }],
    ['/Contact/', { page: 'contact' }],
    ['/episode/1234567890', { page: 'not-found' }],
    ['/blog/not_a_slug', { page: 'not-found' }],
    ['/blog/a/b', { page: 'not-found' }],
    ['/nope', { page: 'not-found' }],
    ['/newsletter/confirm', { page: 'newsletter-confirm' }],
    ['/Newsletter/Unsubscribe/', { page: 'newsletter-unsubscribe' }],
    ['/newsletter', { page: 'not-found' }],
    ['/newsletter/other', { page: 'not-found' }],
    ['/newsletter/confirm/more', { page: 'not-found' }],
  ])('matches %s as %j', (path, page) => {
    expect(matchSitePath(path)).toEqual(page);
  });

  it('redirects the owner alias and a non-numeric episode id, case and trailing slash aside, and nothing else', () => {
    expect(redirectOf('/podcast-manager-access')).toBe('/admin/login');
    expect(redirectOf('/Podcast-Manager-Access/')).toBe('/admin/login');
    expect(redirectOf('/episode/abc')).toBe('/');
    expect(redirectOf('/episode/12abc/')).toBe('/');
    expect(redirectOf('/episode/12')).toBeNull();
    expect(redirectOf('/episode/1234567890')).toBeNull();
    expect(redirectOf('/episodes')).toBeNull();
  });

  it('gives the back office and its alias to the admin remote, every other path to the site', () => {
    expect(remoteOfPath('/admin')).toBe('admin');
    expect(remoteOfPath('/ADMIN/Login/')).toBe('admin');
    expect(remoteOfPath('/podcast-manager-access/')).toBe('admin');
    expect(remoteOfPath('/administrators')).toBe('site');
    expect(remoteOfPath('/')).toBe('site');
    expect(remoteOfPath('/blog/admin')).toBe('site');
  });

  it('names the first screen data of each page by its endpoint', () => {
    expect(firstScreenOf(matchSitePath('/'))).toEqual([{ endpoint: 'getLatestEpisodes', arg: 3 }]);
    expect(firstScreenOf(matchSitePath('/episode/7'))).toEqual([{ endpoint: 'getEpisode', arg: 7 }]);
    expect(firstScreenOf(matchSitePath('/blog/Some-Slug'))).toEqual([{ endpoint: 'getBlogArticle', arg: 'Some-Slug' }, { endpoint: 'getBlogArticles' }]);
    expect(firstScreenOf(matchSitePath('/workshop'))).toEqual([]);
    expect(firstScreenOf(matchSitePath('/privacy'))).toEqual([{ endpoint: 'getLegalPage', arg: 'privacy' }]);
    expect(firstScreenOf(matchSitePath('/terms'))).toEqual([{ endpoint: 'getLegalPage', arg: 'terms' }]);
    expect(firstScreenOf(matchSitePath('/search'))).toEqual([]);
    expect(firstScreenOf(matchSitePath('/contact'))).toEqual([]);
    expect(firstScreenOf(matchSitePath('/newsletter/confirm', '?token=abc'))).toEqual([]);
    expect(firstScreenOf(matchSitePath('/newsletter/unsubscribe', '?token=abc'))).toEqual([]);
  });

  it('reads the search words from the query string, trimmed and with whitespace collapsed', () => {
    expect(matchSitePath('/search', '?q=%20emergency%20%20%0Afund%20')).toEqual({ page: 'search', q: 'emergency fund' });
    expect(matchSitePath('/search/', 'q=budget+date&utm_source=x')).toEqual({ page: 'search', q: 'budget date' });
    expect(matchSitePath('/search', '?utm_source=x')).toEqual({ page: 'search', q: '' });
    expect(searchWordsOf('  a\t b  ')).toBe('a b');
    expect(searchWordsOf(null)).toBe('');
  });

  it('ignores the query string of every page but the search', () => {
    expect(matchSitePath('/episodes', '?q=budget')).toEqual({ page: 'episodes' });
    expect(matchSitePath('/blog/Some-Slug', '?q=budget&utm_source=x')).toEqual({ page: 'article', slug: 'Some-Slug' });
  });

  it('searches the words on the search page, and asks nothing for blank, too short or too long words', () => {
    expect(firstScreenOf(matchSitePath('/search', '?q=budget'))).toEqual([{ endpoint: 'searchSite', arg: 'budget' }]);
    expect(firstScreenOf(matchSitePath('/search', '?q=%20money%20%20date%20'))).toEqual([{ endpoint: 'searchSite', arg: 'money date' }]);
    expect(firstScreenOf(matchSitePath('/search', `?q=${'a'.repeat(100)}`))).toEqual([{ endpoint: 'searchSite', arg: 'a'.repeat(100) }]);
    expect(firstScreenOf(matchSitePath('/search', '?q=%20%20'))).toEqual([]);
    expect(firstScreenOf(matchSitePath('/search', '?q=a'))).toEqual([]);
    expect(firstScreenOf(matchSitePath('/search', `?q=${'a'.repeat(101)}`))).toEqual([]);
  });
});
