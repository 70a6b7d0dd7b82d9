/**
 * The RFC 2369 / RFC 8058 headers of a message a subscriber can leave (sequence and broadcast mails): the
 * one-click URL first (mail providers POST `List-Unsubscribe=One-Click` to it), then a mailto for clients
 * that only mail. `unsubscribeUrl` is the API's one-click route with the subscriber's token.
 */
export function listUnsubscribeHeaders(unsubscribeUrl: string, mailto: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${unsubscribeUrl}>, <mailto:${mailto}?subject=unsubscribe>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}
