import { Injectable, Logger, Module, type DynamicModule, type OnApplicationBootstrap, type OnModuleInit, type Type } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { JobHandlerRegistry, type BackgroundJobs, type UploadPolicy } from '@harmony/platform';
import { BlogModule } from '@harmony/blog';
import { GeneratedContent, MediaRenders, SocialMediaPosts } from './domain/index.js';
import {
  ArticlePublisher,
  NewsletterDrafts,
  AudioProbe,
  ChangeSocialPostStatus,
  CONTENT_SETTINGS,
  ContentJobs,
  ContentWriter,
  CountSocialPosts,
  EditBlogPost,
  EditSocialPostContent,
  EpisodeCatalogue,
  FindConnectedPlatforms,
  FindPostEpisodes,
  FindShownMedia,
  GenerateSocialPosts,
  GetContentJob,
  GetContentStats,
  GetEpisodeContent,
  GetSocialPost,
  ListSocialPosts,
  MediaRenderer,
  ProcessEpisodeAudio,
  PublishBlogPostAsArticle,
  PublishScheduledPost,
  PublishSocialPost,
  RearmScheduledPublications,
  RequestSocialPostPublication,
  RemoveOrphanedUploads,
  RenderMediumAgain,
  RenderRunMedium,
  RequestMediumRender,
  SocialPublisher,
  StartContentRun,
  Transcriber,
} from './application/index.js';
import { SocialModerationController } from './adapters/http/social-moderation.controller.js';
import { CONTENT_AUDIO_POLICY, ContentController } from './adapters/http/content.controller.js';
import { MediaRenderController } from './adapters/http/media-render.controller.js';
import { contentAutomationSchemas } from './adapters/persistence/content-automation.schemas.js';
import { TypeOrmSocialMediaPosts } from './adapters/persistence/typeorm-social-media-posts.js';
import { TypeOrmGeneratedContent } from './adapters/persistence/typeorm-generated-content.js';
import { TypeOrmMediaRenders } from './adapters/persistence/typeorm-media-renders.js';
import { EpisodeContextCatalogue } from './adapters/contexts/episode-catalogue.adapter.js';
import { BlogContextArticlePublisher } from './adapters/contexts/blog-article-publisher.adapter.js';
import { SOCIAL_MEDIA_BASE_URL, SocialContextPublisher } from './adapters/contexts/social-context-publisher.adapter.js';
import { AudienceNewsletterDrafts } from './adapters/contexts/audience-newsletter-drafts.adapter.js';
import { contentWriterFrom } from './adapters/writing/index.js';
import { transcriberFrom } from './adapters/transcription/index.js';
import { contentJobKinds } from './adapters/queue/content-job-kinds.js';
import { JobQueueContentJobs } from './adapters/queue/job-queue-content-jobs.js';
import { FfmpegMediaRenderer, MusicMetadataAudioProbe } from './adapters/media/index.js';
import type { ContentAutomationConfig } from './content-automation.config.js';

/** Registers the context's job handlers with the queue; the queue processor only delegates to the use cases. */
@Injectable()
class ContentJobHandlers implements OnModuleInit, OnApplicationBootstrap {
  private readonly logger = new Logger('ContentJobs');

  constructor(
    private readonly handlers: JobHandlerRegistry,
    private readonly processAudio: ProcessEpisodeAudio,
    private readonly publishScheduled: PublishScheduledPost,
    private readonly publishOnNetwork: PublishSocialPost,
    private readonly rearm: RearmScheduledPublications,
    private readonly renderAgain: RenderMediumAgain,
    private readonly orphans: RemoveOrphanedUploads,
  ) {}

