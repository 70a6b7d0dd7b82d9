/** Where a demo article's markdown shows its generated illustration (replaced at seed time). */
export const ILLUSTRATION = '{{illustration}}';

interface DemoArticle {
  readonly title: string;
  readonly slug: string;
  readonly excerpt: string;
  readonly content: string;
  readonly category: string;
  readonly tags: readonly string[];
  readonly featured: boolean;
  readonly publishedAt: Date;
}

export const demoArticles: readonly DemoArticle[] = [
  {
    title: 'The Monthly Money Date: A Ritual That Changed Our Marriage',
    slug: 'the-monthly-money-date',
    excerpt: 'One evening a month, a short agenda and a rule that nobody is on trial. Here is exactly how we run ours, and how to start yours this week.',
    category: 'communication',
    tags: ['communication', 'budgeting', 'habits', 'couples'],
    featured: true,
    publishedAt: new Date('2026-11-12T08:00:00Z'),
    content: `# The Monthly Money Date

For the first three years of our marriage we only talked about money when something had gone wrong. A surprise bill, an overdrawn account, a purchase one of us *thought* the other had agreed to. The conversations were tense because they were always about a problem.

![A table set for two with a notebook and two cups of tea](${ILLUSTRATION})

## Why a ritual works better than a crisis

A ritual takes the surprise out of money. When you know there is a calm time each month to raise a worry, you stop carrying it around. You also get to talk about the **good** things: the debt that shrank, the savings goal that grew.

## Our agenda, in four parts

- **Celebrate** one win from the past month, however small.
- **Review** what came in and what went out, without judgement.
- **Decide** on one change for next month.
- **Dream** for five minutes about something you are saving towards.

### The one rule

Nobody is on trial. If a question starts with *"Why did you..."*, we rephrase it as *"Help me understand..."*. It sounds small; it changed everything.

## Getting started this week

Pick a date, put it in both calendars and choose a place you both like. Bring your bank app and a notebook. Keep the first one to forty minutes and end on the dream, not the numbers.`,
  },
  {
    title: 'Joint, Separate or Both? Choosing Your Banking Setup',
    slug: 'joint-separate-or-both',
    excerpt: 'There is no single right way for couples to bank. We compare the three common setups, what each says about trust and independence, and how to switch.',
    category: 'financial-advice',
    tags: ['banking', 'joint-accounts', 'independence'],
    featured: true,
    publishedAt: new Date('2026-10-29T08:00:00Z'),
    content: `# Joint, Separate or Both?

Ask ten couples how they organise their accounts and you will hear ten answers. The setup matters less than whether **both of you chose it**.

## Option one: everything joint

All income lands in one account and all bills leave from it. It is simple and it builds a strong sense of *our* money. It works best when you have similar spending habits, or a very clear budget.

## Option two: fully separate

Each partner keeps their own accounts and you split shared costs. It protects independence, but it can turn every dinner into a small negotiation.

## Option three: yours, mine and ours

![Three jars labelled yours, mine and ours](${ILLUSTRATION})

Most couples we interview end up here:

- A **joint account** for rent or mortgage, groceries, bills and shared goals.
- A **personal account** each, for spending that needs no discussion.
- An agreed amount moving into each account on payday.

### How to decide the split

Equal contributions feel fair when incomes are similar. When they are not, many couples contribute *in proportion* to income, so both keep a similar share of personal spending money.

## Switching without drama

Change one thing at a time, set up automatic transfers, and review it at your next money date.`,
  },
  {
    title: 'Paying Down Debt as a Team: Snowball or Avalanche?',
    slug: 'paying-down-debt-as-a-team',
    excerpt: 'Bringing debt into a relationship can feel like bringing baggage. Two proven payoff methods, and how to pick the one you will actually stick with.',
    category: 'debt-management',
    tags: ['debt', 'credit-cards', 'motivation'],
    featured: true,
    publishedAt: new Date('2026-10-15T08:00:00Z'),
    content: `# Paying Down Debt as a Team

Debt is rarely just a number. It can carry shame, old stories and worry about being judged. The first step is a calm, complete list: *every* balance, rate and minimum payment, on one page.

## The snowball method

Pay the minimum on everything, and put every spare dollar on the **smallest balance** first. When it is gone, roll its payment into the next smallest.

- Quick wins keep motivation high.
- Great when you need proof that the plan works.

## The avalanche method

Pay the minimum on everything, and put every spare dollar on the **highest interest rate** first.

- Saves the most money overall.
- Slower early wins, so celebrate milestones deliberately.

![A snowball rolling down a gentle hill](${ILLUSTRATION})

### Which one should you choose?

The best method is the one you will keep doing. If you have tried and stopped before, start with the snowball. If you are motivated by the maths, take the avalanche.

## Doing it together

Agree who tracks progress, put the payoff date on the fridge, and plan a small celebration for each debt you close. If repayments feel impossible, talk to a free financial counsellor before you miss one.`,
  },
  {
    title: 'Building an Emergency Fund on One Income',
    slug: 'emergency-fund-on-one-income',
    excerpt: 'A safety net you both trust: how big it should be, where to keep it, and how to decide together what counts as an emergency.',
    category: 'saving',
    tags: ['emergency-fund', 'saving', 'security'],
    featured: false,
    publishedAt: new Date('2026-10-01T08:00:00Z'),
    content: `# Building an Emergency Fund on One Income

An emergency fund is not an investment. Its job is to be **boring, available and untouched** until life happens.

## How much is enough?

A common target is three months of essential expenses. Start smaller: your first goal is one month, or even *one thousand dollars*.

![A small umbrella sheltering a stack of coins](${ILLUSTRATION})

## Where to keep it

- A separate high-interest savings account, not your everyday account.
- In both names, so either of you can reach it in a crisis.
- Not invested in shares: it must be there when markets are down.

### What counts as an emergency?

Decide **before** you need it. Ours: job loss, urgent medical or dental costs, essential car or home repairs. Not an emergency: sales, holidays, or a birthday we forgot.

## Growing it on one income

Practise living on one salary and save the other, or if you already live on one income, automate a small transfer every payday. Raise it each time a debt is paid off.`,
  },
  {
    title: 'Saving for a Home Deposit Without Losing Your Social Life',
    slug: 'saving-for-a-home-deposit',
    excerpt: 'Deposit targets, savings accounts and first-home schemes, plus the honest conversation about what you will give up for a few years, and what you will not.',
    category: 'real-estate',
    tags: ['home-buying', 'saving', 'goals'],
    featured: false,
    publishedAt: new Date('2026-09-17T08:00:00Z'),
    content: `# Saving for a Home Deposit

Buying a first home is often the biggest money goal a couple shares. It is also a long one, so the plan has to survive birthdays, weddings and the odd weekend away.

## Start with the number

Work out the price range you are aiming for, then your deposit target and the **costs people forget**: stamp duty where it applies, legal fees, inspections and moving.

![A small house made of building blocks on a table](${ILLUSTRATION})

## Make saving automatic

- Open a dedicated account and name it after the goal.
- Transfer on payday, before you can spend it.
- Check which government first-home schemes you qualify for.

### What we kept, and what we cut

We cut takeaway to once a fortnight and paused a streaming service. We *kept* one dinner out with friends each month, because a plan you hate is a plan you abandon.

## Check in every quarter

Compare your progress with your target, adjust for interest rates, and remember that a later purchase with a bigger deposit is not a failure.`,
  },
  {
    title: 'Talking About Money With Your Family: Boundaries With Love',
    slug: 'money-and-family-boundaries',
    excerpt: 'Supporting parents, lending to siblings, gifts at every birthday. A script for saying no kindly and yes on purpose, agreed between the two of you first.',
    category: 'communication',
    tags: ['family', 'boundaries', 'communication'],
    featured: false,
    publishedAt: new Date('2026-09-03T08:00:00Z'),
    content: `# Money and Family: Boundaries With Love

Family and money are tangled in every culture. The trouble usually starts when partners have **different expectations** they have never said out loud.

## Agree as a couple first

Before anyone asks, decide together:

- How much you can give or lend each year without hurting your own goals.
- Whether a loan is really a gift, and how you will feel if it is never repaid.
- Who answers requests from whose family.

![Two chairs facing each other in a warm, quiet room](${ILLUSTRATION})

## A script for saying no kindly

*"We love you and we want to help. We have set our budget for the year and we can't lend money right now. Could we help in another way?"*

### And for saying yes on purpose

A planned yes feels very different from a guilty one. Put family support in your budget as a line of its own, and enjoy giving it.

## When it is hard

Some conversations take more than one attempt. Stay on the same side: it is the two of you, together, working out a problem with the people you love.`,
  },
];
