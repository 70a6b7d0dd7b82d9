/**
 * The social networks an account can be connected for, and how the owner reads their names: the same words
 * on the server (its messages: "Your Mastodon connection needs reconnecting.") and in the admin (a notice
 * shown before the API's list has loaded). X keeps its stored name `twitter`.
 */
export const SOCIAL_NETWORKS = ['mastodon', 'bluesky', 'webhook', 'twitter', 'linkedin', 'facebook', 'instagram'] as const;
export type SocialNetworkId = (typeof SOCIAL_NETWORKS)[number];

export const socialNetworkNames: Readonly<Record<SocialNetworkId, string>> = {
  mastodon: 'Mastodon',
  bluesky: 'Bluesky',
  webhook: 'Webhook',
  twitter: 'X',
  linkedin: 'LinkedIn',
  facebook: 'Facebook Page',
  instagram: 'Instagram',
};
