import { DomPurifyDescriptionSanitizer } from './dompurify-description-sanitizer.js';

// The sanitizer's rules are the platform's (tested there and against the OWASP payloads in libs/blog).
describe(DomPurifyDescriptionSanitizer.name, () => {
  it('keeps the formatting of a description and drops what could run', () => {
    const sanitized = new DomPurifyDescriptionSanitizer().sanitize('<p onclick="alert(1)">A <strong>money</strong> date</p><script>alert(2)</script><a href="javascript:alert(3)">x</a>');
    expect(sanitized).toBe('<p>A <strong>money</strong> date</p><a>x</a>');
  });
});
