import { snippetParts } from './snippet-parts.js';

describe('snippetParts', () => {
  it('splits the marked words from the text and decodes the escapes', () => {
    expect(snippetParts('a &lt;b&gt; <mark>fund</mark> &amp; <mark>funds</mark>')).toEqual([
      { text: 'a <b> ', marked: false },
      { text: 'fund', marked: true },
      { text: ' & ', marked: false },
      { text: 'funds', marked: true },
    ]);
  });

  it('keeps escaped markup as text', () => {
    expect(snippetParts('&lt;mark&gt;x&lt;/mark&gt; &quot;&#39;')).toEqual([{ text: `<mark>x</mark> "'`, marked: false }]);
  });
});
