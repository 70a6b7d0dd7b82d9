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
        post?: never;
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
        /** One episode */
        get: operations["EpisodeController_one"];
        put?: never;
        post?: never;
        delete?: never;
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
        post?: never;
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
    "/api/newsletter/subscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Subscribe an address to the newsletter (the same answer whether or not it was already subscribed) */
        post: operations["NewsletterController_subscribe"];
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
             * @description HTML, as written in the back office.
             * @example <p>Budgets are easier to keep when they serve a dream you share.</p>
             */
            description: string;
            /**
             * @description `description` sanitized when it was written: safe to put into the page as it is.
             * @example <p>Budgets are easier to keep when they serve a dream you share.</p>
             */
            descriptionHtml: string;
            /** @example /media/demo/tune-1.mp3 */
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
        BlogArticleResponse: {
            /** @example 1 */
            id: number;
            /** @example the-monthly-money-date */
            slug: string;
            /** @example The Monthly Money Date: A Ritual That Changed Our Marriage */
            title: string;
            /** @example One evening a month, a short agenda and a rule that nobody is on trial. */
            excerpt: string;
            /** @description Light markdown (images, #/##/### headings, bold, italic, bullet lists, blank-line paragraphs), as written. */
            content: string;
            /**
             * @description `content` rendered to HTML (headings one level down: h2–h4) and sanitized when it was written: safe to put into the page as it is.
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
                    "application/json": components["schemas"]["EpisodeResponse"];
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
