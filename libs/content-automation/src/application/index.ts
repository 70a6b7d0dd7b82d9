export { FindPostEpisodes, ListSocialPosts } from './list-social-posts.js';
export { ChangeSocialPostStatus, EditSocialPostContent, PublishScheduledPost, RearmScheduledPublications, SocialPublisher, type SocialPostStatusChange } from './change-social-post-status.js';
export { CountSocialPosts } from './count-social-posts.js';
export * from './pipeline-ports.js';
export { CONTENT_SETTINGS, type ContentSettings } from './content-settings.js';
export { contentJobKinds, processEpisodeAudioJob, publishScheduledPostJob, renderMediumJob } from './content-jobs.js';
export { ProcessEpisodeAudio, PIPELINE_STEPS, type ProcessEpisodeAudioRequest, type ProcessEpisodeAudioResult } from './process-episode-audio.js';
export { FindShownMedia, REEL_MAX_SECONDS, RenderMediumAgain, RenderRunMedium, RequestMediumRender, runMediaKeys } from './render-media.js';
export { ORPHAN_GRACE_MS, RemoveOrphanedUploads, uploadedAudioKeyPrefix } from './remove-orphaned-uploads.js';
export { GetContentJob, StartContentRun, toContentJob, type ContentJob, type ContentJobState } from './content-runs.js';
export {
  ArticlePublisher,
  EditBlogPost,
  GenerateSocialPosts,
  GetContentStats,
  GetEpisodeContent,
  PublishBlogPostAsArticle,
  type ArticleToPublish,
  type BlogPostEdit,
  type PublishedArticle,
} from './episode-content.js';