  /** Scheduled publications survive a restart of the embedded queue (see RearmScheduledPublications); uploads nothing refers to go. */
  async onApplicationBootstrap(): Promise<void> {
    try {
      const count = await this.rearm.execute();
      if (count > 0) this.logger.log(`Queued the publication of ${count} scheduled post(s)`);
    } catch (error) {
      // Redis may be down at start: the plans stay stored, and the next start queues them.
      this.logger.warn(`Could not queue the scheduled publications: ${error instanceof Error ? error.message : String(error)}`);
    }
    try {
      const removed = await this.orphans.execute();
      if (removed.length > 0) this.logger.log(`Removed ${removed.length} uploaded audio file(s) no job or stored run refers to: ${removed.join(', ')}`);
    } catch (error) {
      // Kept for the next start: an orphan costs disk only.
      this.logger.warn(`Could not look for orphaned uploads: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  onModuleInit(): void {
    this.handlers.register('content.process-episode-audio', (payload, job) => this.processAudio.execute(payload, job));
    this.handlers.register('content.publish-scheduled-post', async ({ postId }) => {
      const published = await this.publishScheduled.execute(postId);
      return { postId, published: published !== null };
    });
    this.handlers.register('content.render-medium', (payload, job) => this.renderAgain.execute(payload, job));
    this.handlers.register('social.publish-post', async (payload) => ({ postId: payload.postId, outcome: await this.publishOnNetwork.execute(payload) }));
  }
}

export interface ContentAutomationModuleOptions {
  /** The app's own episode module (one instance): the pipeline reads episodes through its exported use cases. */
  readonly episodes: DynamicModule | Type;
  /** What an uploaded episode audio may be: the episode context's policy, one limit for both uploads. */
  readonly audioPolicy: UploadPolicy;
  readonly config: ContentAutomationConfig;
  /** The audience's NewsletterJobsModule (one instance): exports DraftEpisodeNewsletter, the "new episode" draft. */
  readonly newsletters: DynamicModule | Type;
  /**
   * Issue 26: a module exporting the social context's AccountPublishing (its SocialModule; tests give a fake):
   * posts of a platform with a connected account go out through it.
   */
  readonly social: DynamicModule | Type;
}

/**
 * Content automation (issue 10): the upload of an episode's audio, the pipeline that turns it into a
 * blog post draft, social posts and a video podcast (run by the queue: the worker in production, the
 * API itself in embedded mode), and the moderation of what it generated. Both composition roots
 * import it, so its job handlers are registered wherever jobs are consumed. Its tables reference the
 * episode context's: the app runs `contentAutomationMigrations` after `episodeMigrations`.
 */
@Module({})
export class ContentAutomationModule {
  static forRoot({ episodes, audioPolicy, config, newsletters, social }: ContentAutomationModuleOptions): DynamicModule {
    return {
      module: ContentAutomationModule,
      imports: [TypeOrmModule.forFeature(contentAutomationSchemas), episodes, BlogModule, newsletters, social],
      controllers: [SocialModerationController, ContentController, MediaRenderController],
      providers: [
        ListSocialPosts,
        GetSocialPost,
        ChangeSocialPostStatus,
        EditSocialPostContent,
        PublishScheduledPost,
        PublishSocialPost,
        RequestSocialPostPublication,
        FindConnectedPlatforms,
        RearmScheduledPublications,
        RemoveOrphanedUploads,
        CountSocialPosts,
        GenerateSocialPosts,
        StartContentRun,
        GetContentJob,
        GetContentStats,
        GetEpisodeContent,
        EditBlogPost,
        PublishBlogPostAsArticle,
        ProcessEpisodeAudio,
        RenderRunMedium,
        RenderMediumAgain,
        RequestMediumRender,
        FindShownMedia,
        FindPostEpisodes,
        ContentJobHandlers,
        { provide: SocialMediaPosts, useClass: TypeOrmSocialMediaPosts },
        { provide: GeneratedContent, useClass: TypeOrmGeneratedContent },
        { provide: MediaRenders, useClass: TypeOrmMediaRenders },
        { provide: ContentJobs, useClass: JobQueueContentJobs },
        { provide: EpisodeCatalogue, useClass: EpisodeContextCatalogue },
        { provide: ArticlePublisher, useClass: BlogContextArticlePublisher },
        { provide: SocialPublisher, useClass: SocialContextPublisher },
        { provide: SOCIAL_MEDIA_BASE_URL, useValue: config.publicUrl ?? '' },
        { provide: NewsletterDrafts, useClass: AudienceNewsletterDrafts },
        { provide: AudioProbe, useClass: MusicMetadataAudioProbe },
        // ffmpeg is looked for at boot, so a missing one is named at once rather than at the first upload.
        { provide: MediaRenderer, useFactory: () => new FfmpegMediaRenderer() },
        { provide: ContentWriter, useFactory: () => contentWriterFrom(config.writing.writer) },
        { provide: Transcriber, useFactory: () => transcriberFrom(config.writing.transcriber) },
        { provide: CONTENT_SETTINGS, useValue: config.settings },
        { provide: CONTENT_AUDIO_POLICY, useValue: audioPolicy },
      ],
      exports: [SocialMediaPosts, CountSocialPosts],
    };
  }
}

/** The context's background work: its handlers are registered by ContentAutomationModule, which every consuming process imports. */
export const contentAutomationJobs: BackgroundJobs = { kinds: contentJobKinds };
