import type { EpisodeDraft } from '../domain/index.js';

/** A demo episode as written here; its duration is the length of the audio it plays (see SeedDemoEpisodes). */
type DemoEpisode = Omit<EpisodeDraft, 'audioUrl' | 'imageUrl' | 'descriptionHtml' | 'duration'>;

// Fortnightly, like the show: episode 1 went out twenty weeks before episode 11.
const fortnightsBefore = (latest: string, count: number): Date => new Date(new Date(latest).getTime() - count * 14 * 24 * 3600 * 1000);
const latestRelease = '2026-11-10T19:00:00.000Z';
const released = (episodeNumber: number) => fortnightsBefore(latestRelease, 11 - episodeNumber);

// Descriptions in markdown, as the owner writes them in the Episode Manager.
export const demoEpisodes: readonly DemoEpisode[] = [
  {
    number: 1,
    title: 'The First Money Date: Talking Finances Without Fighting',
    featured: false,
    publishedAt: released(1),
    description:
      'Most couples avoid the money talk until something goes wrong. We share how we turned our first tense conversation into a monthly **money date** — with snacks, a short agenda and a rule that nobody is on trial.\n\n- Three questions to open the conversation\n- How to listen when your partner’s habits scare you\n- Ending every money date with one small win',
  },
  {
    number: 2,
    title: 'Yours, Mine and Ours: Choosing a Banking Setup That Fits',
    featured: false,
    publishedAt: released(2),
    description:
      'Joint account, separate accounts, or the popular “three-bucket” approach? We compare the setups real listeners use, what each says about trust and independence, and how to switch without drama.\n\nPlus: the spending-money allowance that saved our Saturday mornings.',
  },
  {
    number: 3,
    title: 'Spender Meets Saver: Turning Differences Into Strengths',
    featured: false,
    publishedAt: released(3),
    description:
      'One of us loves a bargain, the other loves an experience. Opposites attract — and then they argue about the credit card bill. We unpack money personalities and how to build a plan that gives each partner room to be themselves.',
  },
  {
    number: 4,
    title: 'Debt in the Relationship: Paying It Down as a Team',
    featured: false,
    publishedAt: released(4),
    description:
      'Bringing debt into a relationship can feel like bringing baggage. We talk about disclosure without shame, the *snowball* versus *avalanche* methods, and celebrating milestones together.\n\n- When to combine repayments and when not to\n- Talking to a financial counsellor',
  },
  {
    number: 5,
    title: 'Building an Emergency Fund You Both Trust',
    featured: false,
    publishedAt: released(5),
    description:
      'How big should your safety net be, where should it live, and who gets to decide what counts as an emergency? A practical episode with a simple three-month target and a plan to reach it on one income.',
  },
  {
    number: 6,
    title: 'Money and Family Expectations: Setting Boundaries With Love',
    featured: false,
    publishedAt: released(6),
    description:
      'Supporting parents, lending to siblings, gifts at every birthday — family and money are tangled. We share the script we use to say **no** kindly and to say **yes** on purpose.',
  },
  {
    number: 7,
    title: 'Saving for a Home Deposit Together',
    featured: false,
    publishedAt: released(7),
    description:
      'First-home buyers, this one is for you. Deposit targets, high-interest savings accounts, first-home schemes, and the conversation about what you will give up for a few years — and what you will not.',
  },
  {
    number: 8,
    title: 'Investing 101 for Couples: Super, Shares and Index Funds',
    featured: false,
    publishedAt: released(8),
    description:
      'Investing feels complicated until you name the goal. We explain superannuation contributions, low-cost index funds and dollar-cost averaging in plain language, and how to agree on how much risk you can both sleep with.\n\n*General information only, not personal financial advice.*',
  },
  {
    number: 9,
    title: 'Planning Parental Leave Without Panic',
    featured: true,
    publishedAt: released(9),
    description:
      'A baby changes the budget overnight. We walk through the months before leave: building a buffer, practising on one income, dividing the mental load, and keeping both partners’ super on track.',
  },
  {
    number: 10,
    title: 'When One Partner Earns More: Fairness Without Scorekeeping',
    featured: true,
    publishedAt: released(10),
    description:
      'Splitting bills fifty-fifty can feel fair and still feel wrong. We compare proportional splits, pooling everything and hybrid plans, and talk honestly about power, gratitude and the value of unpaid work.',
  },
  {
    number: 11,
    title: 'Dreaming Big: Writing Your Ten-Year Money Vision',
    featured: true,
    publishedAt: released(11),
    description:
      'Budgets are easier to keep when they serve a dream you share. In our favourite exercise of the year, we each write our ten-year vision, compare notes, and turn the overlap into three goals for the next twelve months.\n\n- The “perfect ordinary Tuesday” prompt\n- Turning dreams into numbers\n- Checking in every quarter',
  },
];
