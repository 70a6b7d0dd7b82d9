import { InvalidInput } from '@harmony/platform/domain';
import { defaultLegalPageContent } from './default-legal-pages.js';
import { INVALID_LEGAL_PAGE, legalPageLimits, writeLegalPage } from './legal-page.js';

const render = (markdown: string) => `<p>${markdown}</p>`;

describe(writeLegalPage.name, () => {
  it('stores the trimmed markdown beside its rendering', () => {
    expect(writeLegalPage('privacy', '  We keep **little**.\n\n', render)).toEqual({ kind: 'privacy', content: 'We keep **little**.', contentHtml: '<p>We keep **little**.</p>' });
  });

  it.each([
    ['', 'The page content is required.'],
    ['  \n\t ', 'The page content is required.'],
    ['x'.repeat(legalPageLimits.content + 1), 'The page content must be at most 20,000 characters.'],
  ])('refuses %j with a message on content', (content, message) => {
    let thrown: unknown;
    try {
      writeLegalPage('terms', content, render);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(InvalidInput);
    expect(thrown).toMatchObject({ code: INVALID_LEGAL_PAGE, fieldErrors: [{ field: 'content', message }] });
  });

  it('takes a page exactly at the limit', () => {
    expect(writeLegalPage('terms', 'x'.repeat(legalPageLimits.content), render).content).toHaveLength(legalPageLimits.content);
  });
});

describe(defaultLegalPageContent.name, () => {
  const site = { productName: 'Cents & Sensibility', contactEmail: 'owner@cents.example' };

  it('states what the site records: no tracking cookies, a daily-salted visitor hash, the forms, and how to be removed', () => {
    const privacy = defaultLegalPageContent('privacy', site);
    expect(privacy).toContain('Cents & Sensibility');
    expect(privacy).toMatch(/No tracking cookies/);
    expect(privacy).toMatch(/random value made fresh each day/);
    expect(privacy).toMatch(/Your IP address and user agent themselves are never stored/);
    for (const form of ['Newsletter', 'Workshop interest', 'Contact form']) expect(privacy).toContain(`**${form}**`);
    expect(privacy).toContain('[owner@cents.example](mailto:owner@cents.example)');
    expect(privacy).toMatch(/We delete your newsletter subscription, workshop registrations and contact messages/);
  });

  it('writes terms for the site, pointing to the privacy policy', () => {
    const terms = defaultLegalPageContent('terms', site);
    expect(terms).toContain('Cents & Sensibility');
    expect(terms).toContain('[Privacy Policy](/privacy)');
    expect(terms).toContain('mailto:owner@cents.example');
  });
});
