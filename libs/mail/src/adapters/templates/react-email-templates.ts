import { createElement as h, Fragment, type ReactElement } from 'react';
import { Section } from '@react-email/section';
import { adminPaths } from '@harmony/site-config';
import {
  MailTemplates,
  type BroadcastContent,
  type ConfirmationMail,
  type ContactMessageDetails,
  type EpisodePicksMail,
  type MailForEveryRecipient,
  type RenderedMail,
  type UnsubscribableMail,
  type WelcomeMail,
  type WorkshopRegistrationDetails,
} from '../../application/index.js';
import { actionButton, detailsPanel, emailLayout, episodeCard, heading, note, paragraph, signOff, subheading, textLink } from './email-parts.js';
import { styles, themeClass } from './email-theme.js';
import { MailBrand, type MailBrandOptions } from './mail-brand.js';
import { oneLine, renderForEveryRecipient, renderMail } from './render-mail.js';

/** Day 3 promises three episodes (SPEC §2 "Newsletter band"). */
const EPISODE_PICKS = 3;
const countWords = ['No', 'One', 'Two', 'Three'];

/** A registration's fields as the form asked them (SPEC §5), for the registrant's echo and the owner's notice. */
const registrationFields = (registration: WorkshopRegistrationDetails) =>
  [
    ['Name', `${registration.firstName} ${registration.lastName}`],
    ['Email', registration.email],
    ['Phone', registration.phone],
    ["Partner's name", registration.partnerName],
    ['What you would like to learn', registration.questions],
  ] as const;

/** MailTemplates with React Email's components (rendered by @react-email/render), in the site's brand. */
export class ReactEmailTemplates extends MailTemplates {
  private readonly brand: MailBrand;

  constructor(options: MailBrandOptions) {
    super();
    this.brand = new MailBrand(options);
  }

  async confirmation({ token, validForDays }: ConfirmationMail): Promise<RenderedMail> {
    const { brand } = this;
    const { productName } = brand.site;
    const subject = `Confirm your subscription to ${productName}`;
    const confirmUrl = brand.confirmUrl(token);
    const expiry = `The link works for ${validForDays} day${validForDays === 1 ? '' : 's'}.`;
    return renderMail(
      subject,
      emailLayout({
        brand,
        subject,
        preview: `One click and your welcome email is on its way. ${expiry}`,
        children: [
          heading('Please confirm your subscription'),
          paragraph(`Thanks for signing up to the ${productName} newsletter! Confirm that this address is yours and we will send your welcome email with our top episode.`),
          actionButton(confirmUrl, 'Confirm my subscription'),
          note(`${expiry} If the button does not work, open this address: `, textLink(confirmUrl, confirmUrl)),
          note('Did not ask for this? Ignore this email: without a confirmation we will not write again.'),
        ],
      }),
    );
  }

  async welcome({ topEpisode, unsubscribeUrl }: WelcomeMail): Promise<RenderedMail> {
    const { brand } = this;
    const { productName } = brand.site;
    const subject = `Welcome to ${productName}`;
    const start = topEpisode
      ? [
          paragraph('If you listen to one episode this week, make it our most popular one:'),
          episodeCard(topEpisode, brand),
          actionButton(brand.episodeUrl(topEpisode.id), 'Listen now'),
        ]
      : [paragraph('Our first episodes are on their way. You will find every episode here as soon as it is out:'), actionButton(brand.episodesUrl, 'Browse the episodes')];
    const letter = await renderForEveryRecipient(brand, subject, (unsubscribeHref) =>
      emailLayout({
        brand,
        subject,
        preview: topEpisode ? `Start with our top episode: ${oneLine(topEpisode.title)}` : `Welcome to the ${productName} newsletter.`,
        unsubscribeHref,
        children: [
          heading(`Welcome to ${productName}!`),
          paragraph(`You are in. Every week we send one practical tip for couples who want to manage money together, plus our newest episode.`),
          ...start,
          paragraph('In three days we will send three more episodes to listen to together.'),
          signOff(brand),
        ],
      }),
    );
    return letter.forRecipient({ unsubscribeUrl });
  }

  async episodePicks({ episodes, unsubscribeUrl }: EpisodePicksMail): Promise<RenderedMail> {
    const { brand } = this;
    const picks = episodes.slice(0, EPISODE_PICKS);
    const subject = picks.length === 1 ? 'An episode to listen to together' : `${countWords[picks.length] ?? picks.length} episodes to listen to together`;
    const letter = await renderForEveryRecipient(brand, subject, (unsubscribeHref) =>
      emailLayout({
        brand,
        subject,
        preview: picks.length > 0 ? picks.map((episode) => oneLine(episode.title)).join(' · ') : 'Every episode of the show in one place.',
        unsubscribeHref,
        children: [
          heading(picks.length > 0 ? 'Press play together' : 'Press play together soon'),
          paragraph(
            picks.length > 0
              ? 'Money talks go better with a shared starting point. Pick one of these for your next walk, drive or dinner, then talk about it:'
              : 'Our episodes are on their way: the list below fills as soon as they are out.',
          ),
          h(Fragment, null, ...picks.map((episode) => episodeCard(episode, brand))),
          actionButton(brand.episodesUrl, 'All episodes'),
          paragraph('In four days: our community, and a free budgeting template to fill in together.'),
          signOff(brand),
        ],
      }),
    );
    return letter.forRecipient({ unsubscribeUrl });
  }

