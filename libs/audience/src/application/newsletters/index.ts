export { BroadcastMail, BroadcastRecipients, type BroadcastRecipient, type BroadcastSender, type FanOutPosition } from './broadcast-ports.js';
export { broadcastNewsletterJob, broadcastRetry, scheduledJobId, sendNowJobId } from './newsletter-jobs.js';
export { type NewsletterView } from './newsletter-view.js';
export { ManageNewsletters, withHtml } from './manage-newsletters.js';
export { NO_TEST_ADDRESS_MESSAGE, SendNewsletter, SendTestNewsletter } from './send-newsletter.js';
export { BroadcastNewsletter, FAN_OUT_BATCH, type FanOutResult } from './broadcast-newsletter.js';
export { DraftEpisodeNewsletter, type EpisodeNewsletterDraft } from './draft-episode-newsletter.js';
