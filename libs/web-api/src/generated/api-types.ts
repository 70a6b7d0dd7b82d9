// Generated from the API's OpenAPI document (GET /api/docs-json) by services/api/test/api-types.e2e-spec.ts.
// Do not edit: after changing an API response or request class, run `npm run api-types`.

export interface paths {
    "/api/episodes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The episodes, newest first, a page at a time
         * @description X-Total-Count holds the number of episodes; Link the next and previous pages.
         */
        get: operations["EpisodeController_list"];
        put?: never;
        /**
         * Add an episode
         * @description Its audio and cover may be uploaded after (PUT /api/episodes/{id}/audio and /cover): until it has both, and until publishedAt, visitors do not see it. Location names the new episode.
         */
        post: operations["EpisodeManagerController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/episodes/featured": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The featured episodes for the home page, newest first */
        get: operations["EpisodeController_featured"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/episodes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One episode, with its transcript and chapters */
        get: operations["EpisodeController_one"];
        put?: never;
        post?: never;
        /**
         * Remove an episode
         * @description It leaves every public read at once. Its media files stay stored.
         */
        delete: operations["EpisodeManagerController_remove"];
        options?: never;
        head?: never;
        /**
         * Change some fields of an episode
         * @description Only the fields given change: {"featured": true} features it, a later publishedAt schedules it, audioUrl or imageUrl null removes that medium.
         */
        patch: operations["EpisodeManagerController_update"];
        trace?: never;
    };
    "/api/admin/episodes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every episode, scheduled and incomplete ones too, newest first, a page at a time; optionally only those a search or a number finds
         * @description X-Total-Count holds the number of episodes found; Link the next and previous pages.
         */
        get: operations["EpisodeManagerController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/episodes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One episode, whatever its state */
        get: operations["EpisodeManagerController_one"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/episodes/description-preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Renders a description as the episode page will show it (the renderer a write stores with); stores nothing */
        post: operations["EpisodeManagerController_preview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/episodes/{id}/audio": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Upload the episode's audio (it replaces any before)
         * @description An episode is public once it has its audio and cover and its publishedAt has come.
         */
        put: operations["EpisodeManagerController_uploadAudio"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/episodes/{id}/cover": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Upload the episode's cover image (it replaces any before) */
        put: operations["EpisodeManagerController_uploadCover"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/episodes/{id}/transcript": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Upload the episode's transcript, WebVTT or SRT (it replaces any before)
         * @description The file is parsed (a broken one answers 400 naming its line), stored as WebVTT (transcriptUrl, linked by the feed as podcast:transcript) and its cues kept for the episode page.
         */
        put: operations["EpisodeManagerController_uploadTranscript"];
        post?: never;
        /**
         * Remove the episode's transcript
         * @description The page and the feed no longer show it. The file stays stored.
         */
        delete: operations["EpisodeManagerController_removeTranscript"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/episodes/{id}/chapters": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set the episode's chapters (they replace any before)
         * @description A JSON Chapters document (Podcasting 2.0). Stored as a JSON Chapters file (chaptersUrl, linked by the feed as podcast:chapters) and kept for the episode page.
         */
        put: operations["EpisodeManagerController_setChapters"];
        post?: never;
        /**
         * Remove the episode's chapters
         * @description The page and the feed no longer show them. The file stays stored.
         */
        delete: operations["EpisodeManagerController_removeChapters"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/blog-articles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Published articles, newest first, a page at a time
         * @description X-Total-Count holds the number of published articles; Link the next and previous pages.
         */
        get: operations["BlogArticleController_list"];
        put?: never;
        /**
         * Writes a new article, public at once unless a draft or scheduled
         * @description Defaults: category financial-advice, published true, featured false, publishedAt now. Location names the new article.
         */
        post: operations["ArticleManagerController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/blog-articles/featured": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Featured published articles, newest first */
        get: operations["BlogArticleController_featured"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/blog-articles/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One published article by its slug */
        get: operations["BlogArticleController_one"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/blog-articles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every article, drafts and scheduled ones too, newest first (by publishedAt), a page at a time
         * @description X-Total-Count holds the number of articles found; Link the next and previous pages. `q` searches titles and excerpts.
         */
        get: operations["ArticleManagerController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/blog-articles/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One article in any state, by id */
        get: operations["ArticleManagerController_one"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/blog-articles/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Renders markdown as the public page will show it (the renderer a write stores with); stores nothing */
        post: operations["ArticleManagerController_preview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/blog-articles/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Deletes an article for good */
        delete: operations["ArticleManagerController_remove"];
        options?: never;
        head?: never;
        /**
         * Changes the fields given: edit, publish or unpublish ({published}), feature ({featured})
         * @description The slug stays when the title changes; a new slug moves the article (its old address answers 404).
         */
        patch: operations["ArticleManagerController_update"];
        trace?: never;
    };
    "/api/blog-articles/{id}/image": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Upload the article's image (it replaces any before)
         * @description Stored among the media; the article then names it as its imageUrl. The file before stays stored.
         */
        put: operations["ArticleManagerController_uploadImage"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/legal-pages/{kind}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A legal page (privacy, terms) as visitors read it */
        get: operations["LegalPageController_one"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/legal-pages/{kind}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A legal page with its markdown, for the editor (the default text until the owner saves one) */
        get: operations["LegalPageManagerController_one"];
        /** Replaces a legal page's text: rendered and sanitized once, public at once */
        put: operations["LegalPageManagerController_update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search the public episodes and articles
         * @description Full-text search, best matches first, with highlighted snippets.
         */
        get: operations["SearchController_search"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/social-media": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The social posts in one status, newest first, a page at a time
         * @description status defaults to pending_approval. X-Total-Count holds the number of posts in that status; Link the next and previous pages.
         */
        get: operations["SocialModerationController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/social-media/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One social post as stored (the card follows a post while it is publishing) */
        get: operations["SocialModerationController_findOne"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/social-media/{id}/publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Publish a post on its network through the platform's connected account (Publish Now, Retry)
         * @description Answers at once with the post publishing; a job sends it, and the post becomes published only when the network confirms it (remoteId, remoteUrl), or keeps its status with publishError. A second call while it publishes queues nothing. A platform with no connected account keeps the manual path: PATCH status published ("Mark as published").
         */
        post: operations["SocialModerationController_publish"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/social-media/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Move a post to another status (a moderation button, or scheduling)
         * @description Approve, Reject, Publish Now and Reconsider of the moderation cards; scheduled with scheduledFor. The answer is the post as stored.
         */
        patch: operations["SocialModerationController_updateStatus"];
        trace?: never;
    };
    "/api/social-media/{id}/content": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Edit a post's text while it is a draft or pending approval
         * @description The text is trimmed and must fit its platform (X 280 with links as 23; Instagram 2,200 and 30 hashtags; LinkedIn 3,000; Facebook 63,206; Mastodon 500; Bluesky 300 graphemes; webhook 5,000).
         */
        patch: operations["SocialModerationController_updateContent"];
        trace?: never;
    };
    "/api/social-media/text-check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A text measured against a network's limits, counted the network's way (the editor's live counter) */
        post: operations["SocialModerationController_checkText"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/social-media/generate/{episodeId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Write more social posts for an episode (SPEC §7), pending approval
         * @description Spread over the platforms and content types, none repeating a text the episode has.
         */
        post: operations["SocialModerationController_generate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/content/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The content dashboard's stat cards: episodes with content, pieces of content, scheduled posts */
        get: operations["ContentController_stats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/content/episode/{id}/process": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload an episode's audio to turn into a blog post draft, social posts and a video podcast
         * @description The audio streams to media storage; the answer is the queued job (follow it at Location, or its events). The result carries SPEC's {blogPostIds, socialMediaPostIds}.
         */
        post: operations["ContentController_process"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/content/jobs/{jobId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A content job: its state, progress and step; its result once completed, its reason once failed */
        get: operations["ContentController_job"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/content/jobs/{jobId}/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The job as server-sent events
         * @description One `message` event with the job (the JSON of GET /api/content/jobs/{id}) at once and at every change; the stream ends after the completed or failed state.
         */
        get: operations["ContentController_jobEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/content/episode/{id}/blog-posts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The episode's blog post drafts, newest first */
        get: operations["ContentController_blogPosts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/content/episode/{id}/social-media": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The episode's social posts, newest first, whatever their status */
        get: operations["ContentController_socialPosts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/content/episode/{id}/video": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The episode's video podcasts, newest first */
        get: operations["ContentController_videos"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/content/blog-posts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Edit a blog post draft (the fields given); it keeps the draft rules */
        patch: operations["ContentController_edit"];
        trace?: never;
    };
    "/api/content/blog-posts/{id}/publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Publish as article: the draft becomes a blog article (public at once, or unpublished to finish later) */
        post: operations["ContentController_publish"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/content-media/{id}/render": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Render a failed quote card, reel or video podcast again
         * @description The medium goes back to rendering and one job renders it from the stored upload; read its card again to see it ready or failed with the new reason. Asking while it renders queues nothing more.
         */
        post: operations["MediaRenderController_render"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/newsletter/subscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Subscribe an address to the newsletter (the same answer whether or not it was already subscribed)
         * @description Double opt-in: a new address (or one that unsubscribed or bounced) is kept pending and sent a confirmation link; a pending one is sent it again at most every 10 minutes; an active one is sent nothing.
         */
        post: operations["NewsletterController_subscribe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/newsletter/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm a subscription with its mailed link's token (the confirmation page's button)
         * @description The address becomes active and the welcome sequence starts: Day 0 at once, Day 3 and Day 7 later. A link works once, for 7 days; only the latest one mailed works.
         */
        post: operations["NewsletterController_confirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/newsletter/unsubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The mailed unsubscribe link, opened: sent on to the site's page that asks first (it never unsubscribes by itself, as mail scanners fetch links) */
        get: operations["NewsletterController_unsubscribePage"];
        put?: never;
        /** Unsubscribe at once (RFC 8058 one-click: the form body `List-Unsubscribe=One-Click`, no cookie, no CSRF token; or JSON `{}` from the site’s page) */
        post: operations["NewsletterController_unsubscribe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/workshop/interest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Register interest in the full-day workshop */
        post: operations["WorkshopInterestController_workshopInterest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a message to the hosts */
        post: operations["ContactController_contact"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/newsletter-subscribers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The newsletter subscribers, newest first, a page at a time or as CSV; `status` keeps only those with it
         * @description Newest first (the higher id first between equal times), a page at a time: X-Total-Count holds how many items the search finds, Link the next and previous pages (keeping `q`). `q` finds the items whose email contains it, in any case. `format=csv` answers every item the search finds instead (limit and offset are ignored) as a download named `{list}-YYYY-MM-DD.csv`: RFC 4180, UTF-8 with a BOM, a header row of the JSON field names, tags joined by ", ", and any cell starting with =, +, -, @, a tab, a carriage return or a null character prefixed with ' so no spreadsheet runs it.
         */
        get: operations["AudienceListsController_newsletterSubscribers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/workshop-registrations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The workshop interest registrations, newest first, a page at a time or as CSV
         * @description Newest first (the higher id first between equal times), a page at a time: X-Total-Count holds how many items the search finds, Link the next and previous pages (keeping `q`). `q` finds the items whose full name (first and last), partner name or email contains it, in any case. `format=csv` answers every item the search finds instead (limit and offset are ignored) as a download named `{list}-YYYY-MM-DD.csv`: RFC 4180, UTF-8 with a BOM, a header row of the JSON field names, tags joined by ", ", and any cell starting with =, +, -, @, a tab, a carriage return or a null character prefixed with ' so no spreadsheet runs it.
         */
        get: operations["AudienceListsController_workshopRegistrations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/contact-messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The contact messages, newest first, a page at a time or as CSV
         * @description Newest first (the higher id first between equal times), a page at a time: X-Total-Count holds how many items the search finds, Link the next and previous pages (keeping `q`). `q` finds the items whose name, email, subject or message contains it, in any case. `format=csv` answers every item the search finds instead (limit and offset are ignored) as a download named `{list}-YYYY-MM-DD.csv`: RFC 4180, UTF-8 with a BOM, a header row of the JSON field names, tags joined by ", ", and any cell starting with =, +, -, @, a tab, a carriage return or a null character prefixed with ' so no spreadsheet runs it.
         */
        get: operations["AudienceListsController_contactMessages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/audience/people": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete everything the audience lists keep under an email address
         * @description The address's newsletter subscription, workshop interest registrations and contact messages, matched case aside, for good. Answers how many of each were deleted. Page views and download counts hold no address, so nothing of theirs is touched.
         */
        delete: operations["EmailRemovalController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/newsletters": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every newsletter, newest first, a page at a time, each with its counts */
        get: operations["NewslettersController_list"];
        put?: never;
        /**
         * Writes a new draft
         * @description Location names it.
         */
        post: operations["NewslettersController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/newsletters/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One newsletter with its counts
         * @description A broadcast whose every message is settled reads `sent` from then on.
         */
        get: operations["NewslettersController_one"];
        put?: never;
        post?: never;
        /** Deletes a draft or a scheduled newsletter (its schedule with it) */
        delete: operations["NewslettersController_remove"];
        options?: never;
        head?: never;
        /** Changes the fields given, while a draft or scheduled (a schedule stays) */
        patch: operations["NewslettersController_update"];
        trace?: never;
    };
    "/api/admin/newsletters/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Queues one test copy, its subject prefixed "[Test] ", to `to` or OWNER_EMAIL
         * @description Any status. The copy carries no List-Unsubscribe headers (the address is no subscriber).
         */
        post: operations["NewslettersController_test"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/newsletters/{id}/send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sends it to every active subscriber, now or at `at`
         * @description status `sending` (or `scheduled` for a future `at`). One message per active subscriber is queued by a background job, paced at MAIL_RATE_PER_SECOND; each subscriber gets it once. A scheduled newsletter may still be edited, deleted or sent again (now, or at another time).
         */
        post: operations["NewslettersController_send"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/analytics/pageview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Count a page view (the page-view beacon)
         * @description Sent with navigator.sendBeacon: a JSON body as application/json or as text/plain. Keeps the path (no query, no fragment), the campaign tags of its query (utm_source, utm_medium, utm_campaign; ref or source for a source), the referring host and its kind, the device, browser and operating system named from the user agent, the country of the address (an offline database), and a visitor hash that changes every day; no IP address, user agent or cookie. Bots (by user agent) are answered alike and not counted. Durability: the 204 means accepted, not yet stored. Views are written in batches, at the latest 250 ms after they arrive: a shutdown (SIGTERM) writes the waiting ones first, but a process killed outright (kill -9, a crash, a power cut) loses what it had not written yet.
         */
        post: operations["PageViewController_record"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/analytics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The analytics dashboard's figures: the last 30 days (or the period asked), filtered, with visits and breakdowns; the last 24 hours' activity; the downloads
         * @description period=today|7d|30d|month|12mo|custom (with from and to, YYYY-MM-DD, at most 731 days), compare=previous for the period of the same length just before, and filter=field:value (repeated) to narrow every page-view figure. Unfiltered, the figures come from daily rollups; filtered, from the page views of the period.
         */
        get: operations["AdminAnalyticsController_analytics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/analytics/realtime": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Visitors on the site now: distinct visitors of the last 5 minutes
         * @description Counts distinct visitor hashes among the page views of the last 5 minutes (bots not counted). Hashes change at midnight of the owner's calendar (ANALYTICS_TIME_ZONE).
         */
        get: operations["AdminAnalyticsController_realtime"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/downloads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A period's downloads: by day with release markers, by app, country and device, per episode at 1, 3, 7, 30 and 90 days after release, and monthly unique listeners
         * @description Counted by the IAB v2.3 rules as implemented (see the public page "How we count downloads").
         */
        get: operations["AdminDownloadsController_downloads"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/analytics/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A period's daily page views and visitors, or one of its breakdowns, as CSV (UTF-8 with a BOM, formulas neutralised) */
        get: operations["AnalyticsExportController_export"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/mail-messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every message the site sends, newest first, a page at a time
         * @description Filtered by status, kind and a search in the recipient address or subject; `total` counts what the filters find.
         */
        get: operations["MailMessagesController_messages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/mail-messages/kinds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every kind of message the site has sent, each once, sorted: the Email screen's Kind filter */
        get: operations["MailMessagesController_kinds"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/mail-messages/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One message as it was sent: its HTML and plain text, and its headers */
        get: operations["MailMessagesController_message"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/mail-messages/{id}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a failed message once more
         * @description The message goes back to `queued` and one job sends it again, with the same Message-ID. A failed send may have been interrupted after the server accepted it (its answer says so), which is why it is never resent automatically: resending is the owner's choice, and a copy that did arrive is the same message to the mailbox. Read the message again to see it sent, failed or bounced.
         */
        post: operations["MailMessagesController_resend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mail/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Bounce and complaint webhooks: Amazon SES through SNS (signed), Postmark (Basic password MAIL_EVENTS_SECRET)
         * @description An SNS HTTPS subscription posts its messages here (text/plain JSON); Postmark its Bounce and SpamComplaint webhooks. Permanent bounces and complaints suppress the address.
         */
        post: operations["MailEventsController_take"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/social-accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The connected accounts, each with its state, and the networks that can be connected */
        get: operations["SocialAccountsController_accounts"];
        put?: never;
        /**
         * Connect a Mastodon, Bluesky or webhook account
         * @description The network checks the credentials first (Mastodon: verify_credentials and the instance limit; Bluesky: a session; webhook: a signed ping). Stored encrypted; never returned.
         */
        post: operations["SocialAccountsController_connect"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/social-accounts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Disconnect an account: its credentials are forgotten, its posts go back to the manual path */
        delete: operations["SocialAccountsController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/social-accounts/{platform}/connect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Start connecting X through its own sign-in: answers 302 to the network's authorize page (OAuth 2 with PKCE) */
        get: operations["SocialAccountsController_startSignIn"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/social-accounts/{platform}/callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Where the network sends the owner back: the account is connected, then 303 to the Social accounts screen
         * @description Always a 303 to /admin/social-accounts: `?connected={platform}` once stored, `?error={sentence}` when the sign-in was cancelled, expired, used twice or refused by the network.
         */
        get: operations["SocialAccountsController_signedIn"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in with the owner's password: sets the HttpOnly session cookie */
        post: operations["AuthController_login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign out: ends the session on the server and clears the cookie */
        post: operations["AuthController_logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether this browser is signed in (the UI asks; the server decides every request itself) */
        get: operations["AuthController_session"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        EpisodeResponse: {
            /** @example 11 */
            id: number;
            /**
             * @description The episode number shown as "EP 11".
             * @example 11
             */
            number: number;
            /** @example Dreaming Big: Writing Your Ten-Year Money Vision */
            title: string;
            /**
             * @description The description, rendered from its markdown and sanitized when it was written: safe to put into the page as it is. (The markdown as written is only the owner's: GET /api/admin/episodes/{id}.)
             * @example <p>Budgets are easier to keep when they serve a dream you share.</p>
             */
            descriptionHtml: string;
            /** @example /media/demo/bed-1.mp3 */
            audioUrl: string;
            /** @example /media/demo/episode-11.svg */
            imageUrl: string;
            /** @example 39:59 */
            duration: string;
            /**
             * Format: date-time
             * @example 2026-11-10T19:00:00.000Z
             */
            publishedAt: string;
            /** @example true */
            featured: boolean;
            /**
             * @description The transcript as a WebVTT file (what podcast:transcript links); null when the episode has none.
             * @example /media/episodes/12/transcript-ab12cd34ef56.vtt
             */
            transcriptUrl: string | null;
            /**
             * @description The chapters as a JSON Chapters file (Podcasting 2.0, what podcast:chapters links); null when the episode has none.
             * @example /media/episodes/12/chapters-ab12cd34ef56.json
             */
            chaptersUrl: string | null;
        };
        FieldErrorResponse: {
            /** @example email */
            field: string;
            /** @example Please enter a valid email address */
            message: string;
        };
        ProblemDetailsResponse: {
            /** @example /problems/episode-not-found */
            type: string;
            /** @example Not Found */
            title: string;
            /** @example 404 */
            status: number;
            /** @example Episode 42 was not found. */
            detail: string;
            /**
             * @description Stable, machine-readable error code.
             * @example episode-not-found
             */
            code: string;
            /** @example /api/episodes/42 */
            instance?: string;
            errors?: components["schemas"]["FieldErrorResponse"][];
        };
        TranscriptCueResponse: {
            /**
             * @description Seconds from the start of the audio.
             * @example 12.5
             */
            startSeconds: number;
            /**
             * @description Seconds from the start of the audio; after startSeconds.
             * @example 16.25
             */
            endSeconds: number;
            /**
             * @description Plain text (a WebVTT voice is written "Name: "); lines joined with \n.
             * @example Ana: Welcome back to the show.
             */
            text: string;
        };
        TranscriptResponse: {
            /** @description Sorted by start. */
            cues: components["schemas"]["TranscriptCueResponse"][];
        };
        ChapterResponse: {
            /**
             * @description Seconds from the start of the audio; chapters come in order of their start.
             * @example 754
             */
            startSeconds: number;
            /** @example Our money date */
            title: string;
        };
        EpisodeDetailResponse: {
            /** @example 11 */
            id: number;
            /**
             * @description The episode number shown as "EP 11".
             * @example 11
             */
            number: number;
            /** @example Dreaming Big: Writing Your Ten-Year Money Vision */
            title: string;
            /**
             * @description The description, rendered from its markdown and sanitized when it was written: safe to put into the page as it is. (The markdown as written is only the owner's: GET /api/admin/episodes/{id}.)
             * @example <p>Budgets are easier to keep when they serve a dream you share.</p>
             */
            descriptionHtml: string;
            /** @example /media/demo/bed-1.mp3 */
            audioUrl: string;
            /** @example /media/demo/episode-11.svg */
            imageUrl: string;
            /** @example 39:59 */
            duration: string;
            /**
             * Format: date-time
             * @example 2026-11-10T19:00:00.000Z
             */
            publishedAt: string;
            /** @example true */
            featured: boolean;
            /**
             * @description The transcript as a WebVTT file (what podcast:transcript links); null when the episode has none.
             * @example /media/episodes/12/transcript-ab12cd34ef56.vtt
             */
            transcriptUrl: string | null;
            /**
             * @description The chapters as a JSON Chapters file (Podcasting 2.0, what podcast:chapters links); null when the episode has none.
             * @example /media/episodes/12/chapters-ab12cd34ef56.json
             */
            chaptersUrl: string | null;
            /** @description What is said, cue by cue; null when the episode has no transcript. */
            transcript: components["schemas"]["TranscriptResponse"] | null;
            /** @description null when the episode has no chapters. */
            chapters: components["schemas"]["ChapterResponse"][] | null;
        };
        ManagedEpisodeResponse: {
            /** @example 11 */
            id: number;
            /**
             * @description The episode number shown as "EP 11".
             * @example 11
             */
            number: number;
            /** @example Dreaming Big: Writing Your Ten-Year Money Vision */
            title: string;
            /**
             * @description The description, rendered from its markdown and sanitized when it was written: safe to put into the page as it is. (The markdown as written is only the owner's: GET /api/admin/episodes/{id}.)
             * @example <p>Budgets are easier to keep when they serve a dream you share.</p>
             */
            descriptionHtml: string;
            /** @example 39:59 */
            duration: string;
            /**
             * Format: date-time
             * @example 2026-11-10T19:00:00.000Z
             */
            publishedAt: string;
            /** @example true */
            featured: boolean;
            /**
             * @description The transcript as a WebVTT file (what podcast:transcript links); null when the episode has none.
             * @example /media/episodes/12/transcript-ab12cd34ef56.vtt
             */
            transcriptUrl: string | null;
            /**
             * @description The chapters as a JSON Chapters file (Podcasting 2.0, what podcast:chapters links); null when the episode has none.
             * @example /media/episodes/12/chapters-ab12cd34ef56.json
             */
            chaptersUrl: string | null;
            /**
             * @description The markdown as written, for the editor: never served to visitors (they get descriptionHtml).
             * @example How we keep our **monthly money date** going.
             */
            description: string;
            /**
             * @description null until the audio is uploaded.
             * @example /media/episodes/12/audio-3f2a9c1b7d4e.mp3
             */
            audioUrl: string | null;
            /**
             * @description null until the cover is uploaded.
             * @example /media/episodes/12/cover-9b8c7d6e5f4a.jpg
             */
            imageUrl: string | null;
            /**
             * @description published: visitors see it. scheduled: complete, public from publishedAt. missing-audio / missing-cover: never public until uploaded, whatever publishedAt says (missing-audio first).
             * @example published
             * @enum {string}
             */
            status: "published" | "scheduled" | "missing-audio" | "missing-cover";
        };
        ManagedChapterResponse: {
            /**
             * @description Seconds from the start of the audio; chapters come in order of their start.
             * @example 754
             */
            startSeconds: number;
            /** @example Our money date */
            title: string;
            /** @example https://example.com/chapter-art.jpg */
            img?: string;
            /** @example https://example.com/show-notes */
            url?: string;
        };
        ManagedEpisodeDetailResponse: {
            /** @example 11 */
            id: number;
            /**
             * @description The episode number shown as "EP 11".
             * @example 11
             */
            number: number;
            /** @example Dreaming Big: Writing Your Ten-Year Money Vision */
            title: string;
            /**
             * @description The description, rendered from its markdown and sanitized when it was written: safe to put into the page as it is. (The markdown as written is only the owner's: GET /api/admin/episodes/{id}.)
             * @example <p>Budgets are easier to keep when they serve a dream you share.</p>
             */
            descriptionHtml: string;
            /** @example 39:59 */
            duration: string;
            /**
             * Format: date-time
             * @example 2026-11-10T19:00:00.000Z
             */
            publishedAt: string;
            /** @example true */
            featured: boolean;
            /**
             * @description The transcript as a WebVTT file (what podcast:transcript links); null when the episode has none.
             * @example /media/episodes/12/transcript-ab12cd34ef56.vtt
             */
            transcriptUrl: string | null;
            /**
             * @description The chapters as a JSON Chapters file (Podcasting 2.0, what podcast:chapters links); null when the episode has none.
             * @example /media/episodes/12/chapters-ab12cd34ef56.json
             */
            chaptersUrl: string | null;
            /**
             * @description The markdown as written, for the editor: never served to visitors (they get descriptionHtml).
             * @example How we keep our **monthly money date** going.
             */
            description: string;
            /**
             * @description null until the audio is uploaded.
             * @example /media/episodes/12/audio-3f2a9c1b7d4e.mp3
             */
            audioUrl: string | null;
            /**
             * @description null until the cover is uploaded.
             * @example /media/episodes/12/cover-9b8c7d6e5f4a.jpg
             */
            imageUrl: string | null;
            /**
             * @description published: visitors see it. scheduled: complete, public from publishedAt. missing-audio / missing-cover: never public until uploaded, whatever publishedAt says (missing-audio first).
             * @example published
             * @enum {string}
             */
            status: "published" | "scheduled" | "missing-audio" | "missing-cover";
            /** @description null when the episode has no chapters. */
            chapters: components["schemas"]["ManagedChapterResponse"][] | null;
            /**
             * @description The number of cues of the transcript (its file: transcriptUrl); null when it has none.
             * @example 312
             */
            transcriptCueCount: number | null;
        };
        EpisodeDescriptionPreviewRequest: {
            /**
             * @description The description to render, at most 20,000 characters.
             * @example A **money** date:
             *
             *     - snacks
             *     - a short agenda
             */
            description: string;
        };
        EpisodeDescriptionPreviewResponse: {
            /**
             * @description As the episode page will show it: rendered and sanitized (empty for an empty description).
             * @example <p>A <strong>money</strong> date:</p>
             *     <ul>
             *     <li>snacks</li>
             *     <li>a short agenda</li>
             *     </ul>
             */
            html: string;
        };
        CreateEpisodeRequest: {
            /**
             * @description Shown as "EP 12". Unique: a number in use answers 409 (code episode-number-taken).
             * @example 12
             */
            number: number;
            /** @example Money Dates That Stick */
            title: string;
            /**
             * @description Light markdown as written, like an article’s (bold, italic, bullet and numbered lists, links, blank-line paragraphs; HTML among it is kept, so descriptions written as HTML still read as HTML); stored rendered and sanitized beside it as descriptionHtml.
             * @example How we keep our **monthly money date** going:
             *
             *     - snacks
             *     - a short agenda
             */
            description: string;
            /**
             * @description As podcast apps show it: 42:15 or 1:05:09.
             * @example 42:15
             */
            duration: string;
            /**
             * @description The public URL of media already stored (uploaded with PUT …/audio or …/cover, or a demo file); null or absent: none yet.
             * @example /media/demo/bed-1.mp3
             */
            audioUrl?: string | null;
            /**
             * @description The public URL of media already stored (uploaded with PUT …/audio or …/cover, or a demo file); null or absent: none yet.
             * @example /media/demo/episode-11.svg
             */
            imageUrl?: string | null;
            /**
             * Format: date-time
             * @description Public from then on; default now. A later time schedules the episode.
             * @example 2026-11-24T19:00:00.000Z
             */
            publishedAt?: string;
            /**
             * @description Shown on the home page.
             * @default false
             * @example false
             */
            featured: boolean;
        };
        UpdateEpisodeRequest: {
            /**
             * @description Shown as "EP 12". Unique: a number in use answers 409 (code episode-number-taken).
             * @example 12
             */
            number?: number;
            /** @example Money Dates That Stick */
            title?: string;
            /**
             * @description Light markdown as written, like an article’s (bold, italic, bullet and numbered lists, links, blank-line paragraphs; HTML among it is kept, so descriptions written as HTML still read as HTML); stored rendered and sanitized beside it as descriptionHtml.
             * @example How we keep our **monthly money date** going:
             *
             *     - snacks
             *     - a short agenda
             */
            description?: string;
            /**
             * @description As podcast apps show it: 42:15 or 1:05:09.
             * @example 42:15
             */
            duration?: string;
            /**
             * @description The public URL of media already stored (uploaded with PUT …/audio or …/cover, or a demo file); null or absent: none yet.
             * @example /media/demo/bed-1.mp3
             */
            audioUrl?: string | null;
            /**
             * @description The public URL of media already stored (uploaded with PUT …/audio or …/cover, or a demo file); null or absent: none yet.
             * @example /media/demo/episode-11.svg
             */
            imageUrl?: string | null;
            /**
             * Format: date-time
             * @description Public from then on; default now. A later time schedules the episode.
             * @example 2026-11-24T19:00:00.000Z
             */
            publishedAt?: string;
            /**
             * @description Shown on the home page.
             * @default false
             * @example false
             */
            featured: boolean;
        };
        JsonChapterRequest: {
            /**
             * @description Seconds from the start of the audio, 0 or more; each chapter after the one before.
             * @example 754
             */
            startTime: number;
            /** @example Our money date */
            title: string;
            /** @example https://example.com/chapter-art.jpg */
            img?: string;
            /** @example https://example.com/show-notes */
            url?: string;
        };
        JsonChaptersRequest: {
            /** @example 1.2.0 */
            version: string;
            /** @description 1 to 500 chapters. */
            chapters: components["schemas"]["JsonChapterRequest"][];
        };
        BlogArticleResponse: {
            /** @example 1 */
            id: number;
            /** @example the-monthly-money-date */
            slug: string;
            /** @example The Monthly Money Date: A Ritual That Changed Our Marriage */
            title: string;
            /** @example One evening a month, a short agenda and a rule that nobody is on trial. */
            excerpt: string;
            /**
             * @description The article's markdown rendered to HTML (headings one level down: h2–h4) and sanitized when it was written: safe to put into the page as it is. (The markdown as written is only the owner's: GET /api/admin/blog-articles/{id}.)
             * @example <h2>Why it works</h2>
             *     <p>A <strong>short</strong> agenda.</p>
             */
            contentHtml: string;
            /**
             * @description null when the article has no image.
             * @example /media/demo/blog/the-monthly-money-date.svg
             */
            imageUrl: string | null;
            /** @example financial-advice */
            category: string;
            /**
             * @example [
             *       "communication",
             *       "budgeting"
             *     ]
             */
            tags: string[];
            /** @example true */
            featured: boolean;
            /**
             * Format: date-time
             * @example 2026-11-12T08:00:00.000Z
             */
            publishedAt: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        ManagedArticleResponse: {
            /** @example 1 */
            id: number;
            /** @example the-monthly-money-date */
            slug: string;
            /** @example The Monthly Money Date: A Ritual That Changed Our Marriage */
            title: string;
            /** @example One evening a month, a short agenda and a rule that nobody is on trial. */
            excerpt: string;
            /**
             * @description The article's markdown rendered to HTML (headings one level down: h2–h4) and sanitized when it was written: safe to put into the page as it is. (The markdown as written is only the owner's: GET /api/admin/blog-articles/{id}.)
             * @example <h2>Why it works</h2>
             *     <p>A <strong>short</strong> agenda.</p>
             */
            contentHtml: string;
            /**
             * @description null when the article has no image.
             * @example /media/demo/blog/the-monthly-money-date.svg
             */
            imageUrl: string | null;
            /** @example financial-advice */
            category: string;
            /**
             * @example [
             *       "communication",
             *       "budgeting"
             *     ]
             */
            tags: string[];
            /** @example true */
            featured: boolean;
            /**
             * Format: date-time
             * @example 2026-11-12T08:00:00.000Z
             */
            publishedAt: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            /** @description Light markdown (images, #/##/### headings, bold, italic, bullet lists, blank-line paragraphs), as written, for the editor: never served to readers (they get contentHtml). */
            content: string;
            /**
             * @description false: a draft.
             * @example true
             */
            published: boolean;
            /**
             * @description draft (not published), scheduled (published, publishedAt still to come) or published (public now).
             * @example published
             * @enum {string}
             */
            status: "draft" | "scheduled" | "published";
        };
        ArticlePreviewRequest: {
            /**
             * @description The markdown to render, at most 100,000 characters.
             * @example # Our plan
             *
             *     A **bold** step.
             */
            content: string;
        };
        ArticlePreviewResponse: {
            /**
             * @description As the public page will show it: rendered (headings one level down) and sanitized.
             * @example <h2>Our plan</h2>
             *     <p>A <strong>bold</strong> step.</p>
             */
            html: string;
        };
        CreateArticleRequest: {
            /** @example The Monthly Money Date */
            title: string;
            /**
             * @description Lower-case words joined by hyphens, unique. Left out or blank: made from the title, numbered -2, -3… if another article has it.
             * @example the-monthly-money-date
             */
            slug?: string;
            /** @example One evening a month, a short agenda and a rule that nobody is on trial. */
            excerpt: string;
            /** @description Light markdown: images, #/##/### headings, bold, italic, bullet lists, blank-line paragraphs. At most 100,000 characters. */
            content: string;
            /**
             * @description A site address (/media/…) or https://…; null or blank: no image.
             * @example /media/uploads/money-date.jpg
             */
            imageUrl?: string | null;
            /**
             * @description Lower-case words joined by hyphens; blank: financial-advice.
             * @example financial-advice
             */
            category?: string;
            /**
             * @description Trimmed, lower-cased and de-duplicated; at most 20 of up to 50 characters.
             * @example [
             *       "budgeting",
             *       "couples"
             *     ]
             */
            tags?: string[];
            /**
             * @default false
             * @example false
             */
            featured: boolean;
            /**
             * @description false: a draft, never public.
             * @default true
             * @example true
             */
            published: boolean;
            /**
             * Format: date-time
             * @description Default: now. A later moment schedules the article.
             * @example 2026-11-12T08:00:00.000Z
             */
            publishedAt?: string;
        };
        ArticleChangesRequest: {
            /** @example The Monthly Money Date */
            title?: string;
            /**
             * @description Lower-case words joined by hyphens, unique. Left out: kept (also when the title changes). Blank: made from the title, numbered -2, -3… if another article has it.
             * @example the-monthly-money-date
             */
            slug?: string;
            /** @example One evening a month, a short agenda and a rule that nobody is on trial. */
            excerpt?: string;
            /** @description Light markdown: images, #/##/### headings, bold, italic, bullet lists, blank-line paragraphs. At most 100,000 characters. */
            content?: string;
            /**
             * @description A site address (/media/…) or https://…; null or blank: no image.
             * @example /media/uploads/money-date.jpg
             */
            imageUrl?: string | null;
            /**
             * @description Lower-case words joined by hyphens; blank: financial-advice.
             * @example financial-advice
             */
            category?: string;
            /**
             * @description Trimmed, lower-cased and de-duplicated; at most 20 of up to 50 characters.
             * @example [
             *       "budgeting",
             *       "couples"
             *     ]
             */
            tags?: string[];
            /** @example false */
            featured?: boolean;
            /**
             * @description false: a draft, never public. Publishing keeps publishedAt: send it too to date the article now.
             * @example true
             */
            published?: boolean;
            /**
             * Format: date-time
             * @description A published article is public from this moment on: a later one is scheduled.
             * @example 2026-11-12T08:00:00.000Z
             */
            publishedAt?: string;
        };
        LegalPageResponse: {
            /**
             * @example privacy
             * @enum {string}
             */
            kind: "privacy" | "terms";
            /**
             * @description The page's heading.
             * @example Privacy Policy
             */
            title: string;
            /**
             * @description The markdown rendered (headings one level down) and sanitized when it was saved: safe to put into the page as it is.
             * @example <h2>In short</h2>
             *     <p>No tracking cookies.</p>
             */
            contentHtml: string;
            /**
             * Format: date-time
             * @description When the owner last saved it; null: the site's default text.
             * @example 2026-11-26T10:00:00.000Z
             */
            updatedAt: string | null;
        };
        ManagedLegalPageResponse: {
            /**
             * @example privacy
             * @enum {string}
             */
            kind: "privacy" | "terms";
            /**
             * @description The page's heading.
             * @example Privacy Policy
             */
            title: string;
            /**
             * @description The markdown rendered (headings one level down) and sanitized when it was saved: safe to put into the page as it is.
             * @example <h2>In short</h2>
             *     <p>No tracking cookies.</p>
             */
            contentHtml: string;
            /**
             * Format: date-time
             * @description When the owner last saved it; null: the site's default text.
             * @example 2026-11-26T10:00:00.000Z
             */
            updatedAt: string | null;
            /** @description The markdown as written (the default text until the owner saves one). */
            content: string;
        };
        LegalPageRequest: {
            /**
             * @description Light markdown, as articles: required, at most 20,000 characters.
             * @example ## In short
             *
             *     No tracking cookies.
             */
            content: string;
        };
        SearchResultResponse: {
            /**
             * @example article
             * @enum {string}
             */
            type: "episode" | "article";
            /** @example Building an Emergency Fund Together */
            title: string;
            /**
             * @description The page on this site.
             * @example /blog/building-an-emergency-fund-together
             */
            url: string;
            /**
             * @description A passage around the matches: plain text HTML-escaped, the matched words in <mark>…</mark>, and no other markup.
             * @example Why an <mark>emergency</mark> <mark>fund</mark> comes first &amp; how
             */
            snippet: string;
            /**
             * @description How well it matches: results come highest first.
             * @example 0.6
             */
            rank: number;
            /**
             * Format: date-time
             * @example 2026-11-12T08:00:00.000Z
             */
            publishedAt: string;
        };
        SearchResponse: {
            /**
             * @description The words searched, trimmed.
             * @example emergency fund
             */
            query: string;
            results: components["schemas"]["SearchResultResponse"][];
            /**
             * @description How many public episodes and articles match in all (results holds the best `limit`).
             * @example 3
             */
            total: number;
        };
        SocialPostEpisodeResponse: {
            /**
             * @description The episode's number (the one the owner and listeners know it by).
             * @example 12
             */
            number: number;
            /** @example Yours, Mine and Ours: Choosing a Banking Setup That Fits */
            title: string;
        };
        MediaRenderResponse: {
            /**
             * @description The id to render it again with: POST /api/admin/content-media/{id}/render.
             * @example 9
             */
            id: number;
            /**
             * @example reel
             * @enum {string}
             */
            kind: "quote_card" | "reel" | "video";
            /**
             * @description rendering until the file is stored (ready); failed keeps the reason until it is rendered again.
             * @example failed
             * @enum {string}
             */
            status: "rendering" | "ready" | "failed";
            /**
             * @description Why the last render failed; null unless failed.
             * @example The reel could not be rendered: Decoder (codec svg) not found
             */
            failureReason: string | null;
        };
        SocialMediaPostResponse: {
            /** @example 41 */
            id: number;
            /**
             * @example pending_approval
             * @enum {string}
             */
            status: "draft" | "pending_approval" | "approved" | "scheduled" | "published" | "rejected";
            /**
             * @description twitter is X; webhook a receiver such as n8n, Zapier or Make.
             * @example instagram
             * @enum {string}
             */
            platform: "instagram" | "twitter" | "facebook" | "linkedin" | "mastodon" | "bluesky" | "webhook";
            /**
             * @description image: a quote card (imageUrl); reel: a vertical clip (videoUrl, imageUrl its still); text: the text alone.
             * @example image
             * @enum {string}
             */
            contentType: "image" | "reel" | "text";
            /** @example Money dates work when both of you bring one question. #MoneyAndMarriage */
            content: string;
            /** @example /media/content/12/quote-card-41.png */
            imageUrl: string | null;
            /** @example null */
            videoUrl: string | null;
            /**
             * @description The id of the episode the post is about.
             * @example 7
             */
            episodeId: number;
            /** @description The episode the post is about, by number and title; null once that episode is deleted. */
            episode: components["schemas"]["SocialPostEpisodeResponse"] | null;
            /**
             * Format: date-time
             * @example 2026-11-23T10:15:00.000Z
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description When a scheduled post is to be published.
             * @example null
             */
            scheduledFor: string | null;
            /**
             * Format: date-time
             * @description When the post was published.
             * @example null
             */
            publishedAt: string | null;
            /** @description The renders of the media the post shows (its image, its clip): a failed one says why, and can be rendered again. Empty for a post without generated media. */
            media: components["schemas"]["MediaRenderResponse"][];
            /**
             * @description A job is sending the post to its network (Publish Now, Retry, its scheduled time): it stays approved or scheduled until the network confirms.
             * @example false
             */
            publishing: boolean;
            /**
             * @description Why the last try at publishing failed, in plain words (the network's reason, a connection to reconnect); null when none failed since.
             * @example null
             */
            publishError: string | null;
            /**
             * @description The network's id of the published post.
             * @example null
             */
            remoteId: string | null;
            /**
             * @description The live post on its network ("View the live post"); null when not published through a network, or the network gives no address (a webhook).
             * @example null
             */
            remoteUrl: string | null;
            /**
             * @description The post's platform has a connected account (Publish Now goes through it); false: posted by hand, then Mark as published.
             * @example true
             */
            connected: boolean;
        };
        ChangeSocialPostStatusRequest: {
            /**
             * @description The status to move to. Moves allowed: pending_approval → approved (Approve) or rejected (Reject); approved → published (Publish Now) or scheduled (with scheduledFor); scheduled → approved (unschedule) or published; rejected → pending_approval (Reconsider); draft → pending_approval.
             * @example approved
             * @enum {string}
             */
            status: "draft" | "pending_approval" | "approved" | "scheduled" | "published" | "rejected";
            /**
             * Format: date-time
             * @description Required with status scheduled, and in the future: when the post is to be published.
             * @example 2026-12-01T09:30:00.000Z
             */
            scheduledFor?: string;
        };
        EditSocialPostRequest: {
            /** @example One money date a week changed our marriage. #MoneyTalks */
            content: string;
        };
        CheckPostTextRequest: {
            /**
             * @example twitter
             * @enum {string}
             */
            platform: "instagram" | "twitter" | "facebook" | "linkedin" | "mastodon" | "bluesky" | "webhook";
            /** @example One money date a week. https://harmony.example/episode/12 */
            content: string;
        };
        LimitUsageResponse: {
            /** @example 57 */
            used: number;
            /** @example 280 */
            limit: number;
        };
        BrokenRuleResponse: {
            /** @example 57 */
            used: number;
            /** @example 280 */
            limit: number;
            /** @enum {string} */
            rule: "characters" | "hashtags";
            /** @example X allows 280 characters, each link counted as 23: this text has 291. */
            message: string;
        };
        PostTextCheckResponse: {
            /** @enum {string} */
            platform: "instagram" | "twitter" | "facebook" | "linkedin" | "mastodon" | "bluesky" | "webhook";
            characters: components["schemas"]["LimitUsageResponse"];
            /** @description Only where the network caps hashtags (Instagram). */
            hashtags: components["schemas"]["LimitUsageResponse"] | null;
            /** @description Empty when the text fits. */
            broken: components["schemas"]["BrokenRuleResponse"][];
        };
        GenerateSocialPostsRequest: {
            /** @example 5 */
            count: number;
        };
        GeneratedSocialPostsResponse: {
            /** @description The new posts, pending approval. */
            posts: components["schemas"]["SocialMediaPostResponse"][];
        };
        ContentDashboardStatsResponse: {
            /**
             * @description Episodes with generated content.
             * @example 3
             */
            episodes: number;
            /**
             * @description Blog posts, social posts and video podcasts.
             * @example 42
             */
            pieces: number;
            /**
             * @description Blog posts and social posts scheduled for later.
             * @example 12
             */
            scheduled: number;
        };
        FailedMediumResponse: {
            /** @example 9 */
            id: number;
            /**
             * @example reel
             * @enum {string}
             */
            kind: "quote_card" | "reel" | "video";
            /** @example The reel could not be rendered: Decoder (codec svg) not found */
            reason: string;
        };
        ContentRunResultResponse: {
            /**
             * @example [
             *       7
             *     ]
             */
            blogPostIds: number[];
            /**
             * @example [
             *       41,
             *       42,
             *       43
             *     ]
             */
            socialMediaPostIds: number[];
            /** @example 3 */
            videoPodcastId: number;
            /** @example 12 */
            episodeId: number;
            /** @description The media that could not be rendered (issue 22): the run still completed, its words stored ("completed with failures"); each can be rendered again from its card. */
            failedMedia: components["schemas"]["FailedMediumResponse"][];
        };
        ContentJobResponse: {
            /** @example content-run-5f0c… */
            id: string;
            /**
             * @description queued (waiting for a worker, or for its next try), active, completed or failed.
             * @example active
             * @enum {string}
             */
            state: "queued" | "active" | "completed" | "failed";
            /** @example 35 */
            progress: number;
            /**
             * @description The step under way, as a person reads it.
             * @example Writing the blog post and social posts
             */
            step: string;
            /**
             * @description Tries made so far (a failing try is retried with backoff).
             * @example 0
             */
            attemptsMade: number;
            /** @example 3 */
            maxAttempts: number;
            /** @description When completed. */
            result: components["schemas"]["ContentRunResultResponse"] | null;
            /**
             * @description When failed: why, as a person reads it. While queued for a retry: why the last try failed.
             * @example null
             */
            error: string | null;
        };
        BlogPostResponse: {
            /** @example 7 */
            id: number;
            /** @example 12 */
            episodeId: number;
            /** @example Money dates that work */
            title: string;
            /** @description Markdown: headings, lists, bold and italic. */
            content: string;
            excerpt: string;
            imageUrl: string | null;
            /**
             * @example draft
             * @enum {string}
             */
            status: "draft" | "scheduled" | "published";
            /** Format: date-time */
            scheduledFor: string | null;
            /** Format: date-time */
            publishedAt: string | null;
            /** Format: date-time */
            createdAt: string;
        };
        VideoPodcastResponse: {
            /** @example 3 */
            id: number;
            /** @example 12 */
            episodeId: number;
            title: string;
            description: string;
            /**
             * @description An MP4 (H.264 + AAC, 1280×720); it exists once status is ready.
             * @example /media/content/episode-12/run/video-podcast.mp4
             */
            videoUrl: string;
            /** @example /media/content/episode-12/run/thumbnail.jpg */
            thumbnailUrl: string;
            /**
             * @example ready
             * @enum {string}
             */
            status: "processing" | "ready" | "published";
            /** Format: date-time */
            publishedAt: string | null;
            /** Format: date-time */
            createdAt: string;
            /** @description The render of the video file: while status is processing, a failed one says why, and can be rendered again. */
            media: components["schemas"]["MediaRenderResponse"][];
        };
        EditBlogPostRequest: {
            title?: string;
            excerpt?: string;
            /** @description Markdown: at least 600 characters, a section heading, and a "Key takeaways" list. */
            content?: string;
        };
        PublishBlogPostRequest: {
            /**
             * @description true: the article is public at once; false: an unpublished article to finish in the Article Manager.
             * @example true
             */
            published: boolean;
        };
        PublishedArticleResponse: {
            /** @example 31 */
            id: number;
            /** @example money-dates-that-work */
            slug: string;
            /** @example true */
            published: boolean;
        };
        PublishBlogPostResponse: {
            blogPost: components["schemas"]["BlogPostResponse"];
            article: components["schemas"]["PublishedArticleResponse"];
        };
        NewsletterSignupRequest: {
            /** @description Leave empty. A hidden field that only bots fill in. */
            website?: string;
            /** @example ann@example.com */
            email: string;
            /**
             * @example [
             *       "podcast_engagement_sequence"
             *     ]
             */
            tags?: string[];
        };
        SubmissionAccepted: {
            /** @example Thank you! We have received your submission. */
            message: string;
        };
        ConfirmSubscriptionRequest: {
            /**
             * @description The token of the confirmation link (`/newsletter/confirm?token=…`).
             * @example c.12.q1w2e3r4t5y6u7i8o9p0aa.1796990000.Zm9vYmFy…
             */
            token: string;
        };
        SubscriptionConfirmed: {
            /**
             * @example active
             * @enum {string}
             */
            status: "active";
        };
        OneClickUnsubscribeRequest: {
            /**
             * @description Sent by mail clients as the form body `List-Unsubscribe=One-Click` (RFC 8058).
             * @enum {string}
             */
            "List-Unsubscribe"?: "One-Click";
        };
        Unsubscribed: {
            /**
             * @example unsubscribed
             * @enum {string}
             */
            status: "unsubscribed";
        };
        WorkshopInterestRequest: {
            /** @description Leave empty. A hidden field that only bots fill in. */
            website?: string;
            /** @example Ana */
            firstName: string;
            /** @example Diaz */
            lastName: string;
            /** @example ana@example.com */
            email: string;
            /** @example 0400 000 000 */
            phone?: string;
            /** @example Leo */
            partnerName?: string;
            /**
             * @description At least 10 characters; stored as the registration questions.
             * @example Budgeting as newlyweds and planning for a first home.
             */
            interests: string;
            /**
             * @default false
             * @example false
             */
            newsletter: boolean;
        };
        ContactMessageRequest: {
            /** @description Leave empty. A hidden field that only bots fill in. */
            website?: string;
            /** @example Sam */
            name: string;
            /** @example sam@example.com */
            email: string;
            /** @example A question about episode 4 */
            subject: string;
            /** @example We loved the snowball method! */
            message: string;
        };
        NewsletterSubscriberResponse: {
            /** @example 12 */
            id: number;
            /**
             * @description Trimmed and lower-cased when it subscribed.
             * @example ann@example.com
             */
            email: string;
            /**
             * @description Every tag its signups sent, sorted, once each.
             * @example [
             *       "podcast_engagement_sequence"
             *     ]
             */
            tags: string[];
            /**
             * Format: date-time
             * @description When the address first subscribed.
             * @example 2026-11-23T10:15:00.000Z
             */
            subscribedAt: string;
            /**
             * @description `pending` until the mailed link is confirmed, `active` (gets the sequence and newsletters), `unsubscribed` (asked to leave, or reported spam), `bounced` (the server refused the address for good).
             * @example active
             * @enum {string}
             */
            status: "pending" | "active" | "unsubscribed" | "bounced";
            /**
             * @description The welcome sequence reached: 0 nothing sent, 1 Day 0 sent, 2 Day 3 sent, 3 Day 7 sent.
             * @example 1
             * @enum {number}
             */
            sequenceStep: 0 | 1 | 2 | 3;
        };
        WorkshopRegistrationResponse: {
            /** @example 7 */
            id: number;
            /** @example Ana */
            firstName: string;
            /** @example Diaz */
            lastName: string;
            /** @example ana@example.com */
            email: string;
            /** @example 0400 000 000 */
            phone: string | null;
            /** @example Leo */
            partnerName: string | null;
            /**
             * @description What the visitor wrote in the form's interests field.
             * @example Budgeting as newlyweds and planning for a first home.
             */
            questions: string;
            /**
             * @description Whether they asked for the newsletter too.
             * @example true
             */
            newsletter: boolean;
            /**
             * Format: date-time
             * @example 2026-11-23T10:15:00.000Z
             */
            submittedAt: string;
        };
        ContactMessageResponse: {
            /** @example 3 */
            id: number;
            /** @example Sam */
            name: string;
            /** @example sam@example.com */
            email: string;
            /** @example A question about episode 4 */
            subject: string;
            /** @example We loved the snowball method! */
            message: string;
            /**
             * Format: date-time
             * @example 2026-11-23T10:15:00.000Z
             */
            submittedAt: string;
        };
        RemovedRecordsResponse: {
            /**
             * @description The address removed, trimmed and lower-cased.
             * @example ann@example.com
             */
            email: string;
            /**
             * @description Newsletter subscriptions deleted (0 or 1).
             * @example 1
             */
            newsletterSubscriptions: number;
            /**
             * @description Workshop interest registrations deleted.
             * @example 2
             */
            workshopRegistrations: number;
            /**
             * @description Contact messages deleted.
             * @example 1
             */
            contactMessages: number;
        };
        NewsletterCountsResponse: {
            /**
             * @description Messages queued for it: one per active subscriber once the fan-out is done (0 before sending).
             * @example 1200
             */
            recipients: number;
            /**
             * @description Still waiting for the mail server (queued or being sent).
             * @example 150
             */
            queued: number;
            /** @example 1040 */
            sent: number;
            /**
             * @description Gave up on (temporary failures past the last try, an interrupted send).
             * @example 4
             */
            failed: number;
            /**
             * @description Refused for good by the server: the address is suppressed.
             * @example 6
             */
            bounced: number;
        };
        NewsletterResponse: {
            /** @example 3 */
            id: number;
            /** @example Our money date, three months in */
            subject: string;
            /** @example What changed when we stopped keeping score. */
            previewText: string;
            /** @description The markdown as written. */
            content: string;
            /**
             * @description draft and scheduled may change; sending until every message is settled; then sent.
             * @enum {string}
             */
            status: "draft" | "scheduled" | "sending" | "sent";
            /**
             * Format: date-time
             * @example 2026-11-26T10:15:00.000Z
             */
            scheduledAt: string | null;
            /**
             * Format: date-time
             * @description When the last message settled.
             * @example 2026-11-26T10:15:00.000Z
             */
            sentAt: string | null;
            /**
             * Format: date-time
             * @example 2026-11-26T10:15:00.000Z
             */
            createdAt: string;
            /**
             * Format: date-time
             * @example 2026-11-26T10:15:00.000Z
             */
            updatedAt: string;
            /**
             * @description owner, or content-automation's new-episode draft.
             * @enum {string}
             */
            source: "owner" | "content-automation";
            /**
             * @description The episode a content-automation draft announces.
             * @example null
             */
            episodeId: number | null;
            counts: components["schemas"]["NewsletterCountsResponse"];
        };
        NewsletterPageResponse: {
            items: components["schemas"]["NewsletterResponse"][];
            /** @example 12 */
            total: number;
            /** @example 1 */
            page: number;
            /** @example 20 */
            pageSize: number;
        };
        CreateNewsletterRequest: {
            /**
             * @description One line, 1–200 characters (trimmed).
             * @example Our money date, three months in
             */
            subject: string;
            /**
             * @description Light markdown (as articles): 1–100,000 characters.
             * @example ## Hello
             *
             *     This month we **finally** …
             */
            content: string;
            /**
             * @description The inbox's preview line: one line, at most 200 characters. Default: empty.
             * @example What changed when we stopped keeping score.
             */
            previewText?: string;
        };
        NewsletterChangesRequest: {
            /**
             * @description One line, 1–200 characters (trimmed).
             * @example Our money date, three months in
             */
            subject?: string;
            /**
             * @description Light markdown (as articles): 1–100,000 characters.
             * @example ## Hello
             *
             *     This month we **finally** …
             */
            content?: string;
            /**
             * @description The inbox's preview line: one line, at most 200 characters. Default: empty.
             * @example What changed when we stopped keeping score.
             */
            previewText?: string;
        };
        TestNewsletterRequest: {
            /**
             * @description Where to send the test; left out or blank: OWNER_EMAIL.
             * @example me@example.com
             */
            to?: string;
        };
        TestNewsletterResponse: {
            /**
             * @description The address the test copy was queued to.
             * @example owner@example.com
             */
            to: string;
        };
        SendNewsletterRequest: {
            /**
             * Format: date-time
             * @description Schedule for this moment; left out (or now): send at once. More than a minute in the past: 400.
             * @example 2026-12-01T08:00:00.000Z
             */
            at?: string;
        };
        PageViewRequest: {
            /**
             * @description The page as a path of this site (`location.pathname + location.search`). Of its query only utm_source, utm_medium and utm_campaign (ref or source standing for utm_source) are kept; the rest of the query and the fragment are dropped, never stored.
             * @example /episode/4
             */
            pageUrl: string;
            /**
             * @description `document.referrer`: only its host is kept; empty, or a page of this site, counts as direct.
             * @example https://www.google.com/
             */
            referrer?: Record<string, never> | null;
        };
        ContentStatsResponse: {
            /** @example 19 */
            episodes: number;
            /**
             * @description Social media posts: 0 until content automation exists.
             * @example 0
             */
            socialMediaPosts: number;
            /** @example 240 */
            newsletterSubscribers: number;
            /** @example 12 */
            contactMessages: number;
        };
        PageVisitsResponse: {
            /** @example /episodes */
            pageUrl: string;
            /** @example 1200 */
            visits: number;
        };
        ReferrerVisitsResponse: {
            /**
             * @description The referring site's host, or "direct" for visits without one (the dashboard shows "Direct Traffic").
             * @example google.com
             */
            referrer: string;
            /** @example 800 */
            visits: number;
        };
        RecentActivityResponse: {
            /** @example 1234567 */
            id: number;
            /** @example /blog/budgeting-as-a-couple */
            pageUrl: string;
            /**
             * @description The referring site's host; null for direct.
             * @example google.com
             */
            referrer: string | null;
            /**
             * Format: date-time
             * @example 2026-06-30T09:15:00.000Z
             */
            timestamp: string;
        };
        DailyVisitsResponse: {
            /**
             * @description A day of the owner's calendar (ANALYTICS_TIME_ZONE), YYYY-MM-DD.
             * @example 2026-06-30
             */
            date: string;
            /** @example 310 */
            visits: number;
        };
        EpisodeDownloadsResponse: {
            /** @example 12 */
            episodeId: number;
            /**
             * @description null for an episode no longer public.
             * @example Budgeting as a couple
             */
            title: string | null;
            /** @example 420 */
            downloads: number;
        };
        DailyDownloadsResponse: {
            /**
             * @description A day of the owner's calendar (ANALYTICS_TIME_ZONE), YYYY-MM-DD.
             * @example 2026-06-30
             */
            date: string;
            /** @example 35 */
            downloads: number;
        };
        AppDownloadsResponse: {
            /**
             * @description The listening app named by the user agent; "Web browser" for browsers, "Other" for the rest.
             * @example Apple Podcasts
             * @enum {string}
             */
            app: "Apple Podcasts" | "Spotify" | "Overcast" | "Pocket Casts" | "Castro" | "Podcast Addict" | "Google Podcasts" | "YouTube Music" | "AntennaPod" | "Castbox" | "Podbean" | "Web browser" | "Other";
            /** @example 610 */
            downloads: number;
        };
        DownloadsResponse: {
            /**
             * @description Downloads of the episodes' audio over the last 30 days (today included).
             * @example 1250
             */
            total: number;
            /** @description Per episode over the last 30 days, most downloaded first; ties by episode id. */
            byEpisode: components["schemas"]["EpisodeDownloadsResponse"][];
            /** @description Exactly the last 30 days, oldest first, today last; days without downloads are 0. */
            byDay: components["schemas"]["DailyDownloadsResponse"][];
            /** @description Per listening app over the last 30 days, most used first; ties by name. */
            byApp: components["schemas"]["AppDownloadsResponse"][];
        };
        AnalyticsPeriodResponse: {
            /**
             * @example 30d
             * @enum {string}
             */
            name: "today" | "7d" | "30d" | "month" | "12mo" | "custom";
            /**
             * @description The first day, YYYY-MM-DD, in the owner's calendar.
             * @example 2026-10-29
             */
            from: string;
            /**
             * @description The last day, included.
             * @example 2026-11-27
             */
            to: string;
        };
        PreviousPeriodResponse: {
            period: components["schemas"]["AnalyticsPeriodResponse"];
            /**
             * @description Page views over the previous period.
             * @example 8400
             */
            totalVisits: number;
            /**
             * @description The sum of its days' unique visitors.
             * @example 3900
             */
            uniqueVisitors: number;
            /**
             * @description Visits: a visitor's page views with no gap over 30 minutes.
             * @example 3600
             */
            visits: number;
            /**
             * @description Share of visits of one page view, 0 to 1.
             * @example 0.45
             */
            bounceRate: number;
            /**
             * @description Mean visit duration, seconds.
             * @example 88
             */
            visitDurationSeconds: number;
            /** @example 2.1 */
            viewsPerVisit: number;
        };
        PeriodDayResponse: {
            /** @example 2026-11-27 */
            date: string;
            /** @example 310 */
            pageViews: number;
            /** @example 120 */
            visitors: number;
        };
        EntryExitPageResponse: {
            /** @example /episodes */
            pageUrl: string;
            /** @example 40 */
            visits: number;
        };
        BreakdownRowResponse: {
            /**
             * @description null: direct, untagged or unknown.
             * @example google.com
             */
            value: string | null;
            /** @example 120 */
            pageViews: number;
        };
        BreakdownsResponse: {
            /** @description By page (filter page). */
            pages: components["schemas"]["BreakdownRowResponse"][];
            /** @description By referring site; null: direct (filter referrer). */
            referrers: components["schemas"]["BreakdownRowResponse"][];
            /** @description By kind of referring site: search, social, podcast, other (filter kind). */
            kinds: components["schemas"]["BreakdownRowResponse"][];
            /** @description By source: utm_source (or ref, source), else the referring site (filter source). */
            sources: components["schemas"]["BreakdownRowResponse"][];
            /** @description By utm_medium (filter medium). */
            mediums: components["schemas"]["BreakdownRowResponse"][];
            /** @description By utm_campaign (filter campaign). */
            campaigns: components["schemas"]["BreakdownRowResponse"][];
            /** @description By browser (filter browser). */
            browsers: components["schemas"]["BreakdownRowResponse"][];
            /** @description By operating system (filter os). */
            oses: components["schemas"]["BreakdownRowResponse"][];
            /** @description By device type: desktop, mobile, tablet (filter device). */
            devices: components["schemas"]["BreakdownRowResponse"][];
            /** @description By country, ISO 3166-1 alpha-2 (filter country). IP geolocation by DB-IP. */
            countries: components["schemas"]["BreakdownRowResponse"][];
        };
        PeriodFiguresResponse: {
            /** @example 2026-10-29 */
            firstDay: string;
            /** @example 2026-11-27 */
            lastDay: string;
            /** @example 9300 */
            pageViews: number;
            /**
             * @description Sum of each day's distinct visitors: hashes change at midnight.
             * @example 3100
             */
            uniqueVisitors: number;
            /**
             * @description Visits: a visitor's page views with no gap over 30 minutes.
             * @example 4000
             */
            visits: number;
            /**
             * @description Share of visits of one page view, 0 to 1.
             * @example 0.42
             */
            bounceRate: number;
            /**
             * @description Mean visit duration, seconds.
             * @example 95
             */
            visitDurationSeconds: number;
            /** @example 2.3 */
            viewsPerVisit: number;
            days: components["schemas"]["PeriodDayResponse"][];
            entryPages: components["schemas"]["EntryExitPageResponse"][];
            exitPages: components["schemas"]["EntryExitPageResponse"][];
            /** @description The top 10 of each breakdown, most page views first; ties by value, null last. */
            breakdowns: components["schemas"]["BreakdownsResponse"];
        };
        AnalyticsResponse: {
            /**
             * @description Page views over the period (the last 30 days, today included, by default), filtered.
             * @example 9120
             */
            totalVisits: number;
            /**
             * @description The sum of each day's unique visitors over the period: visitor hashes change every day, so a visitor who came on 3 days counts 3 times.
             * @example 4100
             */
            uniqueVisitors: number;
            contentStats: components["schemas"]["ContentStatsResponse"];
            /** @description The 5 most visited pages over the period; ties by path. */
            topPages: components["schemas"]["PageVisitsResponse"][];
            /** @description The 10 top referring sites over the period; ties by name, direct last. */
            topReferrers: components["schemas"]["ReferrerVisitsResponse"][];
            /** @description The last 24 hours, newest first, at most 20, filtered. */
            recentActivity: components["schemas"]["RecentActivityResponse"][];
            /** @description Page views by day: every day of an asked period, else exactly the last 7 days; oldest first; days without visits are 0. */
            dailyVisits: components["schemas"]["DailyVisitsResponse"][];
            downloads: components["schemas"]["DownloadsResponse"];
            /** @description The days the page-view figures cover (totalVisits, uniqueVisitors, topPages, topReferrers; dailyVisits has every day of an asked period, the last 7 otherwise). Downloads stay the last 30 days. */
            period: components["schemas"]["AnalyticsPeriodResponse"];
            /** @description With compare=previous only: the period of the same length just before, and its totals. */
            previous?: components["schemas"]["PreviousPeriodResponse"];
            /**
             * @description The filters applied, as the filter parameter takes them (field:value).
             * @example [
             *       "source:google.com"
             *     ]
             */
            filters: string[];
            /** @description The period's visits, entry and exit pages and breakdowns (issue 27), filtered. */
            traffic: components["schemas"]["PeriodFiguresResponse"];
        };
        RealtimeVisitorsResponse: {
            /**
             * @description Distinct visitors (daily visitor hashes) among the page views of the last 5 minutes.
             * @example 7
             */
            visitors: number;
        };
        DownloadDashboardPeriodResponse: {
            /** @enum {string} */
            name: "today" | "7d" | "30d" | "month" | "12mo" | "custom";
            /** @example 2026-10-29 */
            firstDay: string;
            /** @example 2026-11-27 */
            lastDay: string;
        };
        DownloadDashboardDayResponse: {
            /** @example 2026-11-27 */
            date: string;
            /** @example 42 */
            downloads: number;
            /** @description Episodes released that day: the chart marks them. */
            releases: number[];
        };
        DownloadDashboardMilestonesResponse: {
            /** @description Downloads on its release day (day 1); null before it has lived it. */
            d1: number | null;
            d3: number | null;
            d7: number | null;
            d30: number | null;
            d90: number | null;
        };
        DownloadDashboardEpisodeResponse: {
            /** @example 4 */
            episodeId: number;
            title: string | null;
            /** @example 2026-11-01 */
            releaseDay: string | null;
            /** @description Downloads within the period. */
            inPeriod: number;
            allTime: number;
            /** @description Downloads within 1, 3, 7, 30 and 90 days of its release. */
            milestones: components["schemas"]["DownloadDashboardMilestonesResponse"];
            /** @description Cumulative downloads at the end of each of its first 30 days, as far as it has lived. */
            cumulative: number[];
        };
        DownloadDashboardAppResponse: {
            /** @enum {string} */
            app: "Apple Podcasts" | "Spotify" | "Overcast" | "Pocket Casts" | "Castro" | "Podcast Addict" | "Google Podcasts" | "YouTube Music" | "AntennaPod" | "Castbox" | "Podbean" | "Web browser" | "Other";
            downloads: number;
        };
        DownloadDashboardCountryResponse: {
            /**
             * @description ISO 3166-1 alpha-2 code, looked up from the listener's address (which is not kept); null when the address placed nowhere.
             * @example AU
             */
            country: string | null;
            downloads: number;
        };
        DownloadDashboardDeviceResponse: {
            /**
             * @description From the user agent (not kept); a podcast app of no known device counts as mobile; null when the user agent tells nothing.
             * @enum {string|null}
             */
            device: "desktop" | "mobile" | "tablet" | "tv" | "console" | "other" | null;
            downloads: number;
        };
        DownloadDashboardMonthlyListenersResponse: {
            /** @example 2026-11 */
            month: string;
            /** @description Distinct listeners who downloaded in the month, by a hash under the month's own random key, destroyed when the month ends. */
            listeners: number;
            /** @description True for the month still running: the count so far. */
            soFar: boolean;
        };
        DownloadDashboardResponse: {
            period: components["schemas"]["DownloadDashboardPeriodResponse"];
            total: number;
            byDay: components["schemas"]["DownloadDashboardDayResponse"][];
            /** @description Newest release first. */
            byEpisode: components["schemas"]["DownloadDashboardEpisodeResponse"][];
            /** @description The newest episodes, for the pacing chart. */
            pacingEpisodeIds: number[];
            byApp: components["schemas"]["DownloadDashboardAppResponse"][];
            /** @description The listeners' countries: downloads in the period, most first (not placed last among equals). */
            countries: components["schemas"]["DownloadDashboardCountryResponse"][];
            /** @description The listeners' kinds of device: downloads in the period, most first. */
            devices: components["schemas"]["DownloadDashboardDeviceResponse"][];
            /** @description Unique listeners of each calendar month the period touches, oldest first; the current month so far. Before this was counted (or before any download), 0. */
            monthlyUniqueListeners: components["schemas"]["DownloadDashboardMonthlyListenersResponse"][];
        };
        MailMessageItemResponse: {
            /** @example 42 */
            id: number;
            /** @example ana@example.com */
            to: string;
            /** @example You are on the Money Together workshop list */
            subject: string;
            /**
             * @description What the message is for (newsletter.confirmation, workshop.confirmation, contact.owner-notice, …).
             * @example workshop.confirmation
             */
            kind: string;
            /**
             * @description queued → sending → sent; failed (may be resent) or bounced (the address refused it for good) when it did not arrive.
             * @example sent
             * @enum {string}
             */
            status: "queued" | "sending" | "sent" | "failed" | "bounced";
            /**
             * @description Tries that reached the mail server (or were interrupted on the way), over every send.
             * @example 1
             */
            attempts: number;
            /**
             * @description The mail server's last answer, or why none came; null before the first try.
             * @example 250 2.0.0 Ok: queued as 4F2A1
             */
            lastSmtpAnswer: string | null;
            /**
             * Format: date-time
             * @example 2026-11-23T10:15:00.000Z
             */
            createdAt: string;
            /**
             * Format: date-time
             * @example 2026-11-23T10:15:00.000Z
             */
            updatedAt: string;
            /**
             * Format: date-time
             * @description When the server accepted it; null until then.
             * @example 2026-11-23T10:15:00.000Z
             */
            sentAt: string | null;
        };
        MailMessagePageResponse: {
            items: components["schemas"]["MailMessageItemResponse"][];
            /**
             * @description How many messages the filters find.
             * @example 131
             */
            total: number;
            /** @example 1 */
            page: number;
            /** @example 100 */
            pageSize: number;
        };
        MailKindsResponse: {
            /**
             * @description Each kind once, sorted; empty before the first message.
             * @example [
             *       "confirmation",
             *       "sequence",
             *       "workshop-confirmation"
             *     ]
             */
            kinds: string[];
        };
        MailMessageDetailResponse: {
            /** @example 42 */
            id: number;
            /** @example ana@example.com */
            to: string;
            /** @example You are on the Money Together workshop list */
            subject: string;
            /**
             * @description What the message is for (newsletter.confirmation, workshop.confirmation, contact.owner-notice, …).
             * @example workshop.confirmation
             */
            kind: string;
            /**
             * @description queued → sending → sent; failed (may be resent) or bounced (the address refused it for good) when it did not arrive.
             * @example sent
             * @enum {string}
             */
            status: "queued" | "sending" | "sent" | "failed" | "bounced";
            /**
             * @description Tries that reached the mail server (or were interrupted on the way), over every send.
             * @example 1
             */
            attempts: number;
            /**
             * @description The mail server's last answer, or why none came; null before the first try.
             * @example 250 2.0.0 Ok: queued as 4F2A1
             */
            lastSmtpAnswer: string | null;
            /**
             * Format: date-time
             * @example 2026-11-23T10:15:00.000Z
             */
            createdAt: string;
            /**
             * Format: date-time
             * @example 2026-11-23T10:15:00.000Z
             */
            updatedAt: string;
            /**
             * Format: date-time
             * @description When the server accepted it; null until then.
             * @example 2026-11-23T10:15:00.000Z
             */
            sentAt: string | null;
            /**
             * @description The HTML part as sent (show it sandboxed: it is a whole document).
             * @example <!DOCTYPE html><html>…</html>
             */
            html: string;
            /**
             * @description The plain-text part as sent.
             * @example Hello Ana, …
             */
            text: string;
            /**
             * @description From, Message-ID and the extra headers it was sent with (List-Unsubscribe, Reply-To, …).
             * @example {
             *       "From": "\"Money Together\" <hello@example.com>",
             *       "Message-ID": "<mail.d29ya3Nob3A@example.com>",
             *       "Reply-To": "ana@example.com"
             *     }
             */
            headers: {
                [key: string]: string;
            };
        };
        MailEventRequest: {
            /**
             * @description SNS: SubscriptionConfirmation, Notification or UnsubscribeConfirmation (as the x-amz-sns-message-type header says). Postmark: the bounce type, such as HardBounce
             * @example Notification
             */
            Type?: string;
            /**
             * @description SNS: the topic, which must be MAIL_EVENTS_SNS_TOPIC_ARN
             * @example arn:aws:sns:eu-west-1:123456789012:mail-events
             */
            TopicArn?: string;
            /**
             * @description SNS: the SES event as JSON text (eventType or notificationType Bounce or Complaint)
             * @example {"eventType":"Bounce","bounce":{"bounceType":"Permanent","bouncedRecipients":[{"emailAddress":"gone@example.com"}]}}
             */
            Message?: string;
            /**
             * @description SNS
             * @example 22b80b92-fdea-4c2c-8f9d-bdfb0c7bf324
             */
            MessageId?: string;
            /**
             * @description SNS
             * @example 2026-11-26T10:00:00.000Z
             */
            Timestamp?: string;
            /**
             * @description SNS: 1 (SHA1) or 2 (SHA256)
             * @example 2
             */
            SignatureVersion?: string;
            /**
             * @description SNS: base64 signature of the message
             * @example EXAMPLEpH+DcEwjAPg8O9mY8dReBSwksfg2S7WKQcikcNKWLQjwu6A4VbeS0QHVCkhRS7fUQvi2egU3N858fiTDN6bkkOxYDVrY0Ad8L10Hs3zH81mtnPk5uvvolIC1CXGu43obcgFxeL3khZl8IKvO61GWB6jI9b5+gLPoBc1Q=
             */
            Signature?: string;
            /**
             * @description SNS: https on sns.{region}.amazonaws.com
             * @example https://sns.eu-west-1.amazonaws.com/SimpleNotificationService-0123456789abcdef0123456789abcdef.pem
             */
            SigningCertURL?: string;
            /** @description SNS confirmations: fetched to confirm the subscription (configured topic only) */
            SubscribeURL?: string;
            /** @description SNS confirmations */
            Token?: string;
            /** @description Postmark: Bounce or SpamComplaint */
            RecordType?: string;
            /** @description Postmark: the address that bounced or complained */
            Email?: string;
        };
        MailEventTaken: {
            /**
             * @description How many addresses the event suppressed (0: it reported nothing to suppress, such as a soft bounce or a subscription confirmation)
             * @example 1
             */
            suppressed: number;
        };
        SocialAccountResponse: {
            /** @example 3 */
            id: number;
            /**
             * @example mastodon
             * @enum {string}
             */
            platform: "mastodon" | "bluesky" | "webhook" | "twitter" | "linkedin" | "facebook" | "instagram";
            /** @example @harmony@mastodon.social */
            displayName: string;
            /** @example https://mastodon.social/@harmony */
            profileUrl: string | null;
            /**
             * @description The longest post the account takes.
             * @example 500
             */
            maxCharacters: number;
            /**
             * @description `expiring`: the credentials expire within 7 days.
             * @enum {string}
             */
            state: "connected" | "expiring" | "needs_reconnect";
            /**
             * Format: date-time
             * @example 2026-11-26T10:15:00.000Z
             */
            expiresAt: string | null;
            /** @example 5 */
            expiresInDays: number | null;
            /** @description What the network said when the connection stopped working. */
            lastError: string | null;
            /**
             * Format: date-time
             * @example 2026-11-26T10:15:00.000Z
             */
            createdAt: string;
        };
        SocialPlatformOptionResponse: {
            /** @enum {string} */
            platform: "mastodon" | "bluesky" | "webhook" | "twitter" | "linkedin" | "facebook" | "instagram";
            /** @example Mastodon */
            name: string;
            /** @enum {string} */
            connect: "form" | "oauth";
            /** @description Whether it can be connected on this site now. */
            available: boolean;
            /** @example To connect X, register an app at developer.x.com and set X_CLIENT_ID and X_CLIENT_SECRET. */
            setup: string | null;
        };
        SocialAccountsResponse: {
            accounts: components["schemas"]["SocialAccountResponse"][];
            platforms: components["schemas"]["SocialPlatformOptionResponse"][];
        };
        ConnectSocialAccountRequest: {
            /**
             * @example mastodon
             * @enum {string}
             */
            platform: "mastodon" | "bluesky" | "webhook" | "twitter" | "linkedin" | "facebook" | "instagram";
            /**
             * @description Mastodon: the instance address.
             * @example https://mastodon.social
             */
            instanceUrl?: string;
            /**
             * @description Mastodon: the access token of an application with write:statuses, write:media and read:accounts.
             * @example pasted-from-mastodon
             */
            accessToken?: string;
            /**
             * @description Bluesky: the PDS address (default https://bsky.social).
             * @example https://bsky.social
             */
            service?: string;
            /**
             * @description Bluesky: the handle.
             * @example harmony.bsky.social
             */
            handle?: string;
            /**
             * @description Bluesky: an app password (Settings → App passwords), never the account password.
             * @example abcd-efgh-ijkl-mnop
             */
            appPassword?: string;
            /**
             * @description Webhook: the address that receives each post (https).
             * @example https://hooks.zapier.com/hooks/catch/1/abc
             */
            url?: string;
            /**
             * @description Webhook: the secret X-Harmony-Signature is computed with (16 characters or more).
             * @example a-long-shared-secret
             */
            secret?: string;
        };
        LoginRequest: {
            /** @example correct horse battery staple */
            password: string;
        };
        SessionState: {
            /** @example true */
            authenticated: boolean;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    EpisodeController_list: {
        parameters: {
            query?: {
                /** @description How many items to answer. */
                limit?: number;
                /** @description How many items to skip. */
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EpisodeResponse"][];
                };
            };
            /** @description limit or offset out of range (code invalid-request). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
        };
    };
    EpisodeManagerController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateEpisodeRequest"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ManagedEpisodeResponse"];
                };
            };
            /** @description Invalid fields (code invalid-episode, or invalid-request for a wrong type), one message per field in `errors` for the form to show. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
            /** @description No owner's session (code not-signed-in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
            /** @description Another episode has this number (code episode-number-taken, `errors` on number). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
        };
    };
    EpisodeController_featured: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EpisodeResponse"][];
                };
            };
        };
    };
    EpisodeController_one: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EpisodeDetailResponse"];
                };
            };
            /** @description The id is not a whole number (code invalid-request). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
            /** @description No episode has this id (code episode-not-found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
        };
    };
    EpisodeManagerController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No owner's session (code not-signed-in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
            /** @description No episode has this id (code episode-not-found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
        };
    };
    EpisodeManagerController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateEpisodeRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ManagedEpisodeResponse"];
                };
            };
            /** @description Invalid fields (code invalid-episode, or invalid-request for a wrong type), one message per field in `errors` for the form to show. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
            /** @description No owner's session (code not-signed-in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
            /** @description No episode has this id (code episode-not-found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
            /** @description Another episode has this number (code episode-number-taken, `errors` on number). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
        };
    };
    EpisodeManagerController_list: {
        parameters: {
            query?: {
                /** @description How many items to answer. */
                limit?: number;
                /** @description How many items to skip. */
                offset?: number;
                /** @description Only the episodes whose title contains this (trimmed), in any case, or whose number starts with it ("1" finds 1, 10, 12…); `%` and `_` are plain characters. */
                q?: string;
                /** @description Only the episode with this number (none: an empty list), as an address names it (/admin/content?episode=12). */
                number?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ManagedEpisodeResponse"][];
                };
            };
            /** @description limit, offset, q or number out of range (code invalid-request). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
            /** @description No owner's session (code not-signed-in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
        };
    };
    EpisodeManagerController_one: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ManagedEpisodeDetailResponse"];
                };
            };
            /** @description No owner's session (code not-signed-in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
            /** @description No episode has this id (code episode-not-found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
        };
    };
    EpisodeManagerController_preview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EpisodeDescriptionPreviewRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EpisodeDescriptionPreviewResponse"];
                };
            };
            /** @description description is not text, or longer than an episode may store (code invalid-request, the error on `description`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
            /** @description No owner's session (code not-signed-in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
        };
    };
    EpisodeManagerController_uploadAudio: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        /** @description The file itself as the body (what fetch(url, {method: 'PUT', body: file}) sends), or a multipart/form-data form with the file in its "audio" field. Its type is read from its bytes: MP3, M4A, WAV, AAC, OGG, WebM or FLAC; at most 50 MB by default. */
        requestBody: {
            content: {
                "application/octet-stream": string;
                "audio/mpeg": string;
                "audio/mp4": string;
                "audio/wav": string;
                "audio/aac": string;
                "audio/ogg": string;
                "audio/webm": string;
                "audio/flac": string;
                "multipart/form-data": string;
            };
        };
        responses: {
            /** @description The episode with its new media. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ManagedEpisodeResponse"];
                };
            };
            /** @description No file, or an empty one (code empty-upload, `errors` on audio). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
            /** @description No owner's session (code not-signed-in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
            /** @description No episode has this id (code episode-not-found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
            /** @description Larger than the limit (code upload-too-large, `errors` on audio); a Content-Length over it is refused before the body is read. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
            /** @description Its bytes are not one of the accepted formats (code unsupported-media-type, `errors` on audio); the message names them. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
        };
    };
    EpisodeManagerController_uploadCover: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        /** @description The file itself as the body (what fetch(url, {method: 'PUT', body: file}) sends), or a multipart/form-data form with the file in its "cover" field. Its type is read from its bytes: JPEG, PNG or WebP; at most 5 MB by default. */
        requestBody: {
            content: {
                "application/octet-stream": string;
                "image/jpeg": string;
                "image/png": string;
                "image/webp": string;
                "multipart/form-data": string;
            };
        };
        responses: {
            /** @description The episode with its new media. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ManagedEpisodeResponse"];
                };
            };
            /** @description No file, or an empty one (code empty-upload, `errors` on cover). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
            /** @description No owner's session (code not-signed-in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
            /** @description No episode has this id (code episode-not-found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
            /** @description Larger than the limit (code upload-too-large, `errors` on cover); a Content-Length over it is refused before the body is read. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
            /** @description Its bytes are not one of the accepted formats (code unsupported-media-type, `errors` on cover); the message names them. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
        };
    };
    EpisodeManagerController_uploadTranscript: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        /** @description The file itself as the body, or a multipart/form-data form with the file in its "transcript" field. WebVTT or SRT, UTF-8, at most 2 MB. */
        requestBody: {
            content: {
                "text/vtt": string;
                "application/x-subrip": string;
                "text/plain": string;
                "multipart/form-data": string;
            };
        };
        responses: {
            /** @description The episode with its transcript. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ManagedEpisodeDetailResponse"];
                };
            };
            /** @description Not a readable WebVTT or SRT file (code invalid-transcript, `errors` on transcript: "Line 7: the cue's end … is before its start …."), no file (code empty-upload), or not UTF-8 (code malformed-request). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
            /** @description No owner's session (code not-signed-in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
            /** @description No episode has this id (code episode-not-found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
            /** @description Larger than 2 MB (code upload-too-large, `errors` on transcript). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
            /** @description Sent as another type than text (code unsupported-media-type, `errors` on transcript). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
        };
    };
    EpisodeManagerController_removeTranscript: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The episode without a transcript. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ManagedEpisodeDetailResponse"];
                };
            };
            /** @description No owner's session (code not-signed-in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
            /** @description No episode has this id (code episode-not-found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
        };
    };
    EpisodeManagerController_setChapters: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["JsonChaptersRequest"];
                "application/json+chapters": components["schemas"]["JsonChaptersRequest"];
            };
        };
        responses: {
            /** @description The episode with its chapters. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ManagedEpisodeDetailResponse"];
                };
            };
            /** @description Rules broken (code invalid-chapters): one message per field in `errors` (version, chapters, chapters[2].startTime, chapters[2].title…): 1 to 500 chapters, start times of 0 or more each after the one before, titles of 1 to 200 characters. Or not JSON (code malformed-request). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
            /** @description No owner's session (code not-signed-in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
            /** @description No episode has this id (code episode-not-found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
            /** @description Larger than 1 MB (code upload-too-large). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
        };
    };
    EpisodeManagerController_removeChapters: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The episode without chapters. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ManagedEpisodeDetailResponse"];
                };
            };
            /** @description No owner's session (code not-signed-in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
            /** @description No episode has this id (code episode-not-found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
        };
    };
    BlogArticleController_list: {
        parameters: {
            query?: {
                /** @description How many items to answer. */
                limit?: number;
                /** @description How many items to skip. */
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BlogArticleResponse"][];
                };
            };
            /** @description limit or offset out of range (code invalid-request). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
        };
    };
    ArticleManagerController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateArticleRequest"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ManagedArticleResponse"];
                };
            };
            /** @description Invalid fields, one message per field in `errors` (code invalid-article, or invalid-request for a wrong type). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
            /** @description No owner's session (code not-signed-in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
            /** @description Another article has the slug given (code article-slug-taken, with an error on `slug`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
            /** @description The body is larger than an article can be. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
        };
    };
    BlogArticleController_featured: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BlogArticleResponse"][];
                };
            };
        };
    };
    BlogArticleController_one: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BlogArticleResponse"];
                };
            };
            /** @description No published article has this slug (code article-not-found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
        };
    };
    ArticleManagerController_list: {
        parameters: {
            query?: {
                /** @description How many items to answer. */
                limit?: number;
                /** @description How many items to skip. */
                offset?: number;
                /** @description Only the articles whose title or excerpt contains this, in any case. */
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ManagedArticleResponse"][];
                };
            };
            /** @description limit, offset or q out of range (code invalid-request). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
            /** @description No owner's session (code not-signed-in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
        };
    };
    ArticleManagerController_one: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ManagedArticleResponse"];
                };
            };
            /** @description No owner's session (code not-signed-in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
            /** @description No article has this id (code article-not-found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
        };
    };
    ArticleManagerController_preview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ArticlePreviewRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ArticlePreviewResponse"];
                };
            };
            /** @description content is not text (invalid-request), or longer than an article may be (invalid-article); the error is on `content`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
            /** @description No owner's session (code not-signed-in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
        };
    };
    ArticleManagerController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted; its address answers 404 at once. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No owner's session (code not-signed-in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
            /** @description No article has this id (code article-not-found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
        };
    };
    ArticleManagerController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ArticleChangesRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ManagedArticleResponse"];
                };
            };
            /** @description Invalid fields, one message per field in `errors` (code invalid-article, or invalid-request for a wrong type). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
            /** @description No owner's session (code not-signed-in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
            /** @description No article has this id (code article-not-found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
            /** @description Another article has the slug given (code article-slug-taken, with an error on `slug`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
            /** @description The body is larger than an article can be. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
        };
    };
    ArticleManagerController_uploadImage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        /** @description The file itself as the body (what fetch(url, {method: 'PUT', body: file}) sends), or a multipart/form-data form with the file in its "imageUrl" field. Its type is read from its bytes: JPEG, PNG or WebP; at most 5 MB. */
        requestBody: {
            content: {
                "application/octet-stream": string;
                "image/jpeg": string;
                "image/png": string;
                "image/webp": string;
                "multipart/form-data": string;
            };
        };
        responses: {
            /** @description The article with its new image. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ManagedArticleResponse"];
                };
            };
            /** @description No file, or an empty one (code empty-upload, `errors` on imageUrl). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
            /** @description No owner's session (code not-signed-in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
            /** @description No article has this id (code article-not-found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
            /** @description Larger than the limit (code upload-too-large, `errors` on imageUrl); a Content-Length over it is refused before the body is read. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
            /** @description Its bytes are not one of the accepted formats (code unsupported-media-type, `errors` on imageUrl); the message names them. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
        };
    };
    LegalPageController_one: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                kind: "privacy" | "terms";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegalPageResponse"];
                };
            };
            /** @description The site has no legal page of this kind (code legal-page-not-found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
        };
    };
    LegalPageManagerController_one: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                kind: "privacy" | "terms";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ManagedLegalPageResponse"];
                };
            };
            /** @description No owner's session (code not-signed-in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
            /** @description The site has no legal page of this kind (code legal-page-not-found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
        };
    };
    LegalPageManagerController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                kind: "privacy" | "terms";
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LegalPageRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ManagedLegalPageResponse"];
                };
            };
            /** @description content missing or not text (invalid-request), empty or longer than 20,000 characters (invalid-legal-page); the error is on `content`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
            /** @description No owner's session (code not-signed-in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
            /** @description The site has no legal page of this kind (code legal-page-not-found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
        };
    };
    SearchController_search: {
        parameters: {
            query: {
                /** @description Words to find, as a web search reads them: "a phrase", `or`, `-word`. */
                q: string;
                /** @description How many results to answer. */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SearchResponse"];
                };
            };
            /** @description q missing, shorter than 2 or longer than 100 characters, or limit out of range (code invalid-request). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
        };
    };
    SocialModerationController_list: {
        parameters: {
            query?: {
                /** @description How many items to answer. */
                limit?: number;
                /** @description How many items to skip. */
                offset?: number;
                /** @description One of draft, pending_approval, approved, scheduled, published, rejected; absent or empty: pending_approval. */
                status?: "draft" | "pending_approval" | "approved" | "scheduled" | "published" | "rejected";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SocialMediaPostResponse"][];
                };
            };
            /** @description An unknown status (code invalid-social-post, `errors` on status), or limit or offset out of range (code invalid-request). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
            /** @description No owner's session (code not-signed-in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
        };
    };
    SocialModerationController_findOne: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SocialMediaPostResponse"];
                };
            };
            /** @description The id is not a whole number (code invalid-request). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
            /** @description No owner's session (code not-signed-in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
            /** @description No social post has this id (code social-post-not-found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
        };
    };
    SocialModerationController_publish: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The post, publishing: follow it with GET /api/social-media/{id}. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SocialMediaPostResponse"];
                };
            };
            /** @description The id is not a whole number (code invalid-request). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
            /** @description No owner's session (code not-signed-in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
            /** @description No social post has this id (code social-post-not-found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
            /** @description The post is not approved or scheduled (code social-post-not-publishable), or its platform has no connected account (code no-connected-account). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
            /** @description The job queue does not answer: nothing was changed. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
        };
    };
    SocialModerationController_updateStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangeSocialPostStatusRequest"];
            };
        };
        responses: {
            /** @description The post in its new status. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SocialMediaPostResponse"];
                };
            };
            /** @description An unknown status, or scheduled without a future scheduledFor (code invalid-social-post, `errors` on status or scheduledFor); a field of the wrong type (code invalid-request). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
            /** @description No owner's session (code not-signed-in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
            /** @description No social post has this id (code social-post-not-found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
            /** @description The post cannot move from its status to the one asked (code invalid-status-transition); the message names both and where it may go. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
        };
    };
    SocialModerationController_updateContent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EditSocialPostRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SocialMediaPostResponse"];
                };
            };
            /** @description Empty, or over its platform's limits (code invalid-social-post, `errors` on content). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
            /** @description No owner's session (code not-signed-in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
            /** @description No social post has this id (code social-post-not-found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
            /** @description The post is approved, scheduled, published or rejected (code social-post-not-editable). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
        };
    };
    SocialModerationController_checkText: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CheckPostTextRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PostTextCheckResponse"];
                };
            };
            /** @description An unknown platform (code invalid-social-post, `errors` on platform). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
            /** @description No owner's session (code not-signed-in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
        };
    };
    SocialModerationController_generate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                episodeId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GenerateSocialPostsRequest"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GeneratedSocialPostsResponse"];
                };
            };
            /** @description count is not a whole number from 1 to 20 (code invalid-social-post or invalid-request, `errors` on count). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
            /** @description No owner's session (code not-signed-in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
            /** @description No episode has this id (code episode-not-found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
            /** @description The writing service failed. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
        };
    };
    ContentController_stats: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContentDashboardStatsResponse"];
                };
            };
            /** @description No owner's session (code not-signed-in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
        };
    };
    ContentController_process: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The episode id. */
                id: number;
            };
            cookie?: never;
        };
        /** @description A form with the audio in its "audio" field. Its type is read from its bytes: MP3, M4A, WAV, AAC, OGG, WebM or FLAC; at most 50 MB by default. */
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    audio: string;
                };
            };
        };
        responses: {
            /** @description Queued: one job for this upload. Location names the job to follow. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContentJobResponse"];
                };
            };
            /** @description No file, or an empty one (code empty-upload, `errors` on audio). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
            /** @description No owner's session (code not-signed-in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
            /** @description No episode has this id (code episode-not-found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
            /** @description Larger than the limit (code upload-too-large, `errors` on audio); a Content-Length over it is refused before the body is read. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
            /** @description Its bytes are not one of the accepted formats (code unsupported-media-type, `errors` on audio). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
            /** @description The job queue cannot be reached (code content-processing-unavailable); nothing was stored. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
        };
    };
    ContentController_job: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                jobId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContentJobResponse"];
                };
            };
            /** @description No owner's session (code not-signed-in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
            /** @description No content job has this id (code content-job-not-found); finished jobs are kept for a week. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
        };
    };
    ContentController_jobEvents: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                jobId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No owner's session (code not-signed-in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": components["schemas"]["ProblemDetailsResponse"];
                };
            };
            /** @description No content job has this id (code content-job-not-found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": components["schemas"]["ProblemDetailsResponse"];
                };
            };
        };
    };
    ContentController_blogPosts: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The episode id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BlogPostResponse"][];
                };
            };
            /** @description No owner's session (code not-signed-in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
            /** @description No episode has this id (code episode-not-found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
        };
    };
    ContentController_socialPosts: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The episode id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SocialMediaPostResponse"][];
                };
            };
            /** @description No owner's session (code not-signed-in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
            /** @description No episode has this id (code episode-not-found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
        };
    };
    ContentController_videos: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The episode id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VideoPodcastResponse"][];
                };
            };
            /** @description No owner's session (code not-signed-in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
            /** @description No episode has this id (code episode-not-found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
        };
    };
    ContentController_edit: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EditBlogPostRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BlogPostResponse"];
                };
            };
            /** @description A field breaks the draft rules (code invalid-blog-post, `errors` per field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
            /** @description No owner's session (code not-signed-in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
            /** @description No blog post has this id (code blog-post-not-found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
            /** @description Already published as an article (code blog-post-already-published). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
        };
    };
    ContentController_publish: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PublishBlogPostRequest"];
            };
        };
        responses: {
            /** @description The article was created (public or not), and the draft as it now stands. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublishBlogPostResponse"];
                };
            };
            /** @description No owner's session (code not-signed-in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
            /** @description No blog post has this id (code blog-post-not-found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
            /** @description Already published as an article (code blog-post-already-published). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
        };
    };
    MediaRenderController_render: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The medium's id, from a post's or a video's media. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Rendering (queued, or already under way). */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MediaRenderResponse"];
                };
            };
            /** @description No owner's session (code not-signed-in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
            /** @description No medium has this id (code media-render-not-found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
            /** @description The medium is already rendered (code media-already-rendered). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
            /** @description The job queue cannot be reached (code content-processing-unavailable); the medium stays failed. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
        };
    };
    NewsletterController_subscribe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewsletterSignupRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubmissionAccepted"];
                };
            };
            /** @description Invalid fields (code invalid-submission), one message per field in `errors`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
            /** @description The request body is larger than a form can send. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
            /** @description Too many submissions from this address; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
        };
    };
    NewsletterController_confirm: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConfirmSubscriptionRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubscriptionConfirmed"];
                };
            };
            /** @description A forged, expired, used or replaced link (code confirmation-link-invalid): "This confirmation link has expired or was already used. Subscribe again to get a new one."; or a body with other fields (invalid-request). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
            /** @description Too many refused links from this address; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
        };
    };
    NewsletterController_unsubscribePage: {
        parameters: {
            query?: {
                /** @description The token of the unsubscribe link every newsletter mail carries. */
                token?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description To `/newsletter/unsubscribe?token=…`. */
            303: {
                headers: {
                    Location?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    NewsletterController_unsubscribe: {
        parameters: {
            query: {
                /** @description The token of the unsubscribe link every newsletter mail carries. */
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["OneClickUnsubscribeRequest"];
                "application/json": components["schemas"]["OneClickUnsubscribeRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unsubscribed"];
                };
            };
            /** @description A forged or malformed link (code unsubscribe-link-invalid): "This unsubscribe link is not valid. Reply to any of our emails and we will remove you by hand."; or another body (invalid-request). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
            /** @description Too many refused links from this address; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
        };
    };
    WorkshopInterestController_workshopInterest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WorkshopInterestRequest"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubmissionAccepted"];
                };
            };
            /** @description Invalid fields (code invalid-submission), one message per field in `errors`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
            /** @description The request body is larger than a form can send. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
            /** @description Too many submissions from this address; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
        };
    };
    ContactController_contact: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ContactMessageRequest"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubmissionAccepted"];
                };
            };
            /** @description Invalid fields (code invalid-submission), one message per field in `errors`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
            /** @description The request body is larger than a form can send. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
            /** @description Too many submissions from this address; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
        };
    };
    AudienceListsController_newsletterSubscribers: {
        parameters: {
            query?: {
                /** @description How many items to answer. */
                limit?: number;
                /** @description How many items to skip. */
                offset?: number;
                /** @description Only the items one of whose searched fields contains this (trimmed), in any case; `%` and `_` are plain characters. */
                q?: string;
                /** @description `csv`: the whole list the search finds (limit and offset are ignored) as a CSV download, UTF-8 with a BOM, a header row, cells a spreadsheet could run as a formula prefixed with `'`. */
                format?: "json" | "csv";
                /** @description Only the subscribers with this status (every one without it). */
                status?: "pending" | "active" | "unsubscribed" | "bounced";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the list (JSON), or the whole list found (CSV). */
            200: {
                headers: {
                    /** @description How many items the search finds (JSON only). */
                    "X-Total-Count"?: number;
                    /** @description RFC 8288 links to the next and previous pages, when there are any (JSON only). */
                    Link?: string;
                    /** @description attachment; filename="{list}-YYYY-MM-DD.csv" (CSV only). */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NewsletterSubscriberResponse"][];
                    "text/csv": string;
                };
            };
            /** @description limit, offset, q or format out of range (code invalid-request), one message per field in `errors`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                    "text/csv": components["schemas"]["ProblemDetailsResponse"];
                };
            };
            /** @description No owner's session (code not-signed-in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                    "text/csv": components["schemas"]["ProblemDetailsResponse"];
                };
            };
        };
    };
    AudienceListsController_workshopRegistrations: {
        parameters: {
            query?: {
                /** @description How many items to answer. */
                limit?: number;
                /** @description How many items to skip. */
                offset?: number;
                /** @description Only the items one of whose searched fields contains this (trimmed), in any case; `%` and `_` are plain characters. */
                q?: string;
                /** @description `csv`: the whole list the search finds (limit and offset are ignored) as a CSV download, UTF-8 with a BOM, a header row, cells a spreadsheet could run as a formula prefixed with `'`. */
                format?: "json" | "csv";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the list (JSON), or the whole list found (CSV). */
            200: {
                headers: {
                    /** @description How many items the search finds (JSON only). */
                    "X-Total-Count"?: number;
                    /** @description RFC 8288 links to the next and previous pages, when there are any (JSON only). */
                    Link?: string;
                    /** @description attachment; filename="{list}-YYYY-MM-DD.csv" (CSV only). */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WorkshopRegistrationResponse"][];
                    "text/csv": string;
                };
            };
            /** @description limit, offset, q or format out of range (code invalid-request), one message per field in `errors`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                    "text/csv": components["schemas"]["ProblemDetailsResponse"];
                };
            };
            /** @description No owner's session (code not-signed-in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                    "text/csv": components["schemas"]["ProblemDetailsResponse"];
                };
            };
        };
    };
    AudienceListsController_contactMessages: {
        parameters: {
            query?: {
                /** @description How many items to answer. */
                limit?: number;
                /** @description How many items to skip. */
                offset?: number;
                /** @description Only the items one of whose searched fields contains this (trimmed), in any case; `%` and `_` are plain characters. */
                q?: string;
                /** @description `csv`: the whole list the search finds (limit and offset are ignored) as a CSV download, UTF-8 with a BOM, a header row, cells a spreadsheet could run as a formula prefixed with `'`. */
                format?: "json" | "csv";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the list (JSON), or the whole list found (CSV). */
            200: {
                headers: {
                    /** @description How many items the search finds (JSON only). */
                    "X-Total-Count"?: number;
                    /** @description RFC 8288 links to the next and previous pages, when there are any (JSON only). */
                    Link?: string;
                    /** @description attachment; filename="{list}-YYYY-MM-DD.csv" (CSV only). */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContactMessageResponse"][];
                    "text/csv": string;
                };
            };
            /** @description limit, offset, q or format out of range (code invalid-request), one message per field in `errors`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                    "text/csv": components["schemas"]["ProblemDetailsResponse"];
                };
            };
            /** @description No owner's session (code not-signed-in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                    "text/csv": components["schemas"]["ProblemDetailsResponse"];
                };
            };
        };
    };
    EmailRemovalController_remove: {
        parameters: {
            query?: {
                /** @description The address to remove, in any case; trimmed. */
                email?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RemovedRecordsResponse"];
                };
            };
            /** @description No email, or not an email address (code invalid-email-address, or invalid-request past 320 characters), with a message for the `email` field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
            /** @description No owner's session (code not-signed-in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
            /** @description Nothing is kept under the address (code nothing-kept-for-email): nothing was deleted. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
        };
    };
    NewslettersController_list: {
        parameters: {
            query?: {
                /** @description Which page, the first being 1. */
                page?: number;
                /** @description How many newsletters a page holds. */
                pageSize?: number;
                /** @description Only the newsletters drafted for this episode (content automation writes one per episode). */
                episodeId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NewsletterPageResponse"];
                };
            };
            /** @description page, pageSize or episodeId out of range (code invalid-request). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
            /** @description No owner's session (code not-signed-in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
        };
    };
    NewslettersController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateNewsletterRequest"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NewsletterResponse"];
                };
            };
            /** @description A missing or too long subject or content, a subject or preview text on several lines (code invalid-newsletter, or invalid-request for a wrong type), one message per field in `errors`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
            /** @description No owner's session (code not-signed-in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
        };
    };
    NewslettersController_one: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NewsletterResponse"];
                };
            };
            /** @description No owner's session (code not-signed-in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
            /** @description No newsletter has this id (code newsletter-not-found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
        };
    };
    NewslettersController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No owner's session (code not-signed-in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
            /** @description No newsletter has this id (code newsletter-not-found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
            /** @description It is sending or sent (code newsletter-already-sending): "This newsletter is already being sent." */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
        };
    };
    NewslettersController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewsletterChangesRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NewsletterResponse"];
                };
            };
            /** @description A blank or too long subject or content, a subject or preview text on several lines (code invalid-newsletter, or invalid-request for a wrong type), one message per field in `errors`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
            /** @description No owner's session (code not-signed-in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
            /** @description No newsletter has this id (code newsletter-not-found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
            /** @description It is sending or sent (code newsletter-already-sending): "This newsletter is already being sent." */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
        };
    };
    NewslettersController_test: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TestNewsletterRequest"];
            };
        };
        responses: {
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TestNewsletterResponse"];
                };
            };
            /** @description `to` is not one email address, or neither `to` nor OWNER_EMAIL is set ("Set OWNER_EMAIL or give an address to send the test to.") (code invalid-newsletter, or invalid-request for a wrong type), one message per field in `errors`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
            /** @description No owner's session (code not-signed-in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
            /** @description No newsletter has this id (code newsletter-not-found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
        };
    };
    NewslettersController_send: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SendNewsletterRequest"];
            };
        };
        responses: {
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NewsletterResponse"];
                };
            };
            /** @description `at` is not a date-time, or more than a minute in the past (code invalid-newsletter, or invalid-request for a wrong type), one message per field in `errors`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
            /** @description No owner's session (code not-signed-in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
            /** @description No newsletter has this id (code newsletter-not-found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
            /** @description It is sending or sent (code newsletter-already-sending): "This newsletter is already being sent." */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
            /** @description The job queue (Redis) is down: nothing was changed; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
        };
    };
    PageViewController_record: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PageViewRequest"];
                "text/plain": components["schemas"]["PageViewRequest"];
            };
        };
        responses: {
            /** @description Counted (or ignored: a bot). */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not a path of this site, or a referrer that is not an address (code invalid-page-view); nothing is counted. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
            /** @description Too many page views from this address (code too-many-page-views). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
        };
    };
    AdminAnalyticsController_analytics: {
        parameters: {
            query?: {
                /** @description today, the last 7 or 30 days (the default), this month so far, this month and the 11 before it, or custom (from and to). */
                period?: "today" | "7d" | "30d" | "month" | "12mo" | "custom";
                /** @description With period=custom: the first day, YYYY-MM-DD, in the owner's calendar (ANALYTICS_TIME_ZONE). */
                from?: string;
                /** @description With period=custom: the last day, included, not after today; at most 731 days after from. */
                to?: string;
                /** @description Also the totals of the period of the same length just before (`previous`). */
                compare?: "previous";
                /** @description field:value, repeated to compose (all must match): page, referrer, kind, source, medium, campaign, country, device, browser, os (utm_source, utm_medium, utm_campaign as aliases); (none) matches page views without the field. Checked by the dashboard (code invalid-analytics-filter). */
                filter?: string[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AnalyticsResponse"];
                };
            };
            /** @description An unknown period, from/to that are not days, from after to, a chosen period over 2 years, or from/to with a named period (code invalid-analytics-period); an unknown filter field, an impossible value or a field twice (code invalid-analytics-filter); `errors` per field. An unknown parameter or compare other than previous (code invalid-request). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
            /** @description No owner's session (code not-signed-in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
        };
    };
    AdminAnalyticsController_realtime: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RealtimeVisitorsResponse"];
                };
            };
            /** @description No owner's session (code not-signed-in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
        };
    };
    AdminDownloadsController_downloads: {
        parameters: {
            query?: {
                /** @description today, the last 7 or 30 days (the default), this month so far, this month and the 11 before it, or custom (from and to). */
                period?: "today" | "7d" | "30d" | "month" | "12mo" | "custom";
                /** @description With period=custom: the first day, YYYY-MM-DD, in the owner's calendar (ANALYTICS_TIME_ZONE). */
                from?: string;
                /** @description With period=custom: the last day, included, not after today; at most 731 days after from. */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DownloadDashboardResponse"];
                };
            };
            /** @description An unknown period, from/to without period=custom, or custom dates missing, invalid, reversed, in the future or over 731 days apart (code invalid-analytics-period, `errors` per field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
            /** @description No owner's session (code not-signed-in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
        };
    };
    AnalyticsExportController_export: {
        parameters: {
            query?: {
                /** @description today, the last 7 or 30 days (the default), this month so far, this month and the 11 before it, or custom (from and to). */
                period?: "today" | "7d" | "30d" | "month" | "12mo" | "custom";
                /** @description With period=custom: the first day, YYYY-MM-DD, in the owner's calendar (ANALYTICS_TIME_ZONE). */
                from?: string;
                /** @description With period=custom: the last day, included, not after today; at most 731 days after from. */
                to?: string;
                /** @description Also the totals of the period of the same length just before (`previous`). */
                compare?: "previous";
                /** @description field:value, repeated to compose (all must match): page, referrer, kind, source, medium, campaign, country, device, browser, os (utm_source, utm_medium, utm_campaign as aliases); (none) matches page views without the field. Checked by the dashboard (code invalid-analytics-filter). */
                filter?: string[];
                /** @description days: the daily rollups; else one breakdown of the period. */
                breakdown?: "days" | "pages" | "referrers" | "kinds" | "sources" | "mediums" | "campaigns" | "browsers" | "oses" | "devices" | "countries" | "entry-pages" | "exit-pages";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The CSV download. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A bad period, filter or breakdown (the dashboard's own checks). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": components["schemas"]["ProblemDetailsResponse"];
                };
            };
            /** @description No owner's session (code not-signed-in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": components["schemas"]["ProblemDetailsResponse"];
                };
            };
        };
    };
    MailMessagesController_messages: {
        parameters: {
            query?: {
                /** @description Which page, the first being 1. */
                page?: number;
                /** @description How many messages a page holds. */
                pageSize?: number;
                /** @description Only the messages in this status. */
                status?: "queued" | "sending" | "sent" | "failed" | "bounced";
                /** @description Only the messages of this kind (exactly). */
                kind?: string;
                /** @description Only the messages whose recipient address or subject contains this (trimmed), in any case; `%` and `_` are plain characters. */
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MailMessagePageResponse"];
                };
            };
            /** @description status, kind, q, page or pageSize out of range (code invalid-request), one message per field in `errors`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
            /** @description No owner's session (code not-signed-in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
        };
    };
    MailMessagesController_kinds: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MailKindsResponse"];
                };
            };
            /** @description No owner's session (code not-signed-in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
        };
    };
    MailMessagesController_message: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The message's id, from the list. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MailMessageDetailResponse"];
                };
            };
            /** @description The id is not a whole number (code invalid-request). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
            /** @description No owner's session (code not-signed-in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
            /** @description No message has this id (code mail-message-not-found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
        };
    };
    MailMessagesController_resend: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The message's id, from the list. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Queued to be sent once more. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MailMessageItemResponse"];
                };
            };
            /** @description The id is not a whole number (code invalid-request). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
            /** @description No owner's session (code not-signed-in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
            /** @description No message has this id (code mail-message-not-found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
            /** @description The message is not failed: queued, sending, sent or bounced (code mail-message-not-failed). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
        };
    };
    MailEventsController_take: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MailEventRequest"];
                "text/plain": components["schemas"]["MailEventRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MailEventTaken"];
                };
            };
            /** @description Not JSON, or neither an SNS message nor a Postmark bounce, spam complaint or subscription change (code unrecognised-mail-event); a signed SNS message stamped more than an hour ago, a replay (code stale-sns-message). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
            /** @description A Postmark webhook without MAIL_EVENTS_SECRET as its Basic password (code mail-events-secret-wrong). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
            /** @description An SNS message of another topic, or whose signature or certificate URL does not hold (code unverified-sns-message); a provider whose variable is unset (code mail-events-not-set-up). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
            /** @description The body is larger than any event. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
            /** @description Too many refused events from this address; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
            /** @description SNS could not be reached to confirm the subscription (code sns-subscription-not-confirmed). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
        };
    };
    SocialAccountsController_accounts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SocialAccountsResponse"];
                };
            };
            /** @description No owner's session (code not-signed-in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
        };
    };
    SocialAccountsController_connect: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConnectSocialAccountRequest"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SocialAccountResponse"];
                };
            };
            /** @description A field missing or wrong (invalid-request / INVALID_SOCIAL_ACCOUNT, by field); the network refused the credentials (NETWORK_UNAUTHORIZED / NETWORK_REFUSED, its reason in plain words); an OAuth network (social-account-oauth). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
            /** @description No owner's session (code not-signed-in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
            /** @description The network did not answer (NETWORK_UNAVAILABLE): try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
        };
    };
    SocialAccountsController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Disconnected. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The id is not a whole number (invalid-request). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
            /** @description No owner's session (code not-signed-in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
            /** @description No account has this id (social-account-not-found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
        };
    };
    SocialAccountsController_startSignIn: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                platform: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description To the network's authorize page; it sends the owner back to the callback. */
            302: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not an OAuth network, not available in this version, or its app credentials are not set (social-oauth-not-offered: what to set). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
            /** @description No owner's session (code not-signed-in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
        };
    };
    SocialAccountsController_signedIn: {
        parameters: {
            query?: {
                /** @description The authorization code. */
                code?: string;
                /** @description The state the sign-in was started with. */
                state?: string;
                /** @description Why the network sent the owner back without a code (access_denied…). */
                error?: string;
                /** @description The network's words for the error. */
                error_description?: string;
                /** @description Meta's reason (user_denied). */
                error_reason?: string;
                /** @description Meta's error code. */
                error_code?: string;
                /** @description The scopes granted, as some networks echo them. */
                scope?: string;
                /** @description The issuer (OpenID Connect). */
                iss?: string;
            };
            header?: never;
            path: {
                platform: "twitter" | "linkedin" | "facebook" | "instagram";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description To /admin/social-accounts with `connected` or `error`. */
            303: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not a network that signs in, or a query no network sends (a parameter twice, unknown, or too long): invalid-request. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
        };
    };
    AuthController_login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionState"];
                };
            };
            /** @description No password (code invalid-login). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
            /** @description Wrong password (code wrong-password). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
            /** @description 10 failed sign-ins from one address in 15 minutes. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDetailsResponse"];
                };
            };
        };
    };
    AuthController_logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionState"];
                };
            };
        };
    };
    AuthController_session: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionState"];
                };
            };
        };
    };
}
