import type { SharedBody } from '../domain/index.js';

/** A message ready for QueueMail: its subject line, its HTML and its plain-text version. */
export interface RenderedMail {
  readonly subject: string;
  readonly html: string;
  readonly text: string;
}

/** An episode as a newsletter shows it: the templates link it to its page on the site. */
export interface NewsletterEpisode {
  readonly id: number;
  /** The number the site shows as "EP {number}"; none when the episode has none. */
  readonly number?: number | null;
  readonly title: string;
  /** The episode's description as stored (HTML from its markdown): the mail shows a short plain summary. */
  readonly description?: string;
}

/** Sequence and broadcast mails carry a visible unsubscribe link (the RFC 8058 headers are the sender's). */
export interface UnsubscribableMail {
  /** Absolute, on PUBLIC_URL (the one-click route's page). */
  readonly unsubscribeUrl: string;
}

export interface ConfirmationMail {
  /** The signed token that `/newsletter/confirm?token=…` takes. */
  readonly token: string;
  /** How long the link works, said in the mail (the token's lifetime: 7 days by default). */
  readonly validForDays: number;
}

export interface WelcomeMail extends UnsubscribableMail {
  /** The episode the welcome recommends; null while none is published (the mail then points to the list). */
  readonly topEpisode: NewsletterEpisode | null;
}

export interface EpisodePicksMail extends UnsubscribableMail {
  /** Up to three are shown; fewer are fine (a young show), none points to the list. */
  readonly episodes: readonly NewsletterEpisode[];
}

export interface BroadcastContent {
  readonly subject: string;
  /** The inbox's preview line (preheader). */
  readonly previewText: string;
  /** The owner's newsletter, already rendered from markdown and sanitized; relative links are put on PUBLIC_URL. */
  readonly bodyHtml: string;
}

/** A workshop registration as the audience context kept it: the confirmation echoes it, the owner's notice shows it. */
export interface WorkshopRegistrationDetails {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly phone: string | null;
  readonly partnerName: string | null;
  /** What they want the workshop to cover (the form's "interests"). */
  readonly questions: string;
}

/** A contact form message as kept: the owner's notice shows it (and is answered by replying to the sender). */
export interface ContactMessageDetails {
  readonly name: string;
  readonly email: string;
  readonly subject: string;
  readonly message: string;
}

/**
 * A message rendered once for every recipient: only the unsubscribe link differs, so a broadcast to
 * 100 000 addresses renders its body once and then only substitutes each recipient's link (microseconds).
 */
export interface MailForEveryRecipient {
  readonly subject: string;
  /** The body with a placeholder for the link: stored once for a broadcast (QueueBulkMail), each copy made at send time. */
  readonly body: SharedBody;
  /** What a recipient's copy writes in the placeholder's place: their unsubscribe link, checked to be on the site. */
  personalValue(recipient: UnsubscribableMail): string;
  forRecipient(recipient: UnsubscribableMail): RenderedMail;
}

/**
 * The newsletter's messages (issue 25 item 2), rendered in the site's brand with every link on PUBLIC_URL:
 * the double opt-in confirmation, the Day 0 / Day 3 / Day 7 sequence the signup promises (SPEC §2
 * "Newsletter band"), the wrapper of the owner's broadcasts, and the transactional messages of the workshop
 * and contact forms. Plain data in, `{subject, html, text}` out.
 */
export abstract class MailTemplates {
  abstract confirmation(mail: ConfirmationMail): Promise<RenderedMail>;
  /** Day 0: the welcome, naming the top episode. */
  abstract welcome(mail: WelcomeMail): Promise<RenderedMail>;
  /** Day 3: three episodes to listen to together. */
  abstract episodePicks(mail: EpisodePicksMail): Promise<RenderedMail>;
  /** Day 7: the community (the site's social profiles) and the free budgeting template. */
  abstract community(mail: UnsubscribableMail): Promise<RenderedMail>;
  abstract broadcast(content: BroadcastContent): Promise<MailForEveryRecipient>;
  /** To the registrant (issue 25 item 7): we will write when workshop registration opens; their details echoed. */
  abstract workshopConfirmation(registration: WorkshopRegistrationDetails): Promise<RenderedMail>;
  /** To the owner (OWNER_EMAIL): a new workshop registration, linking the back office's audience lists. */
  abstract workshopRegistrationNotice(registration: WorkshopRegistrationDetails): Promise<RenderedMail>;
  /** To the owner (OWNER_EMAIL): a new contact message, in full; the sender replies to it (Reply-To is the sender's). */
  abstract contactMessageNotice(message: ContactMessageDetails): Promise<RenderedMail>;
}
