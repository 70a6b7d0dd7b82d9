export { GetSocialPost, ListSocialPosts } from './list-social-posts.js';
export { FindPostEpisodes } from './find-post-episodes.js';
export { ChangeSocialPostStatus, type SocialPostStatusChange } from './change-social-post-status.js';
export { EditSocialPostContent } from './edit-social-post-content.js';
export { PublishScheduledPost } from './publish-scheduled-post.js';
export { FindConnectedPlatforms, PublishSocialPost, RequestSocialPostPublication, PUBLISH_RETRY_BASE_MS, retryDelayMs, type PublishOutcome } from './publish-social-post.js';
export { RearmScheduledPublications } from './rearm-scheduled-publications.js';
export { SocialPublisher, PublishRefused, PublishUnavailable, PublishUnauthorized, type ConnectedPlatform, type PostOnNetwork } from './social-publisher.js';
export { CountSocialPosts } from './count-social-posts.js';
/*
 * The ports the content pipeline works through (issue 10), one per file. Abstract classes, so each
 * doubles as its Nest DI token. Adapters live in `adapters/`; each port has an offline default that
 * needs no network.
 */
export * from './episode-catalogue.js';
export * from './cancellable.js';
export * from './audio-probe.js';
export * from './transcriber.js';
export * from './content-writer.js';
export * from './media-renderer.js';
export { CONTENT_SETTINGS, type ContentSettings } from './content-settings.js';
export { ContentJobs, type PublishPostRequest } from './content-jobs.js';
export { ProcessEpisodeAudio, PIPELINE_STEPS, type ProcessEpisodeAudioRequest, type ProcessEpisodeAudioResult } from './process-episode-audio.js';
export { REEL_MAX_SECONDS, runMediaKeys } from './run-media.js';
export { RenderRunMedium } from './render-run-medium.js';
export { RenderMediumAgain } from './render-medium-again.js';
export { RequestMediumRender } from './request-medium-render.js';
export { FindShownMedia } from './find-shown-media.js';
export { ORPHAN_GRACE_MS, RemoveOrphanedUploads, uploadedAudioKeyPrefix } from './remove-orphaned-uploads.js';
export { completedWithFailures, type ContentJob, type ContentJobState } from './content-job.js';
export { StartContentRun } from './start-content-run.js';
export { GetContentJob } from './get-content-job.js';
export { ArticlePublisher, type ArticleToPublish, type PublishedArticle } from './article-publisher.js';
export { EditBlogPost, type BlogPostEdit } from './edit-blog-post.js';
export { GenerateSocialPosts } from './generate-social-posts.js';
export { GetContentStats } from './get-content-stats.js';
export { GetEpisodeContent } from './get-episode-content.js';
export { PublishBlogPostAsArticle } from './publish-blog-post-as-article.js';
export { NewsletterDrafts } from './newsletter-drafts.js';
