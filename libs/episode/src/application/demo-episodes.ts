import type { Chapter, EpisodeDraft, Transcript, TranscriptCue } from '../domain/index.js';

/** A part of a demo episode: a chapter, and for some episodes what is said in it (a transcript line each). */
export interface DemoSection {
  readonly title: string;
  readonly said?: readonly string[];
}

/**
 * A demo episode as written here; its duration is the length of the audio it plays, and its sections
 * become its chapters (and transcript) spread over that length (see SeedDemoEpisodes).
 */
export type DemoEpisode = Omit<EpisodeDraft, 'audioUrl' | 'imageUrl' | 'descriptionHtml' | 'duration'> & { readonly sections: readonly DemoSection[] };

/**
 * Where each section starts in audio of `seconds`: evenly spaced from 0, in whole seconds, so that every
 * chapter starts inside the audio the episode really plays, however long the generated tune came out.
 */
const sectionStarts = (sections: readonly DemoSection[], seconds: number): number[] => sections.map((_, index) => Math.floor((index * seconds) / sections.length));

/** The demo episode's chapters in audio of `seconds`: one per section, in order. */
export function demoChapters(demo: Pick<DemoEpisode, 'sections'>, seconds: number): Chapter[] {
  const starts = sectionStarts(demo.sections, seconds);
  return demo.sections.map((section, index) => ({ startSeconds: starts[index] ?? 0, title: section.title }));
}

/**
 * The demo episode's transcript in audio of `seconds`, or null when none of its sections says anything:
 * a section's lines share its span evenly, each cue ending where the next begins (milliseconds).
 */
