export { InMemorySocialMediaPosts } from './in-memory-social-media-posts.js';
export { aSocialPostDraft } from './social-media-post.mother.js';
export { socialMediaPostsContract, type SocialPostsUnderContract } from './social-media-posts.contract.js';
export { aRunContent } from './run-content.mother.js';
export { RecordingSocialPublisher } from './recording-social-publisher.js';
export { ffmpegShippedByNpm } from '../adapters/media/locate-ffmpeg.js';
export { failingFfmpeg, type FailingFfmpeg } from './failing-ffmpeg.js';
export { InMemoryContentJobs } from './in-memory-content-jobs.js';
