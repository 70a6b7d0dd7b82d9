import { landingAfterSignIn, loginPathFor } from './sign-in-return.js';

describe(landingAfterSignIn.name, () => {
  it.each([
    ['/admin/episodes', '/admin/episodes'],
    ['/admin/content?episode=12&tab=social', '/admin/content?episode=12&tab=social'],
    ['/Admin/Articles/7#preview', '/Admin/Articles/7#preview'],
    ['/admin', '/admin'],
  ])('returns to the back-office screen %s', (next, landing) => expect(landingAfterSignIn(next)).toBe(landing));

  it.each([
    [null],
    [''],
    ['https://evil.example/admin'],
    ['//evil.example/admin'],
    ['/\\evil.example/admin'],
    ['/\t/evil.example/admin'],
    ['javascript:alert(1)'],
    ['admin/episodes'],
    ['/admin/../blog'],
    ['/administrator'],
    ['/'],
    ['/admin/login'],
    ['/admin/login/?next=/admin/episodes'],
  ])('lands on the dashboard instead of %j', (next) => expect(landingAfterSignIn(next)).toBe('/admin'));

  it('reads back the path the guard wrote into the login address', () => {
    const path = '/admin/content?episode=12&tab=social#posts';
    const next = new URL(loginPathFor(path), 'http://localhost').searchParams.get('next');
    expect(loginPathFor(path)).toMatch(/^\/admin\/login\?next=/);
    expect(landingAfterSignIn(next)).toBe(path);
  });
});
