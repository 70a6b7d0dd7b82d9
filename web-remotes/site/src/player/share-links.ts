export type ShareNetwork = 'facebook' | 'twitter' | 'linkedin';

/** The episode's absolute link, the address every share carries. */
export const episodeLink = (origin: string, episodeId: number): string => `${origin}/episode/${episodeId}`;

/** The episode's link starting at `seconds` (whole seconds, the `?t=` that start-time.ts reads). */
export const episodeLinkAt = (origin: string, episodeId: number, seconds: number): string => `${episodeLink(origin, episodeId)}?t=${Math.floor(seconds)}`;

/** SPEC "Episode player": Twitter's share text is the product name, a colon, the episode title. */
export const shareText = (productName: string, episodeTitle: string): string => `${productName}: ${episodeTitle}`;

/** Each network's sharing address carrying the episode link (and, for Twitter, the share text). */
export function shareUrl(network: ShareNetwork, link: string, text: string): string {
  const url = encodeURIComponent(link);
  switch (network) {
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${url}`;
    case 'twitter':
      return `https://twitter.com/intent/tweet?url=${url}&text=${encodeURIComponent(text)}`;
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${url}`;
  }
}

/** SPEC §7: a share opens a new 600x400 window. */
export const shareWindowFeatures = 'width=600,height=400,noopener,noreferrer';
