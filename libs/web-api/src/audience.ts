import { api } from './api.js';

/**
 * Every public form carries `website`, a honeypot hidden from people: a bot that fills it in gets the
 * same success answer, and nothing is stored. Forms send what the field holds (empty for people).
 */
interface Honeypot {
  website?: string;
}

/** SPEC §3 "Newsletter signup". The band always tags `podcast_engagement_sequence` (SPEC §7). */
export interface NewsletterSignup extends Honeypot {
  email: string;
  tags: string[];
}

/** SPEC §3 "Workshop interest". */
export interface WorkshopInterest extends Honeypot {
  firstName: string;
  lastName: string;
  email: string;
  phone?: string;
  partnerName?: string;
  interests: string;
  newsletter: boolean;
}

/** SPEC §3 `contact_messages`: every field required. */
export interface ContactMessage extends Honeypot {
  name: string;
  email: string;
  subject: string;
  message: string;
}

/** What the three form endpoints answer on success (the screens do not read it, SPEC §7). */
export interface SubmissionAccepted {
  message: string;
}

export const audienceApi = api.injectEndpoints({
  endpoints: (build) => ({
    subscribeToNewsletter: build.mutation<SubmissionAccepted, NewsletterSignup>({
      query: (body) => ({ url: '/newsletter/subscribe', method: 'POST', body }),
      invalidatesTags: ['Newsletter'],
    }),
    // SPEC §7: a registration invalidates what is cached under /api/workshop.
    registerWorkshopInterest: build.mutation<SubmissionAccepted, WorkshopInterest>({
      query: (body) => ({ url: '/workshop/interest', method: 'POST', body }),
      invalidatesTags: ['Workshop'],
    }),
    sendContactMessage: build.mutation<SubmissionAccepted, ContactMessage>({
      query: (body) => ({ url: '/contact', method: 'POST', body }),
    }),
  }),
});

export const { useSubscribeToNewsletterMutation, useRegisterWorkshopInterestMutation, useSendContactMessageMutation } = audienceApi;
