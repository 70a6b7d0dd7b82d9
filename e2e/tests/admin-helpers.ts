import type { Page } from '@playwright/test';
import { ownerPassword } from '../owner.js';
import { expect } from './fixtures.js';

const SAMPLE_RATE = 8000;

/**
 * A real WAV file: 16-bit PCM mono at 8 kHz, silent or a sine tone, as small as an upload can be
 * while still being audio every decoder (and ffmpeg) reads.
 */
export function pcmWav({ seconds = 1, toneHz = 0 }: { seconds?: number; toneHz?: number } = {}): Buffer {
  const samples = Math.round(SAMPLE_RATE * seconds);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + samples * 2, 4);
  header.write('WAVE', 8);
  header.write('fmt ', 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(SAMPLE_RATE, 24);
  header.writeUInt32LE(SAMPLE_RATE * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(samples * 2, 40);
  const data = Buffer.alloc(samples * 2);
  for (let sample = 0; toneHz > 0 && sample < samples; sample += 1) {
    data.writeInt16LE(Math.round(8000 * Math.sin((2 * Math.PI * toneHz * sample) / SAMPLE_RATE)), sample * 2);
  }
  return Buffer.concat([header, data]);
}

/** A second of silence: the smallest audio an episode can have. */
export const silentWav = (): Buffer => pcmWav();

/** A 1×1 PNG: the smallest cover an episode can have. */
export const tinyPng = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

export async function signIn(page: Page, password = ownerPassword) {
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** The login's address when a guarded screen sent the visitor there (it names the way back in `?next=`). */
export const loginUrlPattern = /\/admin\/login(\?next=[^&]+)?$/;

/** Opens a guarded screen, is sent to the login, signs in and is back. */
export async function signInAt(page: Page, path: string) {
  await page.goto(path);
  await expect(page).toHaveURL(loginUrlPattern);
  await signIn(page);
  await expect(page.getByText('Login successful', { exact: true })).toBeVisible();
}

/** A number no other journey (they run in parallel on one database) picks. */
export const uniqueNumber = () => 1000 + Math.floor(Math.random() * 900_000);
