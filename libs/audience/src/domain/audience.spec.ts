import { aWorkshopRegistration } from '../testing/audience.mothers.js';
import { fieldErrorsFor } from '../testing/index.js';
import { contactMessage } from './contact-message.js';
import { isValidEmail, normaliseEmail } from './email.js';
import { INVALID_SUBMISSION } from './invalid-submission.error.js';
import { newsletterSignup } from './newsletter.js';
import { registerWorkshopInterest } from './workshop-interest.js';

const fieldErrorsOf = fieldErrorsFor(INVALID_SUBMISSION);

describe('email rules', () => {
  it('normalises by trimming and lower-casing', () => expect(normaliseEmail('  Ann.Lee@Example.COM ')).toBe('ann.lee@example.com'));
  it.each(['a@b.co', 'first.last+tag@mail.example.com.au', "o'brien@example.ie", 'zoë@exämple.de', 'zoe\u0308@example.de', 'x_y-z@sub-domain.example.com'])('accepts %p', (email) =>
    expect(isValidEmail(email)).toBe(true),
  );
  it.each([
    '',
    'plain',
    'a@b',
    'a@@b.com',
    'a b@c.com',
    'a@b..com',
    `${'x'.repeat(250)}@b.com`,
    '<script>alert(1)</script>@example.com',
    '"quoted"@example.com',
    'a..b@example.com',
    '.a@example.com',
    'a@-example.com',
    'a@example.com\r\nBcc: b@example.com',
    'a@exa mple.com',
  ])('rejects %p', (email) => expect(isValidEmail(email)).toBe(false));
});

describe(newsletterSignup.name, () => {
  it('normalises the address and de-duplicates tags', () => {
    expect(newsletterSignup({ email: ' Ann@Example.com ', tags: ['podcast_engagement_sequence', 'Podcast_Engagement_Sequence'] })).toEqual({
      email: 'ann@example.com',
      tags: ['podcast_engagement_sequence'],
    });
  });

  it('requires a valid address', () => {
    expect(fieldErrorsOf(() => newsletterSignup({ email: '   ' }))).toEqual([{ field: 'email', message: 'Email is required' }]);
    expect(fieldErrorsOf(() => newsletterSignup({ email: 'nope' }))).toEqual([{ field: 'email', message: 'Please enter a valid email address' }]);
  });

  it('refuses odd or too many tags', () => {
    expect(fieldErrorsOf(() => newsletterSignup({ email: 'a@b.co', tags: ['<script>'] }))[0].field).toBe('tags');
    expect(fieldErrorsOf(() => newsletterSignup({ email: 'a@b.co', tags: Array.from({ length: 11 }, (_, index) => `t${index}`) }))[0].field).toBe('tags');
  });
});

describe(registerWorkshopInterest.name, () => {
  const form = { firstName: ' Ana ', lastName: 'Diaz', email: 'ANA@example.com', interests: 'Budgeting as newlyweds', phone: ' ', partnerName: ' Leo ' };

  it('stores interests as questions, optional fields as null, newsletter false by default', () => {
    // Trimmed, the address normalised, the blank phone null.
    expect(registerWorkshopInterest(form)).toEqual(aWorkshopRegistration({ newsletter: false }));
  });

  it('reports every SPEC message at once', () => {
    expect(fieldErrorsOf(() => registerWorkshopInterest({ firstName: '', lastName: ' ', email: 'x', interests: 'too short' }))).toEqual([
      { field: 'firstName', message: 'First name is required' },
      { field: 'lastName', message: 'Last name is required' },
      { field: 'email', message: 'Please enter a valid email address' },
      { field: 'interests', message: 'Please tell us more about your interests (at least 10 characters)' },
    ]);
  });
});

describe(contactMessage.name, () => {
  it('requires every field', () => {
    expect(fieldErrorsOf(() => contactMessage({ name: '', email: '', subject: '', message: '' })).map((problem) => problem.message)).toEqual([
      'Name is required',
      'Email is required',
      'Subject is required',
      'Message is required',
    ]);
  });
});
