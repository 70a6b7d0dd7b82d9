import { randomUUID } from 'node:crypto';
import type { ReactElement } from 'react';
import { compile } from 'html-to-text';
import { plainTextSelectors, render } from '@react-email/render';
import type { MailForEveryRecipient, RenderedMail, UnsubscribableMail } from '../../application/index.js';
import { personalBody } from '../../domain/index.js';
import type { MailBrand } from './mail-brand.js';

/**
 * The text version, as React Email's toPlainText writes it (links spelled out after their label, the
 * preheader and images left out), with headings in their case (html-to-text shouts them by default).
 * Compiled once: toPlainText compiles its options on every call, which cost more than the render itself.
 */
const toPlainText = compile({
  wordwrap: false,
  selectors: [...plainTextSelectors, ...['h1', 'h2', 'h3'].map((selector) => ({ selector, options: { uppercase: false } }))],
});

/** A subject is one header line: whatever whitespace the data holds (a title's line break) becomes one space. */
export const oneLine = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** The HTML (React escapes every piece of data) and, from it, the plain-text version with its links written out. */
export async function renderMail(subject: string, email: ReactElement): Promise<RenderedMail> {
  const html = await render(email);
  return { subject: oneLine(subject), html, text: toPlainText(html) };
}

/**
 * Renders once with a stand-in unsubscribe address, then writes each recipient's into copies of the
 * result: a broadcast renders its body once, not once per subscriber. The stand-in is a fresh UUID on
 * the reserved `.invalid` domain, so no text of the owner's can contain it by chance, and it needs no
 * escaping, so it reads the same in the HTML and in the text version.
 */
export async function renderForEveryRecipient(
  brand: MailBrand,
  subject: string,
  email: (unsubscribeHref: string) => ReactElement,
): Promise<MailForEveryRecipient> {
  const standIn = `https://unsubscribe.invalid/${randomUUID()}`;
  const rendered = await renderMail(subject, email(standIn));
  const body = { html: rendered.html, text: rendered.text, headers: {}, placeholder: standIn };
  const personalValue = ({ unsubscribeUrl }: UnsubscribableMail): string => brand.assertOnSite(unsubscribeUrl, 'The unsubscribe link');
  return {
    subject: rendered.subject,
    body,
    personalValue,
    forRecipient(recipient: UnsubscribableMail): RenderedMail {
      const { html, text } = personalBody(body, personalValue(recipient));
      return { subject: rendered.subject, html, text };
    },
  };
}
