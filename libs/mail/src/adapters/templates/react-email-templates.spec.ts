import { defaultSiteConfig, type SiteConfig } from '@harmony/site-config';
import type { ContactMessageDetails, NewsletterEpisode, RenderedMail, WorkshopRegistrationDetails } from '../../application/index.js';
import { ReactEmailTemplates } from './react-email-templates.js';

const publicUrl = 'https://listen.example.org';
const unsubscribeUrl = `${publicUrl}/api/newsletter/unsubscribe?token=u-1&list=news`;
const site: SiteConfig = { ...defaultSiteConfig, productName: 'Money Together', contactEmail: 'hello@listen.example.org' };
const templates = new ReactEmailTemplates({ site, publicUrl });

const anEpisode = (id: number, overrides: Partial<NewsletterEpisode> = {}): NewsletterEpisode => ({
  id,
  number: id,
  title: `Episode title ${id}`,
  description: `<p>What couples say about <strong>money</strong> in week ${id}.</p>`,
  ...overrides,
});
const hostile = '<script>alert("x")</script> Tom & Jerry\'s "budget"';

/** Every address the HTML links to or loads. */
const addressesIn = (html: string): string[] => [...html.matchAll(/\s(?:href|src)="([^"]*)"/g)].map(([, url]) => url.replace(/&amp;/g, '&'));

/** Every mail's links: on the site, or the contact address, or (Day 7) the profiles the owner named. */
function expectLinksOnSite(mail: RenderedMail, allowed: readonly string[] = []): void {
  const addresses = addressesIn(mail.html);
  expect(addresses.length).toBeGreaterThan(0);
  for (const address of addresses) {
    if (address.startsWith('mailto:') || allowed.includes(address)) continue;
    expect(address.startsWith(`${publicUrl}/`)).toBe(true);
  }
}

