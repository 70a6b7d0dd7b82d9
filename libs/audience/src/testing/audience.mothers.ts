import type { ContactMessage, NewsletterSignup, WorkshopInterestForm, WorkshopRegistration } from '../domain/index.js';

export const aNewsletterSignup = (overrides: Partial<NewsletterSignup> = {}): NewsletterSignup => ({
  email: 'ann@example.com',
  tags: ['podcast_engagement_sequence'],
  ...overrides,
});

/** A workshop form as a visitor fills it in. */
export const aWorkshopInterestForm = (overrides: Partial<WorkshopInterestForm> = {}): WorkshopInterestForm => ({
  firstName: 'Ana',
  lastName: 'Diaz',
  email: 'ana@example.com',
  phone: '',
  partnerName: 'Leo',
  interests: 'Budgeting as newlyweds',
  newsletter: true,
  ...overrides,
});

/** A registration as the domain makes it from a valid form. */
export const aWorkshopRegistration = (overrides: Partial<WorkshopRegistration> = {}): WorkshopRegistration => ({
  firstName: 'Ana',
  lastName: 'Diaz',
  email: 'ana@example.com',
  phone: null,
  partnerName: 'Leo',
  questions: 'Budgeting as newlyweds',
  newsletter: true,
  ...overrides,
});

export const aContactMessage = (overrides: Partial<ContactMessage> = {}): ContactMessage => ({
  name: 'Sam',
  email: 'sam@example.com',
  subject: 'Hello',
  message: 'Loved episode 4.',
  ...overrides,
});
