import DOMPurify, { type DOMPurify as Purifier, type WindowLike } from 'dompurify';

/** A DOM for sanitizing outside the browser: the site's prerenderer provides one (jsdom). */
let serverWindow: WindowLike | undefined;

export function provideServerWindow(window: WindowLike): void {
  serverWindow = window;
}

/**
 * Makes a DOMPurify instance of our own on first use (so one feature's hooks do not reach another's),
 * in the browser's window or, during the server-side prerender, in the provided one; null without either.
 * Links in sanitized HTML leave the site: they open in a new tab without handing over `window.opener`.
 */
export function purifierFactory(configure: (purifier: Purifier) => void = () => undefined): () => Purifier | null {
  let purifier: Purifier | null = null;
  return () => {
    if (purifier) return purifier;
    const root = typeof window === 'undefined' ? serverWindow : window;
    if (!root) return null;
    purifier = DOMPurify(root);
    purifier.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && node.hasAttribute('href')) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    });
    configure(purifier);
    return purifier;
  };
}
