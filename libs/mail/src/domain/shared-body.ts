/**
 * The body of a message sent to many (a broadcast): stored once, not once per recipient (a 30 kB newsletter
 * to 100 000 addresses would be 3 GB of rows). It holds `placeholder` where each copy differs (the
 * recipient's unsubscribe address), and each message keeps only the value written in its place.
 */
export interface SharedBody {
  readonly html: string;
  readonly text: string;
  /** Extra headers every copy carries (List-Unsubscribe), the placeholder in them written over too. */
  readonly headers: Readonly<Record<string, string>>;
  /** A string no owner's text can hold by chance (a fresh UUID on `.invalid`), needing no escaping in HTML. */
  readonly placeholder: string;
}

/** A recipient's value (an address) as it goes into an HTML attribute. */
export const escapeAttribute = (value: string): string => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The body one recipient is sent: `value` in the placeholder's place, escaped in the HTML, as it is in the text and headers. */
export function personalBody(body: SharedBody, value: string): { readonly html: string; readonly text: string; readonly headers: Record<string, string> } {
  const inHtml = escapeAttribute(value);
  // Replaced by a function: a replacement string would read "$&" or "$1" in the value as patterns.
  const written = (text: string) => text.replaceAll(body.placeholder, () => value);
  return {
    html: body.html.replaceAll(body.placeholder, () => inHtml),
    text: written(body.text),
    headers: Object.fromEntries(Object.entries(body.headers).map(([name, text]) => [name, written(text)])),
  };
}

/**
 * The copy one message of a shared body is sent as: the body with the message's value written in, and the
 * body's headers under the message's own (a message's own header wins).
 */
export function personalCopy(body: SharedBody, message: { readonly personal: string; readonly headers: Readonly<Record<string, string>> }): { readonly html: string; readonly text: string; readonly headers: Record<string, string> } {
  const copy = personalBody(body, message.personal);
  return { ...copy, headers: { ...copy.headers, ...message.headers } };
}
