import { JSDOM } from 'jsdom';
import { sanitizeRichHtml } from './rich-html.js';
import { renderRichMarkdown } from './rich-markdown.js';

/** Parses HTML the way the page will (innerHTML), in a DOM of its own. */
function parsed(html: string): HTMLElement {
  const host = new JSDOM('').window.document.createElement('div');
  host.innerHTML = html;
  return host;
}

/** Reports anything executable left in the rendered HTML. */
function dangerIn(html: string): string[] {
  const host = parsed(html);
  const found: string[] = [];
  for (const element of Array.from(host.querySelectorAll('*'))) {
    const tag = element.tagName.toLowerCase();
    if (['script', 'iframe', 'frame', 'object', 'embed', 'style', 'svg', 'math', 'form', 'base', 'link', 'meta'].includes(tag)) found.push(`<${tag}>`);
    for (const { name, value } of Array.from(element.attributes)) {
      if (/^on/i.test(name)) found.push(`${tag}[${name}]`);
      if (name === 'style') found.push(`${tag}[style]`);
      // Browsers ignore whitespace and control characters inside a scheme ("jav\tascript:").
      const compact = Array.from(value).filter((char) => char.charCodeAt(0) > 0x20).join('').toLowerCase();
      if (/^(javascript|vbscript|livescript):/.test(compact)) found.push(`${tag}[${name}=${value}]`);
      if (compact.startsWith('data:') && !(tag === 'img' && name === 'src' && compact.startsWith('data:image/'))) found.push(`${tag}[${name}=data:]`);
    }
  }
  return found;
}

