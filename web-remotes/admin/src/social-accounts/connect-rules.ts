import { z } from 'zod/mini';

// The server's rules (CONTRACT-26 and @harmony/social's networkBaseUrl), said before anything is sent.

/** The default Bluesky service (CONTRACT-26): bsky.social, unless the owner's account lives elsewhere. */
export const defaultBlueskyService = 'https://bsky.social';
/** The webhook's shortest signing secret. */
export const webhookSecretMinLength = 16;

const parsed = (value: string): URL | null => {
  try {
    return new URL(value.trim());
  } catch {
    return null;
  }
};
const isLoopback = (hostname: string): boolean => hostname === 'localhost' || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(hostname);
const blank = (value: string) => value.trim() === '';

/** A network's address: required, a full URL, https (http only on this machine, as the server accepts for tests). */
export const networkAddress = (required: string) =>
  z
    .string()
    .check(
      z.refine((value) => !blank(value), required),
      z.refine((value) => blank(value) || parsed(value) !== null, 'Enter a full address, starting with https://'),
      z.refine((value) => {
        const url = parsed(value);
        return !url || (!url.username && !url.password);
      }, 'Leave the user name and password out of the address.'),
      z.refine((value) => {
        const url = parsed(value);
        return !url || url.protocol === 'https:' || (url.protocol === 'http:' && isLoopback(url.hostname));
      }, 'The address must start with https:// (http:// is accepted only for this machine, for tests).'),
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
