import { z } from 'zod/mini';

// The browser mirrors the catalogue's rules (libs/episode/src/domain/episode.ts) so the owner sees the
// same words before and after a round trip; the server stays the authority.
const DURATION_TEXT = /^(\d{1,2}:)?[0-5]?\d:[0-5]\d$/;

export const episodeMessages = Object.freeze({
  number: 'The episode number must be a whole number of 1 or more.',
  title: 'The episode title is required.',
  description: 'The episode description is required.',
  duration: 'The duration must look like 42:15 or 1:05:09.',
});

export const episodeSchema = z.object({
  number: z.string().check(z.trim(), z.regex(/^[1-9]\d{0,8}$/, episodeMessages.number)),
  title: z.string().check(z.trim(), z.minLength(1, episodeMessages.title), z.maxLength(200, 'Keep the title under 200 characters.')),
  description: z.string().check(z.trim(), z.minLength(1, episodeMessages.description)),
  duration: z.string().check(z.trim(), z.regex(DURATION_TEXT, episodeMessages.duration)),
  publishedAt: z.string(),
  featured: z.boolean(),
});

export type EpisodeForm = z.infer<typeof episodeSchema>;

/** The form's fields a server field error may name. */
export const episodeFormFields = ['number', 'title', 'description', 'duration', 'publishedAt', 'featured'] as const;

/** SPEC §5's accepted audio formats and limit, as the upload states them. */
export const audioFormats = 'MP3, M4A, WAV, AAC, OGG, WebM, FLAC, max 50MB';