// From the OWASP XSS Filter Evasion Cheat Sheet, plus the markdown forms of the same attacks.
const payloads: readonly string[] = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://evil.example/xss.js></SCRIPT>',
  '<IMG SRC="javascript:alert(\'XSS\');">',
  '<IMG SRC=javascript:alert(\'XSS\')>',
  '<IMG SRC=JaVaScRiPt:alert(\'XSS\')>',
  '<IMG SRC=`javascript:alert("RSnake says, \'XSS\'")`>',
  '<IMG """><SCRIPT>alert("XSS")</SCRIPT>"\\>',
  '<IMG SRC=/ onerror="alert(String.fromCharCode(88,83,83))"></img>',
  '<img src=x onerror=alert(1)>',
  '<img src=x:alert(alt) onerror=eval(src) alt=0>',
  '<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;>',
  '<IMG SRC=&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041>',
  '<IMG SRC=&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x27&#x58&#x53&#x53&#x27&#x29>',
  '<IMG SRC="jav\tascript:alert(\'XSS\');">',
  '<IMG SRC="jav&#x09;ascript:alert(\'XSS\');">',
  '<IMG SRC="jav&#x0A;ascript:alert(\'XSS\');">',
  '<IMG SRC=" &#14;  javascript:alert(\'XSS\');">',
  '<SCRIPT/XSS SRC="http://xss.rocks/xss.js"></SCRIPT>',
  '<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^`=alert("XSS")>',
  '<<SCRIPT>alert("XSS");//\\<</SCRIPT>',
  '<SCRIPT SRC=http://xss.rocks/xss.js?< B >',
  '<iframe src=http://xss.rocks/scriptlet.html <',
  '</TITLE><SCRIPT>alert("XSS");</SCRIPT>',
  '<INPUT TYPE="IMAGE" SRC="javascript:alert(\'XSS\');">',
  '<BODY BACKGROUND="javascript:alert(\'XSS\')">',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg/onload=alert(\'XSS\')>',
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  '<BGSOUND SRC="javascript:alert(\'XSS\');">',
  '<LINK REL="stylesheet" HREF="javascript:alert(\'XSS\');">',
  '<STYLE>@import\'http://xss.rocks/xss.css\';</STYLE>',
  '<META HTTP-EQUIV="Link" Content="<http://xss.rocks/xss.css>; REL=stylesheet">',
  '<STYLE>BODY{-moz-binding:url("http://xss.rocks/xssmoz.xml#xss")}</STYLE>',
  '<IMG STYLE="xss:expr/*XSS*/ession(alert(\'XSS\'))">',
  '<DIV STYLE="background-image: url(javascript:alert(\'XSS\'))">',
  '<DIV STYLE="width: expression(alert(\'XSS\'));">',
  '<STYLE>.XSS{background-image:url("javascript:alert(\'XSS\')");}</STYLE><A CLASS=XSS></A>',
  '<STYLE type="text/css">BODY{background:url("javascript:alert(\'XSS\')")}</STYLE>',
  '<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert(\'XSS\');">',
  '<META HTTP-EQUIV="refresh" CONTENT="0;url=data:text/html base64,PHNjcmlwdD5hbGVydCgnWFNTJyk8L3NjcmlwdD4K">',
  '<IFRAME SRC="javascript:alert(\'XSS\');"></IFRAME>',
  '<IFRAME SRC=# onmouseover="alert(document.cookie)"></IFRAME>',
  '<FRAMESET><FRAME SRC="javascript:alert(\'XSS\');"></FRAMESET>',
  '<TABLE BACKGROUND="javascript:alert(\'XSS\')">',
  '<TABLE><TD BACKGROUND="javascript:alert(\'XSS\')">',
  '<OBJECT TYPE="text/x-scriptlet" DATA="http://xss.rocks/scriptlet.html"></OBJECT>',
  '<EMBED SRC="data:image/svg+xml;base64,PHN2ZyB4bWxuczpzdmc9Imh0dH A6Ly93d3cudzMub3JnLzIwMDAvc3ZnIiB4bWxucz0iaHR0cDovL3d3dy53My5vcmcv MjAwMC9zdmciIHhtbG5zOnhsaW5rPSJodHRwOi8vd3d3LnczLm9yZy8xOTk5L3hs aW5rIiB2ZXJzaW9uPSIxLjAiIHg9IjAiIHk9IjAiIHdpZHRoPSIxOTQiIGhlaWdodD0iMjAw IiBpZD0ieHNzIj48c2NyaXB0IHR5cGU9InRleHQvZWNtYXNjcmlwdCI+YWxlcnQoIlh TUyIpOzwvc2NyaXB0Pjwvc3ZnPg==" type="image/svg+xml" AllowScriptAccess="always"></EMBED>',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="JaVaScRiPt&#58;alert(1)">click</a>',
  '<a href="jav&#x0D;ascript:alert(1)">click</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">click</a>',
  '<a href="vbscript:msgbox(1)">click</a>',
  '<a href="#" onclick="alert(1)">click</a>',
  '<a onmouseover="alert(document.cookie)">xxs link</a>',
  '<form action="javascript:alert(1)"><button formaction="javascript:alert(1)">go</button></form>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror="alert(1)"></video>',
  '<BASE HREF="javascript:alert(\'XSS\');//">',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<XSS STYLE="behavior: url(xss.htc);">',
  '<!--[if gte IE 4]><SCRIPT>alert(\'XSS\');</SCRIPT><![endif]-->',
  '<IMG SRC="jav&#x09;ascript:alert(\'XSS\');" onerror=alert(1)>',
  '[click](javascript:alert(1))',
  '[click](JaVaScRiPt:alert(1))',
  '[click](JaVaScRiPt&#58;alert(1))',
  '[click](javascript&colon;alert(1))',
  '[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '[click](vbscript:msgbox(1))',
  '[click]( javascript:alert(1) )',
  '[click][ref]\n\n[ref]: javascript:alert(1)',
  '<javascript:alert(1)>',
  '![x](javascript:alert(1))',
  '![x" onerror="alert(1)](/media/a.svg)',
  '![x](/media/a.svg" onerror="alert(1))',
  '![x](x)<!-- --><img src=x onerror=alert(1)>',
  '**<img src=x onerror=alert(1)>**',
  '# <script>alert(1)</script> heading',
  '- <svg onload=alert(1)> item',
];

