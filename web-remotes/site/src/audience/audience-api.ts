import { api, type ApiSchemas } from '@harmony/web-api';

// Every public form carries `website`, a honeypot hidden from people: a bot that fills it in gets the
// same success answer, and nothing is stored. Forms send what the field holds (empty for people).

/** SPEC §3 "Newsletter signup". The band always tags `podcast_engagement_sequence` (SPEC §7). */
export type NewsletterSignup = ApiSchemas['schemas']['NewsletterSignupRequest'];
/** SPEC §3 "Workshop interest". */
export type WorkshopInterest = ApiSchemas['schemas']['WorkshopInterestRequest'];
/** SPEC §3 `contact_messages`: every field required. */
export type ContactMessage = ApiSchemas['schemas']['ContactMessageRequest'];
/** What the three form endpoints answer on success (the screens do not read it, SPEC §7). */
export type SubmissionAccepted = ApiSchemas['schemas']['SubmissionAccepted'];

/** POST /api/newsletter/confirm `{token}` → 200 `{"status":"active"}`; a bad token → 400 problem+json. */
export type NewsletterConfirmation = ApiSchemas['schemas']['ConfirmSubscriptionRequest'];
export type NewsletterConfirmed = ApiSchemas['schemas']['SubscriptionConfirmed'];
/** POST /api/newsletter/unsubscribe?token=… (JSON `{}`) → 200 `{"status":"unsubscribed"}`; a bad token → 400 problem+json. */
export type NewsletterUnsubscribed = ApiSchemas['schemas']['Unsubscribed'];

// The site's own endpoints (libs/web-api/README.md, "Where an endpoint lives"): only these forms send them,
// so they come with the forms' code, never in a page's first view.
export const audienceApi = api.injectEndpoints({
  endpoints: (build) => ({
    subscribeToNewsletter: build.mutation<SubmissionAccepted, NewsletterSignup>({
      query: (body) => ({ url: '/newsletter/subscribe', method: 'POST', body }),
      invalidatesTags: ['Newsletter'],
    }),
    // The token from the confirmation email: the page's button sends it, so a link scanner confirms nobody.
    confirmNewsletterSubscription: build.mutation<NewsletterConfirmed, NewsletterConfirmation>({
      query: (body) => ({ url: '/newsletter/confirm', method: 'POST', body }),
      invalidatesTags: ['Newsletter'],
    }),
    // The token rides in the query, as in the emails' List-Unsubscribe URL (RFC 8058 posts to that very URL).
    unsubscribeFromNewsletter: build.mutation<NewsletterUnsubscribed, string>({
      query: (token) => ({ url: `/newsletter/unsubscribe?${new URLSearchParams({ token }).toString()}`, method: 'POST', body: {} }),
      invalidatesTags: ['Newsletter'],
    }),
    // SPEC §7: a registration invalidates what is cached under /api/workshop.
    registerWorkshopInterest: build.mutation<SubmissionAccepted, WorkshopInterest>({
      query: (body) => ({ url: '/workshop/interest', method: 'POST', body }),
      invalidatesTags: ['Workshop'],
    }),
    sendContactMessage: build.mutation<SubmissionAccepted, ContactMessage>({
      query: (body) => ({ url: '/contact', method: 'POST', body }),
      invalidatesTags: ['ContactMessage'],
    }),
  }),
});

export const {
  useSubscribeToNewsletterMutation,
  useConfirmNewsletterSubscriptionMutation,
  useUnsubscribeFromNewsletterMutation,
  useRegisterWorkshopInterestMutation,
  useSendContactMessageMutation,
} = audienceApi;
