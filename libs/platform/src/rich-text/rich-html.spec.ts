import { sanitizeRichHtml } from './rich-html.js';

// The OWASP filter-evasion payloads run through it in rich-markdown.spec.ts.

describe(sanitizeRichHtml.name, () => {
  it('keeps ordinary formatting', () => {
    expect(sanitizeRichHtml('<p>A <strong>money</strong> date &mdash; <em>weekly</em></p><ul><li>One</li></ul>')).toBe(
      '<p>A <strong>money</strong> date — <em>weekly</em></p><ul><li>One</li></ul>',
    );
  });

  it('removes scripts, event handlers, javascript: URLs, styles and frames', () => {
    const clean = sanitizeRichHtml(
      '<p onclick="alert(1)" style="color:red">Hi</p><script>alert(2)</script><img src="x" onerror="alert(3)"><a href="javascript:alert(4)">bad</a><iframe src="https://evil.example"></iframe>',
    );
    expect(clean).not.toMatch(/script|onclick|onerror|javascript:|iframe|style=/i);
    expect(clean).toContain('<p>Hi</p>');
  });

  it('opens links in a new tab without an opener', () => {
    expect(sanitizeRichHtml('<a href="https://example.com">site</a>')).toBe('<a href="https://example.com" target="_blank" rel="noopener noreferrer">site</a>');
  });
});
