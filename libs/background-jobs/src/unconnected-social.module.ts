import { Injectable, Module } from '@nestjs/common';
import { AccountPublishing, NoConnectedAccount, type OutgoingPost, type PublishingPlatform, type RemotePost } from '@harmony/social';

/**
 * TODO-merge (issue 26): a stand-in for the social context's SocialModule until it is merged — no account is
 * connected, so every post keeps the manual path (copy, download, "Mark as published"), and Publish Now
 * answers 409 NoConnectedAccount. At the merge, both apps hand content automation the real module instead
 * (the one they import for the accounts' routes, `SocialModule.forRoot({ config, publicUrl, networks })`),
 * where they now pass `UnconnectedSocialModule`, and this file goes.
 */
@Injectable()
class NoAccountPublishing extends AccountPublishing {
  async publishingPlatforms(): Promise<readonly PublishingPlatform[]> {
    return [];
  }

  async publish(platform: string, _post: OutgoingPost): Promise<RemotePost> {
    throw new NoConnectedAccount(platform);
  }
}

@Module({ providers: [{ provide: AccountPublishing, useClass: NoAccountPublishing }], exports: [AccountPublishing] })
export class UnconnectedSocialModule {}