export function demoTranscript(demo: Pick<DemoEpisode, 'sections'>, seconds: number): Transcript | null {
  const starts = sectionStarts(demo.sections, seconds);
  const cues = demo.sections.flatMap((section, index): TranscriptCue[] => {
    const lines = section.said ?? [];
    const from = starts[index] ?? 0;
    const slot = ((starts[index + 1] ?? seconds) - from) / Math.max(1, lines.length);
    const at = (step: number) => Math.floor((from + step * slot) * 1000) / 1000;
    return lines.map((text, line) => ({ startSeconds: at(line), endSeconds: at(line + 1), text }));
  });
  return cues.length ? { cues } : null;
}

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
    sections: [
      { title: 'Why we dreaded the money talk', said: ['We put off talking about money for two years.', 'Every time one of us raised it, the other heard blame.'] },
      { title: 'Our first money date', said: ['So we tried a date instead: snacks, a short agenda, one hour.', 'Nobody is on trial: that is the only rule.'] },
      { title: 'Three questions to open the conversation', said: ['What felt good about money this month?', 'What worried you? What is one thing we could try?'] },
      { title: 'Listening when habits scare you', said: ['When a habit scares you, ask about it before you judge it.'] },
      { title: 'Ending with one small win', said: ['We always finish on one small win, even a tiny one.', 'Next time: how we set up our accounts.'] },
    ],
  },
  {
    number: 2,
    title: 'Yours, Mine and Ours: Choosing a Banking Setup That Fits',
    featured: false,
    publishedAt: released(2),
    description:
      'Joint account, separate accounts, or the popular “three-bucket” approach? We compare the setups real listeners use, what each says about trust and independence, and how to switch without drama.\n\nPlus: the spending-money allowance that saved our Saturday mornings.',
    sections: [
      { title: 'Joint, separate or three buckets' },
      { title: 'What each setup says about trust' },
      { title: 'Switching without drama' },
      { title: 'The spending-money allowance' },
    ],
  },
  {
    number: 3,
    title: 'Spender Meets Saver: Turning Differences Into Strengths',
    featured: false,
    publishedAt: released(3),
    description:
      'One of us loves a bargain, the other loves an experience. Opposites attract — and then they argue about the credit card bill. We unpack money personalities and how to build a plan that gives each partner room to be themselves.',
    sections: [
      { title: 'Meet the spender and the saver' },
      { title: 'Money personalities' },
      { title: 'Room for each of us' },
      { title: 'A plan we both keep' },
    ],
  },
  {
    number: 4,
    title: 'Debt in the Relationship: Paying It Down as a Team',
    featured: false,
    publishedAt: released(4),
    description:
      'Bringing debt into a relationship can feel like bringing baggage. We talk about disclosure without shame, the *snowball* versus *avalanche* methods, and celebrating milestones together.\n\n- When to combine repayments and when not to\n- Talking to a financial counsellor',
    sections: [
      { title: 'Bringing debt into the relationship' },
      { title: 'Disclosure without shame' },
      { title: 'Snowball or avalanche' },
      { title: 'Celebrating milestones' },
    ],
  },
  {
    number: 5,
    title: 'Building an Emergency Fund You Both Trust',
    featured: false,
    publishedAt: released(5),
    description:
      'How big should your safety net be, where should it live, and who gets to decide what counts as an emergency? A practical episode with a simple three-month target and a plan to reach it on one income.',
    sections: [
      { title: 'What counts as an emergency' },
      { title: 'How big a safety net' },
      { title: 'Where the fund lives' },
      { title: 'Three months on one income' },
    ],
  },
  {
    number: 6,
    title: 'Money and Family Expectations: Setting Boundaries With Love',
    featured: false,
    publishedAt: released(6),
    description:
      'Supporting parents, lending to siblings, gifts at every birthday — family and money are tangled. We share the script we use to say **no** kindly and to say **yes** on purpose.',
    sections: [
      { title: 'Family and money, tangled' },
      { title: 'Helping parents and siblings' },
      { title: 'Saying no kindly' },
      { title: 'Saying yes on purpose' },
    ],
  },
  {
    number: 7,
    title: 'Saving for a Home Deposit Together',
    featured: false,
    publishedAt: released(7),
    description:
      'First-home buyers, this one is for you. Deposit targets, high-interest savings accounts, first-home schemes, and the conversation about what you will give up for a few years — and what you will not.',
    sections: [
      { title: 'Setting the deposit target' },
      { title: 'High-interest savings accounts' },
      { title: 'First-home schemes' },
      { title: 'What we will give up, and what we won\'t' },
    ],
  },
  {
    number: 8,
    title: 'Investing 101 for Couples: Super, Shares and Index Funds',
    featured: false,
    publishedAt: released(8),
    description:
      'Investing feels complicated until you name the goal. We explain superannuation contributions, low-cost index funds and dollar-cost averaging in plain language, and how to agree on how much risk you can both sleep with.\n\n*General information only, not personal financial advice.*',
    sections: [
      { title: 'Name the goal first' },
      { title: 'Superannuation contributions' },
      { title: 'Index funds and dollar-cost averaging' },
      { title: 'How much risk we can sleep with' },
    ],
  },
  {
    number: 9,
    title: 'Planning Parental Leave Without Panic',
    featured: true,
    publishedAt: released(9),
    description:
      'A baby changes the budget overnight. We walk through the months before leave: building a buffer, practising on one income, dividing the mental load, and keeping both partners’ super on track.',
    sections: [
      { title: 'The months before leave', said: ['A baby changes the budget overnight, so we started early.', 'Six months out, we listed every cost we could think of.'] },
      { title: 'Building a buffer', said: ['We aimed for a buffer of three months of bills.'] },
      { title: 'Practising on one income', said: ['For three months we lived on one salary and saved the other.'] },
      { title: 'Dividing the mental load', said: ['Who books the appointments? Who tracks the bills? We wrote it down.'] },
      { title: 'Keeping both partners\' super on track', said: ['And we topped up the super of the partner on leave.'] },
    ],
  },
  {
    number: 10,
    title: 'When One Partner Earns More: Fairness Without Scorekeeping',
    featured: true,
    publishedAt: released(10),
    description:
      'Splitting bills fifty-fifty can feel fair and still feel wrong. We compare proportional splits, pooling everything and hybrid plans, and talk honestly about power, gratitude and the value of unpaid work.',
    sections: [
      { title: 'When fifty-fifty feels wrong', said: ['Splitting every bill in half looked fair on paper.', 'It did not feel fair when one of us earned twice as much.'] },
      { title: 'Proportional splits', said: ['A proportional split means each pays the same slice of their income.'] },
      { title: 'Pooling everything, or a hybrid', said: ['Some couples pool everything; we kept a little money each.'] },
      { title: 'Power, gratitude and unpaid work', said: ['Unpaid work at home is work too, and it counts.'] },
    ],
  },
  {
    number: 11,
    title: 'Dreaming Big: Writing Your Ten-Year Money Vision',
    featured: true,
    publishedAt: released(11),
    description:
      'Budgets are easier to keep when they serve a dream you share. In our favourite exercise of the year, we each write our ten-year vision, compare notes, and turn the overlap into three goals for the next twelve months.\n\n- The “perfect ordinary Tuesday” prompt\n- Turning dreams into numbers\n- Checking in every quarter',
    sections: [
      { title: 'Why dreams make budgets easier', said: ['Budgets are easier to keep when they serve a dream you both want.', 'This is our favourite exercise of the year.'] },
      { title: 'The perfect ordinary Tuesday', said: ['Imagine an ordinary Tuesday ten years from now.', 'Where do you wake up? What do you do all day?'] },
      { title: 'Turning dreams into numbers', said: ['Then we put a price on the overlap between our two visions.'] },
      { title: 'Three goals for the next twelve months', said: ['Three goals, one for each of us and one together.'] },
      { title: 'Checking in every quarter', said: ['Every quarter we read the visions again and adjust.'] },
    ],
  },
];
