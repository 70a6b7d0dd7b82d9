/**
 * A network's or a webhook's base URL as the owner or the configuration gives it: https, except on a
 * loopback address (tests, a local API proxy), so no token ever travels in clear over a network.
 * The URL without a trailing slash, or null with the reason in plain words. Here, not in @harmony/social, so
 * that the admin's forms say the same before anything is sent.
 */
export function networkBaseUrl(value: string): { readonly url: string } | { readonly reason: string } {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return { reason: 'Enter a full address, starting with https://' };
  }
  if (url.username || url.password) return { reason: 'Leave the user name and password out of the address.' };
  if (url.protocol === 'https:') return { url: url.href.replace(/\/+$/, '') };
  if (url.protocol === 'http:' && isLoopback(url.hostname)) return { url: url.href.replace(/\/+$/, '') };
  return { reason: 'The address must start with https:// (http:// is accepted only for this machine, for tests).' };
}

const isLoopback = (hostname: string): boolean =>
  hostname === 'localhost' || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(hostname);
