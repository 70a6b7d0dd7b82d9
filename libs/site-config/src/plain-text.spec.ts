import { decodeEntities, htmlToPlainText, summary } from './plain-text.js';

describe(htmlToPlainText.name, () => {
  it('removes tags and keeps the words of adjacent blocks apart', () => {
    expect(htmlToPlainText('<p>First <strong>money</strong> date.</p><ul><li>One</li><li>Two</li></ul>')).toBe('First money date. One Two');
  });

  it('reads the HTML of a markdown description without space before punctuation', () => {
    expect(htmlToPlainText('<p>We keep a <strong>monthly money date</strong>: <em>snacks</em>, an <a href="/x">agenda</a>.</p>\n<ul>\n<li>Ask</li>\n<li>Listen</li>\n</ul>\n')).toBe(
      'We keep a monthly money date: snacks, an agenda. Ask Listen',
    );
  });

  it('decodes the common named entities', () => {
    expect(htmlToPlainText('Tom &amp; Jo &lt;3 &gt; &quot;us&quot; &#39;n&#39; &nbsp;a&mdash;b&ndash;c &lsquo;x&rsquo; &ldquo;y&rdquo;&hellip;')).toBe(
      'Tom & Jo <3 > "us" \'n\' a—b–c ‘x’ “y”…',
    );
  });

  it('decodes decimal and hexadecimal numeric entities, and leaves unknown or invalid ones alone', () => {
    expect(decodeEntities('&#8217; &#x2019; &#X2014; &copy2; &bogus; &#xD800; &#0;')).toBe('’ ’ — &copy2; &bogus; &#xD800; &#0;');
  });

  it('collapses whitespace, including newlines and non-breaking spaces, and trims', () => {
    expect(htmlToPlainText('\n  <p>Lots   of\n\tspace&nbsp;&nbsp;here</p>  ')).toBe('Lots of space here');
  });

  it('drops the content of scripts, styles and comments', () => {
    expect(htmlToPlainText('<style>p{}</style><p>Safe<!-- hidden --></p><script>alert(1)</script>')).toBe('Safe');
  });

  it('does not decode twice (an escaped entity stays an entity)', () => {
    expect(htmlToPlainText('&amp;lt;b&amp;gt;')).toBe('&lt;b&gt;');
  });

  it('returns an empty string for an empty description', () => {
    expect(htmlToPlainText('')).toBe('');
  });
});

describe(summary.name, () => {
  it('keeps short text, collapsing its whitespace', () => expect(summary('  A  short\ntext. ')).toBe('A short text.'));

  it('cuts long text at a word, within the limit, with an ellipsis', () => {
    const cut = summary('word '.repeat(60), 30);
    expect(cut).toBe('word word word word word word…');
    expect(cut.length).toBeLessThanOrEqual(30);
  });
});
