import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SocialMediaPosts } from './domain/index.js';
import { ChangeSocialPostStatus, CountSocialPosts, ListSocialPosts } from './application/index.js';
import { SocialModerationController } from './adapters/http/social-moderation.controller.js';
import { contentAutomationSchemas } from './adapters/persistence/content-automation.schemas.js';
import { TypeOrmSocialMediaPosts } from './adapters/persistence/typeorm-social-media-posts.js';

/**
 * Content automation (issue 10): so far the moderation of social posts (SPEC "Social moderation").
 * Its tables reference the episode context's: the app runs `contentAutomationMigrations` after
 * `episodeMigrations`.
 */
@Module({
  imports: [TypeOrmModule.forFeature(contentAutomationSchemas)],
  controllers: [SocialModerationController],
  providers: [ListSocialPosts, ChangeSocialPostStatus, CountSocialPosts, { provide: SocialMediaPosts, useClass: TypeOrmSocialMediaPosts }],
  exports: [SocialMediaPosts, CountSocialPosts],
})
export class ContentAutomationModule {}
