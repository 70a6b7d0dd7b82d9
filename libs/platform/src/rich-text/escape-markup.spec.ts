import { JSDOM } from 'jsdom';
import { escapeMarkup } from './escape-markup.js';

describe(escapeMarkup.name, () => {
  const tricky = `Tom & Jo <3 "budgets" & 'plans' &amp; </title>`;

  it('escapes the five characters markup reads, and nothing else', () => {
    expect(escapeMarkup(tricky)).toBe('Tom &amp; Jo &lt;3 &quot;budgets&quot; &amp; &#39;plans&#39; &amp;amp; &lt;/title&gt;');
    expect(escapeMarkup('Ünïcode — fine')).toBe('Ünïcode — fine');
  });

  it('reads back as the same text in XML content and in either kind of quoted attribute', () => {
    const xml = `<r a="${escapeMarkup(tricky)}" b='${escapeMarkup(tricky)}'>${escapeMarkup(tricky)}</r>`;
    const root = new JSDOM(xml, { contentType: 'text/xml' }).window.document.documentElement;
    expect(root.textContent).toBe(tricky);
    expect(root.getAttribute('a')).toBe(tricky);
    expect(root.getAttribute('b')).toBe(tricky);
  });
});
