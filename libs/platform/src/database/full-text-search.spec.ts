import { searchSnippetHtml } from './full-text-search.js';

describe('searchSnippetHtml', () => {
  it('escapes the text and marks the matches', () => {
    expect(searchSnippetHtml('a <script>alert("x")</script> \u0002budget\u0003 & more')).toBe(
      'a &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; <mark>budget</mark> &amp; more',
    );
  });

  it('folds whitespace', () => {
    expect(searchSnippetHtml('  one\n\ntwo  ')).toBe('one two');
  });
});