  async community({ unsubscribeUrl }: UnsubscribableMail): Promise<RenderedMail> {
    const { brand } = this;
    const { productName, contactEmail } = brand.site;
    const subject = `Your free budgeting template, and the ${productName} community`;
    const social = brand.socialLinks;
    const community =
      social.length > 0
        ? [
            paragraph('Couples share their wins, questions and money dates with us every week. Come and say hello:'),
            h(
              Section,
              { className: themeClass.panel, style: styles.panel },
              ...social.map(({ key, label, url }, index) => h(Fragment, { key }, index > 0 ? ' · ' : null, textLink(url, label))),
            ),
          ]
        : [paragraph('Reply to this email or write to ', textLink(`mailto:${contactEmail}`, contactEmail), ': we read every message, and your questions shape the next episodes.')];
    const letter = await renderForEveryRecipient(brand, subject, (unsubscribeHref) =>
      emailLayout({
        brand,
        subject,
        preview: 'The budgeting template we use at home, free, and where to find other couples like you.',
        unsubscribeHref,
        children: [
          heading('A template to budget together'),
          paragraph('A budget works when you build it together. This is the template we use at home: sit down with it for half an hour this weekend.'),
          actionButton(brand.freeTemplateUrl, 'Get the free template'),
          subheading('Join the community'),
          ...community,
          paragraph('From now on you will hear from us once a week, with one tip and our newest episode.'),
          signOff(brand),
        ],
      }),
    );
    return letter.forRecipient({ unsubscribeUrl });
  }

  broadcast({ subject, previewText, bodyHtml }: BroadcastContent): Promise<MailForEveryRecipient> {
    const { brand } = this;
    // The owner's body, sanitized when saved (issue 25 item 6), goes in as it is: it is HTML, not data.
    const body = h('div', { className: themeClass.text, style: styles.prose, dangerouslySetInnerHTML: { __html: brand.absoluteLinksIn(bodyHtml) } });
    return renderForEveryRecipient(brand, subject, (unsubscribeHref): ReactElement => emailLayout({ brand, subject, preview: previewText, unsubscribeHref, children: [body] }));
  }

  async workshopConfirmation(registration: WorkshopRegistrationDetails): Promise<RenderedMail> {
    const { brand } = this;
    const { productName } = brand.site;
    const subject = `You are on the ${productName} workshop list`;
    return renderMail(
      subject,
      emailLayout({
        brand,
        subject,
        preview: "Thanks for your interest: we'll notify you when workshop registration opens.",
        children: [
          heading(`Thanks, ${registration.firstName}!`),
          paragraph("We have your registration for the couples' money workshop. We'll notify you when workshop registration opens, before anyone else hears about it."),
          paragraph('This is what you told us:'),
          detailsPanel(registrationFields(registration)),
          note('Something to change, or a question meanwhile? Reply to this email.'),
          signOff(brand),
        ],
      }),
    );
  }

  async workshopRegistrationNotice(registration: WorkshopRegistrationDetails): Promise<RenderedMail> {
    const { brand } = this;
    const name = `${registration.firstName} ${registration.lastName}`;
    const subject = `New workshop registration: ${name}`;
    return renderMail(
      subject,
      emailLayout({
        brand,
        subject,
        preview: `${name} <${registration.email}> wants to hear when workshop registration opens.`,
        footer: this.ownerNoticeFooter(),
        children: [
          heading('New workshop registration'),
          paragraph(`${name} wants to hear when workshop registration opens. Reply to this email to write to them.`),
          detailsPanel(registrationFields(registration)),
          actionButton(brand.urlOf(adminPaths.audience), 'See every registration'),
        ],
      }),
    );
  }

  async contactMessageNotice(message: ContactMessageDetails): Promise<RenderedMail> {
    const { brand } = this;
    const subject = `New message from ${message.name}: ${message.subject}`;
    return renderMail(
      subject,
      emailLayout({
        brand,
        subject,
        preview: `${message.name} <${message.email}> wrote through the contact form.`,
        footer: this.ownerNoticeFooter(),
        children: [
          heading('New contact message'),
          paragraph(`${message.name} wrote through the contact form. Reply to this email to answer them.`),
          detailsPanel([
            ['From', `${message.name} <${message.email}>`],
            ['Subject', message.subject],
            ['Message', message.message],
          ]),
          actionButton(brand.urlOf(adminPaths.audience), 'See every message'),
        ],
      }),
    );
  }

  /** Why the owner receives the notices: this address is the site's OWNER_EMAIL. */
  private ownerNoticeFooter(): ReactElement {
    const { brand } = this;
    return note(`Sent by ${brand.site.productName} (`, textLink(brand.homeUrl, brand.homeUrl), ') to the address its OWNER_EMAIL names.');
  }
}
