import { readFile } from 'node:fs/promises';
import { Inject, Injectable } from '@nestjs/common';
import { MediaStorage } from '@harmony/platform';
import { AccountPublishing, NetworkRefused, NetworkUnauthorized, NetworkUnavailable, NoConnectedAccount, type OutgoingMedium, type OutgoingPost } from '@harmony/social';
import { CONTENT_SETTINGS, EpisodeCatalogue, PublishRefused, PublishUnauthorized, PublishUnavailable, SocialPublisher, type ContentSettings, type ConnectedPlatform, type PostOnNetwork } from '../../application/index.js';
import { PlatformNotConnected, type SocialMediaPost } from '../../domain/index.js';

/** The DI token of PUBLIC_URL for the media's absolute addresses. */
export const SOCIAL_MEDIA_BASE_URL = Symbol('SOCIAL_MEDIA_BASE_URL');

const CONTENT_TYPES: Readonly<Record<string, string>> = { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', webp: 'image/webp', gif: 'image/gif', mp4: 'video/mp4', mov: 'video/quicktime', webm: 'video/webm' };
const contentTypeOf = (url: string): string => CONTENT_TYPES[url.split('?')[0]!.split('.').pop()?.toLowerCase() ?? ''] ?? 'application/octet-stream';

/** The idempotency key of every try at publishing one post: the same on each, so a network (or receiver) can tell a repeat. */
export const idempotencyKeyOf = (postId: number): string => `harmony-post-${postId}`;

/**
 * The SocialPublisher through the social context (issue 26): its AccountPublishing publishes through the
 * platform's connected account (looking for an earlier try's post first); its errors become this context's
 * outcomes. The post leaves with its media read from MediaStorage (the bytes, for uploads) and addressed on
 * PUBLIC_URL (for networks that fetch them), the episode's page as its link.
 */
@Injectable()
export class SocialContextPublisher extends SocialPublisher {
  constructor(
    private readonly accounts: AccountPublishing,
    private readonly storage: MediaStorage,
    private readonly episodes: EpisodeCatalogue,
    @Inject(CONTENT_SETTINGS) private readonly settings: ContentSettings,
    @Inject(SOCIAL_MEDIA_BASE_URL) private readonly publicUrl: string,
  ) {
    super();
  }

  override async connectedPlatforms(): Promise<readonly ConnectedPlatform[]> {
    return (await this.accounts.publishingPlatforms()).map(({ platform, maxCharacters, state }) => ({ platform, maxCharacters, state }));
  }

  override async publish(post: SocialMediaPost): Promise<PostOnNetwork> {
    const outgoing = await this.outgoing(post);
    try {
      const { remoteId, remoteUrl } = await this.accounts.publish(post.platform, outgoing);
      return { remoteId, remoteUrl };
    } catch (error) {
      throw translated(error, post.platform);
    }
  }

  private async outgoing(post: SocialMediaPost): Promise<OutgoingPost> {
    const episode = await this.episodes.find(post.episodeId);
    const link = episode ? this.settings.episodeUrl(episode.id) : null;
    const description = episode?.title ?? '';
    // A reel's clip goes out; its still is the clip's poster, not a second medium.
    const media = [post.contentType === 'reel' ? post.videoUrl : post.contentType === 'image' ? post.imageUrl : null].flatMap((url) => (url ? [this.medium(url, post.contentType === 'reel' ? 'video' : 'image', description)] : []));
    return {
      postId: post.id,
      idempotencyKey: idempotencyKeyOf(post.id),
      text: post.content,
      media,
      link,
      episode: episode && link ? { number: episode.number, title: episode.title, url: link } : null,
    };
  }

  private medium(url: string, kind: 'image' | 'video', description: string): OutgoingMedium {
    const absolute = /^https?:\/\//.test(url) ? url : `${this.publicUrl.replace(/\/$/, '')}${url.startsWith('/') ? '' : '/'}${url}`;
    const file = this.storage.localPathOf(url);
    return {
      kind,
      url: absolute,
      contentType: contentTypeOf(url),
      description,
      bytes: async () => {
        if (!file) throw new PublishRefused(`The post's ${kind} (${url}) is not stored on this site, so it cannot be uploaded.`);
        return new Uint8Array(await readFile(file));
      },
    };
  }
}

/** The social context's answer in this context's words (the message kept: it is already the owner's). */
function translated(error: unknown, platform: string): unknown {
  if (error instanceof NetworkUnavailable) return new PublishUnavailable(error.message, error.retryAfterMs);
  if (error instanceof NetworkRefused) return new PublishRefused(error.message);
  if (error instanceof NetworkUnauthorized) return new PublishUnauthorized(error.message);
  if (error instanceof NoConnectedAccount) return new PlatformNotConnected(platform);
  return error;
}
