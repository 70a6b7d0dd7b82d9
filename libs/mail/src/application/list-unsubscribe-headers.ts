/**
 * The RFC 2369 / RFC 8058 headers of a mail that can be left: the one-click HTTPS address (a POST of
 * `List-Unsubscribe=One-Click` to it unsubscribes, no cookie, no form), then a mailto: for clients without
 * HTTP. Mailbox providers (Gmail, Yahoo) require both on bulk mail and show their own "Unsubscribe" button.
 */
export function listUnsubscribeHeaders(unsubscribeUrl: string, mailtoAddress: string): Record<string, string> {
  const url = new URL(unsubscribeUrl);
  // RFC 8058 §3: the one-click URI must be HTTPS; plain http is only for a site served on a LAN or in tests.
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`The unsubscribe address must be http(s), got ${unsubscribeUrl}`);
  if (!/^[^\s<>@?]+@[^\s<>@?]+$/.test(mailtoAddress)) throw new Error(`Not one email address: ${mailtoAddress}`);
  return {
    'List-Unsubscribe': `<${url.href}>, <mailto:${mailtoAddress}?subject=unsubscribe>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}