describe(renderRichMarkdown.name, () => {
  it.each(payloads)('leaves nothing executable of %j', (payload) => {
    const html = renderRichMarkdown(`Before.\n\n${payload}\n\nAfter.`);
    expect(dangerIn(html)).toEqual([]);
    // Harmless as text ("javascript:alert(1)" shown to the reader); never as markup.
    expect(html).not.toMatch(/<(script|iframe|object|embed|svg|style)\b/i);
    // The text before the payload is kept: sanitizing cleans, it does not throw the article away.
    // (An unclosed tag such as `<iframe src=... <` may swallow what follows it, as in any browser.)
    expect(html).toContain('<p>Before.</p>');
  });

  it('renders the light markdown constructs the SPEC lists', () => {
    const html = renderRichMarkdown(
      [
        '# Our money date',
        'A paragraph with **bold** and *italic* words.',
        '## Why it works',
        '![Two cups of tea on a table](/media/demo/blog/tea.svg)',
        '### The one rule',
        '- Celebrate a win\n- Review the month\n* Dream a little',
        'A second paragraph\nthat wraps onto another line.',
        'A [link](https://example.com/read) and a [local one](/blog).',
      ].join('\n\n'),
    );
    const host = parsed(html);

    // The page title is the h1: the article's own headings sit one level below it.
    expect(host.querySelector('h1')).toBeNull();
    expect(host.querySelector('h2')?.textContent).toBe('Our money date');
    expect(host.querySelector('h3')?.textContent).toBe('Why it works');
    expect(host.querySelector('h4')?.textContent).toBe('The one rule');
    expect(host.querySelector('strong')?.textContent).toBe('bold');
    expect(host.querySelector('em')?.textContent).toBe('italic');
    const image = host.querySelector('img');
    expect(image?.getAttribute('src')).toBe('/media/demo/blog/tea.svg');
    expect(image?.getAttribute('alt')).toBe('Two cups of tea on a table');
    expect(image?.getAttribute('loading')).toBe('lazy');
    expect(Array.from(host.querySelectorAll('li'), (item) => item.textContent)).toEqual(['Celebrate a win', 'Review the month', 'Dream a little']);
    expect(host.querySelectorAll('p').length).toBeGreaterThanOrEqual(3);
    expect(host.textContent).toContain('A second paragraph\nthat wraps onto another line.');
    const external = host.querySelector('a[href="https://example.com/read"]');
    expect(external?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(external?.getAttribute('target')).toBe('_blank');
  });

  it('keeps a data:image picture but no data: link', () => {
    const html = renderRichMarkdown('![dot](data:image/png;base64,iVBORw0KGgo=)\n\n[page](data:text/html,<script>alert(1)</script>)');
    expect(html).toContain('src="data:image/png;base64,iVBORw0KGgo="');
    expect(dangerIn(html)).toEqual([]);
  });

  it('renders a description’s bold, emphasis and lists, and drops what could run', () => {
    const host = parsed(renderRichMarkdown('We share **three questions** and one *small* win:\n\n- Ask\n- Listen\n\n1. Plan\n2. Celebrate\n\n<script>alert(1)</script><img src="x" onerror="alert(2)">'));
    expect(host.querySelector('strong')?.textContent).toBe('three questions');
    expect(host.querySelector('em')?.textContent).toBe('small');
    expect(Array.from(host.querySelectorAll('ul > li'), (item) => item.textContent)).toEqual(['Ask', 'Listen']);
    expect(Array.from(host.querySelectorAll('ol > li'), (item) => item.textContent)).toEqual(['Plan', 'Celebrate']);
    expect(host.querySelector('script')).toBeNull();
    expect(host.querySelector('img')?.hasAttribute('onerror')).toBe(false);
    expect(host.textContent).not.toMatch(/\*\*|^- /m);
  });

  // Descriptions were stored as HTML before they were markdown: each of them shows as it did.
  const sameLook = (html: string) => parsed(html).innerHTML.replace(/>\s+</g, '><').trim();
  const legacy: readonly string[] = [
    '<p>Most couples avoid the money talk. We turned it into a monthly <strong>money date</strong> &mdash; with snacks and a rule: *nobody* is on trial.</p><ul><li>Three questions to open the conversation</li><li>How to listen when your partner&rsquo;s habits scare you</li></ul>',
    '<p>Joint account, separate accounts, or the &ldquo;three-bucket&rdquo; approach?</p>\n<p>Plus: the spending_money allowance that saved our Saturday mornings.</p>',
    '<p>One</p>\n\n<p>Two\nlines</p>\n\n<ul>\n  <li>a</li>\n  <li>b</li>\n</ul>',
    '<h2>What we cover</h2>\n<ol>\n    <li>Budgets</li>\n    <li>Goals</li>\n</ol>\n\n    <p>An indented paragraph after a blank line.</p>',
    '<p>A <a href="https://example.com/show">link</a>, <em>emphasis</em> and <b>bold</b>.</p>',
  ];
  it.each(legacy)('renders the stored HTML %j as it rendered before', (html) => {
    expect(sameLook(renderRichMarkdown(html))).toBe(sameLook(sanitizeRichHtml(html)));
  });
});
