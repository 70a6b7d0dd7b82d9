import { z } from 'zod';
import { configSlice, positiveWholeNumber } from '@harmony/platform';
import type { OpenAiCompatibleService } from '../openai-compatible/openai-compatible-http.js';

export interface WritingConfig {
  /** The chat service that writes the content; null: the built-in offline writer. */
  readonly writer: OpenAiCompatibleService | null;
  /** The speech-to-text service; null: no transcript, the show notes are the source. */
  readonly transcriber: OpenAiCompatibleService | null;
}

const emptyAsUndefined = (value: unknown): unknown => (typeof value === 'string' && value.trim() === '' ? undefined : value);

const serviceUrl = z.preprocess(
  emptyAsUndefined,
  z
    .string()
    .refine((value) => {
      try {
        return ['http:', 'https:'].includes(new URL(value).protocol);
      } catch {
        return false;
      }
    }, 'expected an http:// or https:// URL such as http://127.0.0.1:8000/v1')
    .transform((value) => value.replace(/\/+$/, ''))
    .optional(),
);
const optionalText = z.preprocess(emptyAsUndefined, z.string().optional());

/** The writing and transcription services (README "Environment"): each is optional, offline without it. */
export const writingConfig = configSlice(
  {
    AI_BASE_URL: serviceUrl,
    AI_MODEL: optionalText,
    AI_API_KEY: optionalText,
    AI_TIMEOUT_SECONDS: positiveWholeNumber('seconds').default(60),
    TRANSCRIBE_URL: serviceUrl,
    TRANSCRIBE_MODEL: optionalText,
    TRANSCRIBE_API_KEY: optionalText,
    TRANSCRIBE_TIMEOUT_SECONDS: positiveWholeNumber('seconds').default(900),
  },
  (env): WritingConfig => ({
    writer: env.AI_BASE_URL ? { baseUrl: env.AI_BASE_URL, model: env.AI_MODEL ?? 'gpt-4o-mini', apiKey: env.AI_API_KEY ?? null, timeoutMs: env.AI_TIMEOUT_SECONDS * 1000 } : null,
    transcriber: env.TRANSCRIBE_URL
      ? { baseUrl: env.TRANSCRIBE_URL, model: env.TRANSCRIBE_MODEL ?? 'whisper-1', apiKey: env.TRANSCRIBE_API_KEY ?? null, timeoutMs: env.TRANSCRIBE_TIMEOUT_SECONDS * 1000 }
      : null,
  }),
  { secrets: ['AI_API_KEY', 'TRANSCRIBE_API_KEY'] },
);

/** Reads the writing configuration; a bad value is a `ConfigError` naming the variable. */
export const loadWritingConfig = (environment: NodeJS.ProcessEnv = process.env): WritingConfig => writingConfig.load(environment);
