import { Award, CalendarCheck, ClipboardList, Coffee, Home, MessageCircle, PiggyBank, PlayCircle, Shield, Target, TrendingUp, Users, Video, type LucideIcon } from 'lucide-react';

export interface WorkshopItem {
  readonly title: string;
  readonly description: string;
  readonly icon: LucideIcon;
}

/** SPEC §2: the six learning topics. */
export const learningTopics: readonly WorkshopItem[] = [
  { title: 'Money Communication', icon: MessageCircle, description: 'A calm, blame-free way to talk about money, so every conversation moves you forward together.' },
  { title: 'Joint Budgeting', icon: PiggyBank, description: 'Build a budget you both believe in, with room for shared goals and for personal spending.' },
  { title: 'Investment Planning', icon: TrendingUp, description: 'Understand the investing basics as a couple and agree on a strategy that suits your comfort with risk.' },
  { title: 'Debt Management', icon: Shield, description: 'Pay down debt as a team with a method that keeps you both motivated until the last balance is gone.' },
  { title: 'Real Estate Decisions', icon: Home, description: 'Weigh renting against buying, plan a deposit and make property decisions with clear eyes.' },
  { title: 'Future Planning', icon: Target, description: 'Map the big milestones — children, career changes, retirement — and what each one will need.' },
];

/** SPEC §2: eight included items; the SPEC names four, the other four are ours in the same spirit. */
export const includedItems: readonly { readonly label: string; readonly icon: LucideIcon }[] = [
  { label: '6 months of follow-up coaching calls', icon: Video },
  { label: 'A personalised 30/60/90-day action plan', icon: CalendarCheck },
  { label: 'Lifetime access to our couples community', icon: Users },
  { label: 'A certificate of completion', icon: Award },
  { label: 'A printed workbook and budgeting templates to keep', icon: ClipboardList },
  { label: 'Catered lunch and refreshments for you both', icon: Coffee },
  { label: 'A private Q&A session with the hosts', icon: MessageCircle },
  { label: 'Replays of every teaching session', icon: PlayCircle },
];

/** SPEC §2: the four FAQ questions (date, both partners, price, relationship stages). */
export const faqs: readonly { readonly id: string; readonly question: string; readonly answer: string }[] = [
  {
    id: 'date',
    question: 'When will the workshop take place?',
    answer: 'We are finalising the date and the venue now. Register your interest and you will be the first to hear when registration opens.',
  },
  {
    id: 'partners',
    question: 'Do both partners need to attend?',
    answer: 'Yes, we strongly recommend it. The day is built around exercises you complete together, and places are counted per couple.',
  },
  {
    id: 'price',
    question: 'How much will the workshop cost?',
    answer: 'Pricing to be announced. Everyone who registers interest hears the price, and any early-bird offer, before registration opens to the public.',
  },
  {
    id: 'stages',
    question: 'Is the workshop right for us at our stage of the relationship?',
    answer: 'Yes. Whether you are newly together, engaged, newlyweds or decades married, the tools work at every stage, and the small group lets us tailor examples to you.',
  },
];

/** SPEC §2 / §9: the badges of the page; capacity is 15 couples. */
export const workshopBadges = ['Coming Soon', 'Full Day Workshop', 'Limited to 15 Couples', 'Location TBA'] as const;
