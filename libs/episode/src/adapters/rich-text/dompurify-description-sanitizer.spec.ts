import { JSDOM } from 'jsdom';
import { DomPurifyDescriptionSanitizer } from './dompurify-description-sanitizer.js';
import { demoEpisodes } from '../../application/demo-episodes.js';

const parsed = (html: string): HTMLElement => {
  const host = new JSDOM('').window.document.createElement('div');
  host.innerHTML = html;
  return host;
};

// The renderer's rules are the platform's (tested there, with the OWASP payloads and stored HTML).
describe(DomPurifyDescriptionSanitizer.name, () => {
  const sanitizer = new DomPurifyDescriptionSanitizer();

  it('renders a markdown description’s emphasis and lists, and drops what could run', () => {
    const host = parsed(sanitizer.sanitize('A **money** date, *weekly*:\n\n- Snacks\n- An agenda\n\n[a link](javascript:alert(3))\n\n<script>alert(2)</script><img src="x" onerror="alert(1)">'));
    expect(host.querySelector('p strong')?.textContent).toBe('money');
    expect(host.querySelector('p em')?.textContent).toBe('weekly');
    expect(Array.from(host.querySelectorAll('ul > li'), (item) => item.textContent)).toEqual(['Snacks', 'An agenda']);
    expect(host.querySelector('a')?.hasAttribute('href')).toBe(false);
    expect(host.innerHTML).not.toMatch(/script|onerror|javascript:/i);
  });

  it('keeps the formatting of a description stored as HTML and drops what could run', () => {
    const sanitized = sanitizer.sanitize('<p onclick="alert(1)">A <strong>money</strong> date</p><script>alert(2)</script><a href="javascript:alert(3)">x</a>');
    expect(sanitized).toBe('<p>A <strong>money</strong> date</p><a>x</a>');
  });

  it('renders every demo description with no markdown left showing', () => {
    for (const { description } of demoEpisodes) {
      const host = parsed(sanitizer.sanitize(description));
      expect(host.querySelector('p')).not.toBeNull();
      expect(host.textContent).not.toMatch(/\*|^\s*[-+] |&[a-z]+;|</m);
    }
    // Episode 1 keeps its bold phrase and its list of three.
    const first = parsed(sanitizer.sanitize(demoEpisodes[0]!.description));
    expect(first.querySelector('strong')?.textContent).toBe('money date');
    expect(first.querySelectorAll('ul > li')).toHaveLength(3);
  });
});
