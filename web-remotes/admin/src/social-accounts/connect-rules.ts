import { networkBaseUrl } from '@harmony/site-config';
import { z } from 'zod/mini';

// The server's rules (CONTRACT-26 and networkBaseUrl), said before anything is sent.

/** The default Bluesky service (CONTRACT-26): bsky.social, unless the owner's account lives elsewhere. */
export const defaultBlueskyService = 'https://bsky.social';
/** The webhook's shortest signing secret. */
export const webhookSecretMinLength = 16;

const blank = (value: string) => value.trim() === '';

/** A network's address: required, then the server's own rule (networkBaseUrl: https, http only on this machine). */
export const networkAddress = (required: string) =>
  z.string().check(
    z.refine((value) => !blank(value), required),
    z.superRefine((value, context) => {
      if (blank(value)) return;
      const checked = networkBaseUrl(value);
      if ('reason' in checked) context.issues.push({ code: 'custom', message: checked.reason, input: value });
    }),
  );

const filled = (message: string) => z.string().check(z.refine((value) => !blank(value), message));

export const mastodonSchema = z.object({
  instanceUrl: networkAddress('Enter your Mastodon instance’s address.'),
  accessToken: filled('Enter the access token.'),
});
export type MastodonValues = z.infer<typeof mastodonSchema>;

export const blueskySchema = z.object({
  service: networkAddress('Enter the service’s address (https://bsky.social for most accounts).'),
  handle: filled('Enter your handle.'),
  appPassword: filled('Enter the app password.'),
});
export type BlueskyValues = z.infer<typeof blueskySchema>;

export const webhookSchema = z.object({
  url: networkAddress('Enter the webhook’s address.'),
  secret: z
    .string()
    .check(
      z.refine((value) => !blank(value), 'Enter a signing secret.'),
      z.refine((value) => blank(value) || value.trim().length >= webhookSecretMinLength, `The signing secret must be at least ${webhookSecretMinLength} characters.`),
    ),
});
export type WebhookValues = z.infer<typeof webhookSchema>;
