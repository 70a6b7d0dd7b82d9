import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';
import { expect } from './fixtures.js';

/**
 * The mail the journeys' server has sent. It runs without SMTP_URL, so every message is written as an
 * `.eml` under DATA_DIR/outbox/ (libs/mail's OutboxMailer); playwright.config.ts hands its DATA_DIR over
 * in E2E_DATA_DIR.
 */
function outboxDir(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run the journeys with playwright.config.ts, which sets it to the server’s DATA_DIR.');
  return path.join(dataDir, 'outbox');
}

const addressesOf = (field: AddressObject | AddressObject[] | undefined): string[] =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((group) => group.value.map(({ address }) => (address ?? '').toLowerCase()));

/** Every message in the outbox to `address`, parsed. A file still being written is read on the next look. */
export async function mailTo(address: string): Promise<ParsedMail[]> {
  let files: string[];
  try {
    files = (await readdir(outboxDir())).filter((file) => file.endsWith('.eml'));
  } catch {
    // No message sent yet: the server makes the folder with its first one.
    return [];
  }
  const parsed = await Promise.all(files.map((file) => readFile(path.join(outboxDir(), file)).then(simpleParser, () => null)));
  return parsed.filter((mail): mail is ParsedMail => mail !== null && addressesOf(mail.to).includes(address.toLowerCase()));
}

/** Waits (polling the outbox) for the one message to `address` that `matches`, and gives it. */
export async function waitForMail(address: string, what: string, matches: (mail: ParsedMail) => boolean, timeout = 20_000): Promise<ParsedMail> {
  let found: ParsedMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailTo(address)).find(matches);
        return found !== undefined;
      },
      { message: `${what} to ${address} in the outbox`, timeout },
    )
    .toBe(true);
  return found!;
}

/** The text and HTML of a message, where its links are looked for. */
export const bodyOf = (mail: ParsedMail): string => `${mail.text ?? ''}\n${typeof mail.html === 'string' ? mail.html : ''}`;

/** The first link in a message to `pathname` (with its query), as written in it; undefined when none. */
export function linkTo(mail: ParsedMail, pathname: string): URL | undefined {
  for (const match of bodyOf(mail).matchAll(/https?:\/\/[^\s"'<>)]+/g)) {
    const url = new URL(match[0].replace(/&amp;/g, '&'));
    if (url.pathname === pathname) return url;
  }
  return undefined;
}

/** A header's value as the message carries it (mailparser parses a few; the rest stay text). */
export function headerText(mail: ParsedMail, name: string): string {
  const raw = mail.headerLines.find((line) => line.key === name.toLowerCase())?.line ?? '';
  return raw.slice(raw.indexOf(':') + 1).replace(/\r?\n[ \t]+/g, ' ').trim();
}