/** `toOwner`: the owner's notices end with why they came (OWNER_EMAIL), not with the contact address. */
function expectAWellFormedMail(mail: RenderedMail, { toOwner = false } = {}): void {
  expect(mail.subject).not.toMatch(/[\r\n]/);
  expect(mail.html).toMatch(/^<!DOCTYPE html/);
  expect(mail.html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1"/>');
  expect(mail.html).toContain('<meta name="color-scheme" content="light dark"/>');
  expect(mail.html).toContain('@media (prefers-color-scheme: dark)');
  expect(mail.html).toContain('max-width:600px');
  expect(mail.text).toContain(site.productName);
  expect(mail.text).toContain(toOwner ? 'OWNER_EMAIL' : site.contactEmail);
  // The preheader is the inbox's preview, not part of the text version.
  expect(mail.text).not.toMatch(/\u200b|\u200c|\u200d|\ufeff/);
}

function expectUnsubscribeFooter(mail: RenderedMail): void {
  expect(mail.html).toContain(`href="${publicUrl}/api/newsletter/unsubscribe?token=u-1&amp;list=news"`);
  expect(mail.html).toMatch(/>Unsubscribe<\/a>/);
  expect(mail.text).toContain(`Unsubscribe ${unsubscribeUrl}`);
}

describe(ReactEmailTemplates.name, () => {
  describe('the double opt-in confirmation', () => {
    it('links to the confirmation page with the token, says how long it works, and has no unsubscribe link', async () => {
      const mail = await templates.confirmation({ token: 'abc.def+/=', validForDays: 7 });

      const confirmUrl = `${publicUrl}/newsletter/confirm?token=abc.def%2B%2F%3D`;
      expect(mail.subject).toBe('Confirm your subscription to Money Together');
      expectAWellFormedMail(mail);
      expectLinksOnSite(mail);
      expect(addressesIn(mail.html)).toContain(confirmUrl);
      expect(mail.text).toContain(confirmUrl);
      expect(mail.text).toContain('7 days');
      expect(mail.html).not.toContain('Unsubscribe');
    });
  });

  describe('Day 0: the welcome', () => {
    it('names the top episode and links to its page', async () => {
      const mail = await templates.welcome({ topEpisode: anEpisode(12, { title: 'Talking money on date night' }), unsubscribeUrl });

      expect(mail.subject).toBe('Welcome to Money Together');
      expectAWellFormedMail(mail);
      expectLinksOnSite(mail);
      expectUnsubscribeFooter(mail);
      expect(mail.html).toContain('Talking money on date night');
      expect(mail.html).toContain('EP 12');
      expect(addressesIn(mail.html)).toContain(`${publicUrl}/episode/12`);
      expect(mail.text).toContain(`Talking money on date night ${publicUrl}/episode/12`);
    });

    it('points to the episodes list while none is published', async () => {
      const mail = await templates.welcome({ topEpisode: null, unsubscribeUrl });

      expect(addressesIn(mail.html)).toContain(`${publicUrl}/episodes`);
      expectUnsubscribeFooter(mail);
    });
  });

  describe('Day 3: three episodes', () => {
    it('shows exactly three episodes, each linking to its page', async () => {
      const mail = await templates.episodePicks({ episodes: [1, 2, 3, 4].map((id) => anEpisode(id)), unsubscribeUrl });

      expect(mail.subject).toBe('Three episodes to listen to together');
      expectAWellFormedMail(mail);
      expectLinksOnSite(mail);
      expectUnsubscribeFooter(mail);
      const episodeLinks = addressesIn(mail.html).filter((url) => /\/episode\/\d+$/.test(url));
      expect(episodeLinks).toEqual([1, 2, 3].map((id) => `${publicUrl}/episode/${id}`));
      expect(mail.html).not.toContain('Episode title 4');
      expect(mail.text).toContain('What couples say about money in week 1.');
    });

    it('copes with a show that has published one episode', async () => {
      const mail = await templates.episodePicks({ episodes: [anEpisode(1, { number: null, description: undefined })], unsubscribeUrl });

      expect(mail.subject).toBe('An episode to listen to together');
      expect(addressesIn(mail.html).filter((url) => /\/episode\/\d+$/.test(url))).toEqual([`${publicUrl}/episode/1`]);
      expect(mail.html).not.toContain('EP ');
    });

    it('copes with a show that has published none', async () => {
      const mail = await templates.episodePicks({ episodes: [], unsubscribeUrl });

      expect(mail.subject).toBe('No episodes to listen to together');
      expect(addressesIn(mail.html)).toContain(`${publicUrl}/episodes`);
    });
  });

  describe('Day 7: the community and the free template', () => {
    it('links to the social profiles the owner named, and only those', async () => {
      const social = { instagram: 'https://instagram.com/moneytogether', linkedin: 'https://www.linkedin.com/company/moneytogether' };
      const mail = await new ReactEmailTemplates({ site: { ...site, social }, publicUrl }).community({ unsubscribeUrl });

      expectAWellFormedMail(mail);
      expectLinksOnSite(mail, Object.values(social));
      expectUnsubscribeFooter(mail);
      expect(addressesIn(mail.html)).toEqual(expect.arrayContaining(Object.values(social)));
      expect(mail.html).toContain('>Instagram</a>');
      expect(mail.html).not.toMatch(/Facebook|Twitter/);
      expect(mail.text).toContain(`Instagram ${social.instagram}`);
    });

    it('invites a reply instead when no profile is set, and links the free template on the site', async () => {
      const mail = await templates.community({ unsubscribeUrl });

      expectLinksOnSite(mail);
      expect(mail.html).not.toMatch(/Facebook|Twitter|Instagram|LinkedIn/);
      expect(addressesIn(mail.html)).toContain(`${publicUrl}/`);
      expect(mail.text).toContain(`Get the free template ${publicUrl}/`);
    });

    it('links the free template where the owner publishes it', async () => {
      const mail = await new ReactEmailTemplates({ site, publicUrl, freeTemplatePath: '/blog/our-budget-template' }).community({ unsubscribeUrl });

      expect(mail.text).toContain(`Get the free template ${publicUrl}/blog/our-budget-template`);
    });
  });

  describe('a broadcast', () => {
    const content = {
      subject: 'Five money dates\nfor autumn',
      previewText: 'Plan them together & save',
      bodyHtml: `<h2>Money dates</h2><p>Read <a href="/blog/money-dates">our article</a> or <a href="https://example.com/x">this</a>.</p><img src="/media/a.png" alt="">`,
    };

    it('wraps the body in the brand, with its subject, preheader and a footer link per recipient', async () => {
      const letter = await templates.broadcast(content);
      const mail = letter.forRecipient({ unsubscribeUrl });

      expect(mail.subject).toBe('Five money dates for autumn');
      expectAWellFormedMail(mail);
      expectUnsubscribeFooter(mail);
      expect(mail.html).toContain('Plan them together &amp; save');
      expect(mail.html).toContain('<h2>Money dates</h2>');
      expect(mail.html).toContain(`href="${publicUrl}/blog/money-dates"`);
      expect(mail.html).toContain(`src="${publicUrl}/media/a.png"`);
      expect(mail.html).toContain('href="https://example.com/x"');
      expect(mail.text).toContain(`our article ${publicUrl}/blog/money-dates`);
    });

    it('is rendered once and addressed to each recipient by substitution', async () => {
      const letter = await templates.broadcast(content);
      const first = letter.forRecipient({ unsubscribeUrl: `${publicUrl}/api/newsletter/unsubscribe?token=first` });
      const second = letter.forRecipient({ unsubscribeUrl: `${publicUrl}/api/newsletter/unsubscribe?token=second$&` });

      expect(first.html).toContain('token=first"');
      expect(first.html).not.toContain('token=second');
      expect(second.html).toContain('token=second$&amp;"');
      expect(second.text).toContain('token=second$&');
      expect(first.html.replace('token=first', () => 'token=second$&amp;')).toBe(second.html);
      expect(first.html).not.toContain('unsubscribe.invalid');
    });

    it('refuses an unsubscribe link that is not on the site', async () => {
      const letter = await templates.broadcast(content);

      expect(() => letter.forRecipient({ unsubscribeUrl: 'https://elsewhere.example/unsubscribe' })).toThrow(/absolute address on https:\/\/listen\.example\.org/);
      expect(() => letter.forRecipient({ unsubscribeUrl: '/api/newsletter/unsubscribe' })).toThrow(/absolute address/);
    });
  });

  describe('escaping', () => {
    it("escapes the data in every template's HTML and keeps it readable in the text", async () => {
      const episode = anEpisode(7, { title: hostile });
      const escaped = '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; Tom &amp; Jerry&#x27;s &quot;budget&quot;';
      const mails = [
        await templates.welcome({ topEpisode: episode, unsubscribeUrl }),
        await templates.episodePicks({ episodes: [episode], unsubscribeUrl }),
        await new ReactEmailTemplates({ site: { ...site, productName: hostile }, publicUrl }).community({ unsubscribeUrl }),
      ];
      for (const mail of mails) {
        expect(mail.html).not.toContain('<script>');
        expect(mail.html).toContain(escaped);
        expect(mail.text).toContain(hostile);
      }

      // A broadcast's subject and preheader are the owner's data; its body is the owner's sanitized HTML.
      const broadcast = (await templates.broadcast({ subject: hostile, previewText: hostile, bodyHtml: '<p>Hi</p>' })).forRecipient({ unsubscribeUrl });
      expect(broadcast.subject).toBe(hostile);
      expect(broadcast.html).not.toContain('<script>');
      expect(broadcast.html).toContain(`<title>${escaped}</title>`);
      expect(broadcast.html).toContain(`data-skip-in-text="true">${escaped}`);
    });

    it('keeps a token with URL characters inside its query parameter', async () => {
      const mail = await templates.confirmation({ token: 'a&b="><x', validForDays: 1 });

      expect(addressesIn(mail.html)).toContain(`${publicUrl}/newsletter/confirm?token=a%26b%3D%22%3E%3Cx`);
      expect(mail.text).toContain('1 day.');
    });
  });

  describe('links', () => {
    it('are made beneath a PUBLIC_URL that names a folder', async () => {
      const mail = await new ReactEmailTemplates({ site, publicUrl: 'https://example.org/podcast/' }).welcome({
        topEpisode: anEpisode(3),
        unsubscribeUrl: 'https://example.org/podcast/api/newsletter/unsubscribe?token=t',
      });

      expect(addressesIn(mail.html)).toEqual(expect.arrayContaining(['https://example.org/podcast/', 'https://example.org/podcast/episode/3']));
    });
  });

  describe("the forms' transactional mail (issue 25 item 7)", () => {
    const registration: WorkshopRegistrationDetails = {
      firstName: 'Ana',
      lastName: 'Diaz',
      email: 'ana@example.com',
      phone: '+1 555 0100',
      partnerName: null,
      questions: 'Budgeting as newlyweds\nand saving for a house',
    };
    const message: ContactMessageDetails = { name: 'Sam Lee', email: 'sam@example.com', subject: 'Loved episode 4', message: 'Thanks!\nOne question: …' };

    it("confirms a workshop registration to the registrant: we'll notify them when registration opens, their details echoed", async () => {
      const mail = await templates.workshopConfirmation(registration);

      expect(mail.subject).toBe('You are on the Money Together workshop list');
      expectAWellFormedMail(mail);
      expectLinksOnSite(mail);
      expect(mail.text).toContain("We'll notify you when workshop registration opens");
      for (const detail of ['Name: Ana Diaz', 'Email: ana@example.com', 'Phone: +1 555 0100', 'What you would like to learn: Budgeting as newlyweds\nand saving for a house'])
        expect(mail.text).toContain(detail);
      // A field left empty is not echoed; the typed line break is kept.
      expect(mail.text).not.toContain("Partner's name");
      expect(mail.html).toContain('Budgeting as newlyweds<br/>and saving for a house');
      expect(mail.html).not.toContain('Unsubscribe');
    });

    it("tells the owner of a new workshop registration, with its details and a link to the back office's lists", async () => {
      const mail = await templates.workshopRegistrationNotice({ ...registration, partnerName: 'Leo' });

      expect(mail.subject).toBe('New workshop registration: Ana Diaz');
      expectAWellFormedMail(mail, { toOwner: true });
      expectLinksOnSite(mail);
      expect(addressesIn(mail.html)).toContain(`${publicUrl}/admin/audience`);
      expect(mail.text).toContain("Partner's name: Leo");
    });

    it('forwards a contact message to the owner in full, line breaks kept', async () => {
      const mail = await templates.contactMessageNotice(message);

      expect(mail.subject).toBe('New message from Sam Lee: Loved episode 4');
      expectAWellFormedMail(mail, { toOwner: true });
      expectLinksOnSite(mail);
      expect(mail.text).toContain('From: Sam Lee <sam@example.com>');
      expect(mail.text).toContain('Message: Thanks!\nOne question: …');
    });

    it("escapes what visitors typed, and keeps a subject on one line", async () => {
      const typed = `${hostile}\r\nBcc: victim@example.com`;
      const mails = [
        await templates.workshopConfirmation({ ...registration, firstName: typed, questions: typed }),
        await templates.workshopRegistrationNotice({ ...registration, lastName: typed, partnerName: typed }),
        await templates.contactMessageNotice({ name: typed, email: 'sam@example.com', subject: typed, message: typed }),
      ];
      for (const mail of mails) {
        expect(mail.html).not.toContain('<script>');
        expect(mail.html).toContain('&lt;script&gt;');
        expect(mail.subject).not.toMatch(/[\r\n]/);
      }
    });
  });

  describe('render time', () => {
    /** Milliseconds of this process's CPU (not of the wall clock, which other work on a shared machine stretches) per run of `work`. */
    async function cpuMsPerRun(runs: number, work: (run: number) => unknown): Promise<number> {
      const started = process.cpuUsage();
      for (let run = 0; run < runs; run += 1) await work(run);
      const { user, system } = process.cpuUsage(started);
      return (user + system) / 1000 / runs;
    }

    it('renders one message in a few milliseconds, and addresses a rendered broadcast in microseconds', async () => {
      const episodes = [1, 2, 3].map((id) => anEpisode(id));
      await cpuMsPerRun(5, () => templates.episodePicks({ episodes, unsubscribeUrl })); // warm-up: modules loaded, code compiled
      const perMessage = await cpuMsPerRun(30, () => templates.episodePicks({ episodes, unsubscribeUrl }));

      const letter = await templates.broadcast({ subject: 'News', previewText: 'News', bodyHtml: '<p>News for the two of you.</p>'.repeat(40) });
      const perRecipient = await cpuMsPerRun(10_000, (run) => letter.forRecipient({ unsubscribeUrl: `${publicUrl}/api/newsletter/unsubscribe?token=${run}` }));

      process.stdout.write(`one message rendered in ${perMessage.toFixed(2)} ms of CPU; a rendered broadcast addressed in ${(perRecipient * 1000).toFixed(1)} µs per recipient\n`);
      // Loose bounds (the figures printed above are what to read): they catch a render gone slow by an order of
      // magnitude (React Email's Tailwind component once took seconds), and a broadcast that renders per recipient.
      expect(perMessage).toBeLessThan(100);
      expect(perRecipient).toBeLessThan(perMessage / 20);
    });
  });
});
