import { ContentWriter, type WritingBrief, type WrittenBlogPost, type WrittenEpisodeContent, type WrittenNewsletter, type WrittenSocialPost } from '../../application/content-writer.js';
import { blogContentProblem, comparable, PULL_QUOTE_MAX_CHARACTERS, quoteStartSeconds, SOCIAL_SLOTS, slotsFor, sourceTextOf, type SocialContentType, type SeedPlatform, type SocialSlot } from '../../domain/index.js';
import type { FallbackWriter } from './fallback-writer.js';
import { readEpisodeText, type EpisodeReading } from './episode-reading.js';
import { episodeTopics } from './episode-topics.js';
import { showNotesAsText } from './show-notes-text.js';
import { capitalised, fitToPlatform, hashtagsOf, markdownSafe, shortenAtWord, unquoted, withoutLeadIn } from './text-shaping.js';

const VIDEO_DESCRIPTION_MAX_CHARACTERS = 4_500;
const PADDED_BLOG_CHARACTERS = 900;

/** What every piece is written from: the episode, its text read by wink-nlp, and what follows from both. */
interface Material {
  readonly brief: WritingBrief;
  readonly number: number;
  readonly title: string;
  readonly url: string;
  readonly reading: EpisodeReading;
  /** Sentences, most central first, without surrounding quotation marks. */
  readonly ranked: readonly string[];
  /** What the episode is about (`episodeTopics`): the only source of topics and hashtags. */
  readonly topics: readonly string[];
  readonly pullQuote: string;
  /**
   * The sentences posts may say, best first, the pull quote left out (it is the quote card's, said
   * once): the show notes' own, the owner's summary, then the transcript's most central statements.
   */
  readonly postSentences: readonly string[];
}

/** A line a listener would repeat: a statement (not a question) of six words or more that fits a card. */
const isQuotable = (sentence: string): boolean => sentence.length >= 30 && sentence.length <= PULL_QUOTE_MAX_CHARACTERS && sentence.split(' ').length >= 6 && !sentence.endsWith('?');

function choosePullQuote(ranked: readonly string[], title: string): string {
  return ranked.slice(0, 12).find(isQuotable) ?? shortenAtWord(ranked[0] ?? title, PULL_QUOTE_MAX_CHARACTERS);
}

/** A transcript sentence that stands on its own in writing: not a question to a guest, not the host's greeting or goodbye. */
const standsAlone = (sentence: string): boolean => !sentence.endsWith('?') && !/^(welcome|thanks|thank you|hi|hello)\b/i.test(sentence);

/** A transcript sentence worth saying in a post: one that stands alone, of some length. */
const isStatement = (sentence: string): boolean => sentence.split(' ').length >= 6 && standsAlone(sentence);

/** Whether `sentence` (or its start, when it was shortened) is said in `text` already. */
const saysAlready = (text: string, sentence: string): boolean => {
  const needle = comparable(sentence.replace(/…$/u, '')).split(' ').slice(0, 10).join(' ');
  return needle.length > 0 && comparable(text).includes(needle);
};
function joinPhrases(phrases: readonly string[]): string {
  if (phrases.length <= 1) return phrases.join('');
  return `${phrases.slice(0, -1).join(', ')} and ${phrases.at(-1)}`;
}

/** Paragraphs of up to three sentences, each safe as markdown. */
const paragraphs = (sentences: readonly string[]): string[] => {
  const found: string[] = [];
  for (let start = 0; start < sentences.length; start += 3) found.push(markdownSafe(sentences.slice(start, start + 3).join(' ')));
  return found;
};

/** A quotation mark cannot end a hashtag-free line badly, but a sentence with no end mark reads cut off. */
const asSentence = (text: string): string => (/[.!?…"”’)]$/u.test(text) ? text : `${text}.`);

/** Words of a markdown text, as a reader counts them. */
const wordCount = (text: string): number => text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;

/** A blog draft this long reads as an article; from a source long enough, the writer fills it to this. */
export const BLOG_TARGET_WORDS = 320;

/** The sentences one post says: its own share of the episode's, and whether it quotes the pull quote. */
interface PostPlan {
  readonly sentences: readonly string[];
  readonly quote: string | null;
}

/** How many of the episode's sentences each kind of post says: a text post summarises, a card or a clip sets it up. */
const SENTENCES_WANTED: Readonly<Record<SeedPlatform, Readonly<Record<SocialContentType, number>>>> = {
  twitter: { text: 1, image: 1, reel: 1 },
  instagram: { text: 2, image: 1, reel: 1 },
  linkedin: { text: 3, image: 1, reel: 1 },
  facebook: { text: 2, image: 1, reel: 1 },
};

/**
 * Shares the episode's sentences among the posts of one run so that none says what another (or an
 * existing post, `said`) says: round after round, text posts first, each post takes the next unsaid
 * sentence until it has what it wants or none is left. The pull quote goes to one image post, the
 * first whose network has not quoted it yet.
 */
function planPosts(material: Material, slots: readonly SocialSlot[], said: readonly string[]): PostPlan[] {
  const unsaid = material.postSentences.filter((sentence) => !said.some((text) => saysAlready(text, sentence)));
  const plans = slots.map((): { sentences: string[]; quote: string | null } => ({ sentences: [], quote: null }));
  const wanted = slots.map(({ platform, contentType }) => SENTENCES_WANTED[platform][contentType]);
  const order = slots.map((slot, index) => ({ slot, index })).sort((a, b) => Number(b.slot.contentType === 'text') - Number(a.slot.contentType === 'text') || a.index - b.index);
  let next = 0;
  for (let round = 0; next < unsaid.length && round < 3; round += 1) {
    for (const { index } of order) {
      if (next >= unsaid.length) break;
      if (wanted[index]! > round) plans[index]!.sentences.push(unsaid[next++]!);
    }
  }
  const quoted = said.some((text) => saysAlready(text, material.pullQuote));
  const quoting = quoted ? -1 : slots.findIndex((slot) => slot.contentType === 'image');
  if (quoting >= 0) plans[quoting]!.quote = material.pullQuote;
  return plans;
}

/**
 * The built-in writer: no network, same text for the same episode. It ranks the episode's own sentences
 * (wink-nlp: sentence boundaries, a BM25 centroid summary), names its topics from the title and what
 * the show notes and the transcript both repeat (`episodeTopics`), then lays them out for each medium:
 * every sentence said once in a run's posts, the pull quote kept for the quote card, plain text on the
 * networks. A very short source (a one-line description) still gives a blog post keeping the draft
 * rules: general sections about the episode fill it out.
 */
export class OfflineContentWriter extends ContentWriter implements FallbackWriter {
  private readonly materials = new WeakMap<WritingBrief, Material>();

  override async writeEpisodeContent(brief: WritingBrief): Promise<WrittenEpisodeContent> {
    const material = this.materialOf(brief);
    return {
      blogPost: this.blogPostOf(material),
      socialPosts: this.postsFor(material, SOCIAL_SLOTS, []),
      pullQuote: material.pullQuote,
      pullQuoteStartSeconds: quoteStartSeconds(material.pullQuote, brief.transcript?.segments ?? []),
      videoDescription: this.videoDescriptionOf(material),
      newsletter: this.newsletterOf(material),
    };
  }

  override async writeSocialPosts(brief: WritingBrief, count: number, existing: readonly string[]): Promise<WrittenSocialPost[]> {
    return this.postsFor(this.materialOf(brief), slotsFor(count), existing);
  }

  /** The blog post alone (a fallback for another writer). */
  writeBlogPost(brief: WritingBrief): WrittenBlogPost {
    return this.blogPostOf(this.materialOf(brief));
  }

  /**
   * Posts for `slots` whose texts are none of `taken` and say none of their sentences, nor one
   * another's (a fallback for another writer, for the slots its own answer left unfilled).
   */
  writeSocialPostsFor(brief: WritingBrief, slots: readonly SocialSlot[], taken: readonly string[]): WrittenSocialPost[] {
    return this.postsFor(this.materialOf(brief), slots, taken);
  }

  /** The pull quote alone, and where it is said (a fallback for another writer). */
  writePullQuote(brief: WritingBrief): Pick<WrittenEpisodeContent, 'pullQuote' | 'pullQuoteStartSeconds'> {
    const { pullQuote } = this.materialOf(brief);
    return { pullQuote, pullQuoteStartSeconds: quoteStartSeconds(pullQuote, brief.transcript?.segments ?? []) };
  }

  writeVideoDescription(brief: WritingBrief): string {
    return this.videoDescriptionOf(this.materialOf(brief));
  }

  /** The "new episode" newsletter alone (a fallback for another writer). */
  writeNewsletter(brief: WritingBrief): WrittenNewsletter {
    return this.newsletterOf(this.materialOf(brief));
  }

  /** The episode's topics, as the posts' hashtags and topic lines name them. */
  topicsOf(brief: WritingBrief): readonly string[] {
    return this.materialOf(brief).topics;
  }

  private materialOf(brief: WritingBrief): Material {
    const known = this.materials.get(brief);
    if (known) return known;
    const title = brief.episode.title.trim() || `Episode ${brief.episode.number}`;
    const notes = showNotesAsText(brief.episode.description);
    const transcript = brief.transcript?.text.trim() ?? '';
    let reading = readEpisodeText(sourceTextOf({ transcript, showNotes: notes, title: brief.episode.title }));
    if (reading.sentences.length === 0) reading = readEpisodeText(`${title}.`);
    const clean = (text: string): string => asSentence(unquoted(text));
    const ranked = reading.ranked.map((sentence) => clean(sentence.text)).filter((sentence) => sentence.length > 1);
    const pullQuote = choosePullQuote(ranked, title);
    // With a transcript, the show notes are the owner's own summary: posts say them first.
    // A list item of three words ("Pooling everything.") is a heading in the notes, not a line for a post.
    const fromNotes = transcript.length > 0 && notes.length > 0 ? readEpisodeText(notes).sentences.map((sentence) => clean(sentence.text)).filter((sentence) => sentence.split(' ').length >= 5) : [];
    // Show notes alone are read in the owner's order (the first line is the hook), a transcript by what is most central.
    const inOrder = reading.sentences.map((sentence) => clean(sentence.text)).filter((sentence) => sentence.length > 1);
    const fromSource = transcript.length > 0 ? ranked.filter(isStatement).map(withoutLeadIn) : inOrder;
    const seen = new Set([comparable(pullQuote)]);
    const postSentences = [...fromNotes, ...fromSource].filter((sentence) => {
      const key = comparable(sentence);
      if (key.length === 0 || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
    const material: Material = {
      brief,
      number: brief.episode.number,
      title,
      url: brief.episodeUrl,
      reading,
      ranked: ranked.length > 0 ? ranked : [asSentence(title)],
      topics: episodeTopics(title, notes, transcript),
      pullQuote,
      postSentences,
    };
    this.materials.set(brief, material);
    return material;
  }

  private blogTitleOf({ title, number }: Material): string {
    return /\bepisode\b|#\s?\d/i.test(title) ? title : `Episode ${number}: ${title}`;
  }

  /** One or two sentences for the blog's list: the show notes' first ones, else the most central; never the pull quote. */
  private excerptOf({ brief, ranked, pullQuote, topics, title }: Material): string {
    const notes = readEpisodeText(showNotesAsText(brief.episode.description)).sentences.map((sentence) => asSentence(unquoted(sentence.text)));
    const candidates = (notes.length > 0 ? notes : ranked).filter((sentence) => comparable(sentence) !== comparable(pullQuote));
    const [first, second] = candidates;
    // A one-line source is the line to remember: the summary names the episode's subject instead.
    if (!first) return topics.length > 0 ? `A new episode about ${joinPhrases(topics.slice(0, 3))}: “${title}”.` : '';
    if (second && first.length < 120 && first.length + second.length < 280) return `${first} ${second}`;
    return shortenAtWord(first, 300);
  }

  private blogPostOf(material: Material): WrittenBlogPost {
    const { number, title, url, topics, pullQuote } = material;
    // Each sentence of the source once: the pull quote in its own section, the most central as the
    // takeaways, the rest (in the order they are said) as the sections before them.
    const pool = material.reading.ranked
      .map((sentence) => ({ index: sentence.index, text: asSentence(unquoted(shortenAtWord(sentence.text, 400))) }))
      .filter((sentence) => sentence.text.length > 1 && comparable(sentence.text) !== comparable(pullQuote) && (!material.brief.transcript?.text.trim() || standsAlone(sentence.text)));
    const takeawayCount = pool.length >= 5 ? 4 : pool.length >= 2 ? 1 : 0;
    const takeaways = pool.slice(0, takeawayCount).map((sentence) => shortenAtWord(withoutLeadIn(sentence.text), 220));
    const rest = pool.slice(takeawayCount);
    const lines: string[] = [];
    lines.push(
      `Episode ${number}, “${title}”, ${topics.length > 0 ? `touches on ${joinPhrases(topics.slice(0, 3))}` : 'is out now'}. Here is what it covers, the points worth keeping and where to listen.`,
      '',
    );
    const covered = rest.slice(0, 6);
    const highlights: typeof rest = [];
    // Past the first six, more of the conversation until the draft reads as an article.
    let words = wordCount(lines.join(' ')) + covered.reduce((sum, sentence) => sum + wordCount(sentence.text), 0) + wordCount(pullQuote) + takeaways.reduce((sum, text) => sum + wordCount(text), 0) + 60;
    for (const sentence of rest.slice(6)) {
      if (words >= BLOG_TARGET_WORDS || highlights.length >= 24) break;
      highlights.push(sentence);
      words += wordCount(sentence.text);
    }
    const inSourceOrder = (sentences: readonly { index: number; text: string }[]): string[] => [...sentences].sort((a, b) => a.index - b.index).map((sentence) => sentence.text);
    if (covered.length > 0) lines.push('## What the episode covers', '', ...paragraphs(inSourceOrder(covered)).flatMap((paragraph) => [paragraph, '']));
    if (highlights.length > 0) lines.push('## More from the conversation', '', ...paragraphs(inSourceOrder(highlights)).flatMap((paragraph) => [paragraph, '']));
    if (topics.length >= 2) {
      lines.push('## Topics at a glance', '', `The conversation keeps coming back to ${joinPhrases(topics.map((topic) => `**${topic}**`))}.`, '');
    }
    lines.push('## A line to remember', '', `> ${pullQuote}`, '');
    lines.push('## Key takeaways', '');
    const topicTakeaways = topics
      .slice(0, Math.max(0, 3 - takeaways.length))
      .map((topic, at) => `- ${[`**${capitalised(topic)}** is a thread worth following through the episode.`, `Listen for how **${topic}** shapes the conversation.`, `Notice what the episode says about **${topic}**.`][at % 3]}`);
    lines.push(...takeaways.map((takeaway) => `- ${markdownSafe(takeaway)}`), ...topicTakeaways, `- The full episode ${number} gives the context behind each of these points.`, '');
    lines.push('## Listen to the full episode', '', `Episode ${number}, “${title}”, is ready to play: ${url}`, '');
    if (lines.join('\n').length < PADDED_BLOG_CHARACTERS) lines.push(...this.paddingFor(material));
    const content = lines.join('\n').trim();
    // The draft rules are the domain's: should this layout ever break one, the padding must cover it.
    const problem = blogContentProblem(content);
    const kept = problem === null ? content : [content, '', ...this.paddingFor(material)].join('\n').trim();
    return { title: this.blogTitleOf(material), excerpt: this.excerptOf(material) || shortenAtWord(title, 280), content: kept };
  }

  /** General sections for a short source: still about this episode, and enough to read as a post. */
  private paddingFor({ number, title }: Material): string[] {
    return [
      '## How to use this episode together',
      '',
      `Episode ${number}, “${title}”, works well as a conversation starter. Play it on a walk or over dinner, pause where a point lands, and note one idea you want to try this week. If you listen with your partner or a friend, compare what each of you took away: the differences are often the most useful part.`,
      '',
      '## Questions to take with you',
      '',
      `- What in “${title}” confirmed something you already believed?`,
      '- What challenged it, and why?',
      '- Which single idea would you pass on to someone else today?',
      '',
    ];
  }

  /**
   * A short announcement for the subscribers: the episode named, its three most central sentences, its
   * topics, the pull quote and the link; subject and preview within the newsletter's 200 characters.
   */
  private newsletterOf(material: Material): WrittenNewsletter {
    const { number, title, url, ranked, topics, pullQuote } = material;
    const lines = [`A new episode is out: **Episode ${number}, ${markdownSafe(title)}**.`, ''];
    const summary = ranked.filter((sentence) => sentence !== pullQuote).slice(0, 3);
    if (summary.length > 0) lines.push(markdownSafe(summary.join(' ')), '');
    if (topics.length > 0) lines.push(`In this episode: ${joinPhrases(topics.slice(0, 5))}.`, '');
    if (pullQuote) lines.push(`> ${markdownSafe(pullQuote)}`, '');
    lines.push(`[Listen to the episode](${url})`);
    return {
      subject: shortenAtWord(`New episode: ${title}`, 200),
      previewText: shortenAtWord(summary[0] ?? (topics.length > 0 ? `About ${joinPhrases(topics.slice(0, 3))}.` : title), 200),
      content: lines.join('\n'),
    };
  }

  private videoDescriptionOf(material: Material): string {
    const { number, title, url, ranked, topics } = material;
    const parts = [`Episode ${number}: ${title}`, ranked.slice(0, 3).join(' ')];
    if (topics.length > 0) parts.push(`In this episode: ${joinPhrases(topics.slice(0, 5))}.`);
    parts.push(`Listen to the full episode: ${url}`, hashtagsOf(topics, 3).join(' '));
    return shortenAtWord(parts.filter(Boolean).join('\n\n'), VIDEO_DESCRIPTION_MAX_CHARACTERS);
  }

  private postsFor(material: Material, slots: readonly SocialSlot[], existing: readonly string[]): WrittenSocialPost[] {
    const taken = new Set(existing.map((text) => text.trim()));
    const plans = planPosts(material, slots, existing);
    return slots.map((slot, index) => {
      const post = this.postFor(material, slot, plans[index]!, taken);
      taken.add(post.content);
      return post;
    });
  }

  private postFor(material: Material, slot: SocialSlot, plan: PostPlan, taken: ReadonlySet<string>): WrittenSocialPost {
    let fits = false;
    for (let variant = 0; variant < VARIANTS; variant += 1) {
      const content = socialText(material, slot, plan, variant);
      if (content !== null && !taken.has(content)) return { ...slot, content };
      fits ||= content !== null;
    }
    if (!fits) throw new Error(`The episode link and title leave no room for a ${slot.platform} post: ${material.url}`);
    // Only a source with nothing left to say, asked for many posts again and again, gets here.
    for (let extra = 2; extra < 10_000; extra += 1) {
      const content = socialText(material, slot, plan, 0, ` (${extra})`);
      if (content !== null && !taken.has(content)) return { ...slot, content };
    }
    throw new Error(`No new ${slot.contentType} post for ${slot.platform} could be written for episode ${material.number}.`);
  }
}

// Every line below is said by one kind of post only, so a run's posts never share a sentence of their
// own either: the openings per platform and content type, the closings per platform, each content type
// starting at its own closing (CLOSER_OFFSET).
const OPENERS: Readonly<Record<SeedPlatform, Readonly<Record<SocialContentType, readonly string[]>>>> = {
  twitter: {
    text: ['New episode:', 'Out now:', 'Worth a listen:', 'Fresh on the podcast:'],
    image: ['From the episode:', 'Said on the show:', 'One line to keep:', 'Quote of the week:'],
    reel: ['🎬 Clip:', '🎬 60 seconds from the show:', '🎬 Watch:', '🎬 A minute of the episode:'],
  },
  instagram: {
    text: ['🎙️ New episode out now!', '🎧 Your next listen is here.', '✨ Fresh episode alert.', '🎙️ Just released.'],
    image: ['💬 Quote of the episode', '💬 A line that stayed with us', '💬 Save this one', '💬 Words to keep'],
    reel: ['🎬 Watch a minute of the episode', '🎬 Press play on this clip', '🎬 A short clip for your feed', '🎬 Sound on for this one'],
  },
  linkedin: {
    text: ['Our new episode is live.', 'A new conversation is out on the podcast.', 'This week on the podcast:', 'New on the podcast, and worth your time:'],
    image: ['A line from our latest episode that deserves a second thought.', 'One idea from the new episode, on the card.', 'Something we keep thinking about since recording.', 'A thought to start the week with.'],
    reel: ['A short clip from our latest episode.', 'Sixty seconds from the new episode.', 'A moment from this week’s conversation.', 'One minute, one idea, from the new episode.'],
  },
  facebook: {
    text: ['New episode! 🎉', 'Hey everyone, a new episode is up.', 'Looking for something to listen to this week?', 'Grab a coffee: a new episode just dropped.'],
    image: ['This line from the new episode stuck with us.', 'Quote time! From the new episode.', 'We had to share this one.', 'Does this ring true for you?'],
    reel: ['Here is a short clip from the new episode 🎬', 'Got a minute? Watch this clip 🎬', 'A quick clip from the new episode 🎬', 'Sound on! A clip from the new episode 🎬'],
  },
};

const CLOSERS: Readonly<Record<SeedPlatform, readonly string[]>> = {
  twitter: ['', 'Listen:', 'Full episode:', 'Hear it all:'],
  instagram: ['', 'Tag someone who needs to hear this.', 'Save it for your next walk.', 'Tell us your take in the comments.'],
  linkedin: ['', 'I would love to hear how this lands with you.', 'What would you add?', 'Share it with a colleague who would enjoy it.'],
  facebook: ['', 'Tell us what you think in the comments!', 'Share it with a friend who would love it.', 'Which part did you enjoy most?'],
};

const CLOSER_OFFSET: Readonly<Record<SocialContentType, number>> = { text: 0, image: 1, reel: 2 };

/** Openings × closings: the texts a post can take before it needs a number to differ. */
const VARIANTS = 16;

/**
 * The post for `slot` saying `plan`'s sentences, variant `variant` (0 is the first choice; further
 * variants change the opening, then the closing), within its platform's limits; or null. Plain text:
 * the networks show `**` and `- ` as they are.
 */
function socialText(material: Material, { platform, contentType }: SocialSlot, plan: PostPlan, variant: number, suffix = ''): string | null {
  const openers = OPENERS[platform][contentType];
  const closers = CLOSERS[platform];
  const opener = openers[variant % openers.length]!;
  const closer = closers[(Math.floor(variant / openers.length) + CLOSER_OFFSET[contentType]) % closers.length]!;
  const { number, title, url, topics } = material;
  const said = plan.sentences.join(' ');
  const quoted = plan.quote ? `“${plan.quote}”` : '';
  const tags = (count: number): string => hashtagsOf(topics, count).join(' ');
  const topicLine = (lead: string, count: number): string => (topics.length > 0 ? `${lead} ${joinPhrases(topics.slice(0, count))}.` : '');
  const withCloser = (text: string): string => (closer ? `${closer}\n\n${text}` : text);
  const beforeLink = closer ? `${closer} ` : '';
  const shortTitle = shortenAtWord(title, 70);
  // "Joint accounts or separate accounts?" ends its own sentence.
  const titleSentence = /[.!?…]$/u.test(title) ? title : `${title}.`;
  const paragraphsOf = (...parts: string[]): string => parts.filter((part) => part.trim().length > 0).join('\n\n');
  const line = (...parts: string[]): string => parts.filter((part) => part.trim().length > 0).join(' ');

  switch (`${platform}/${contentType}`) {
    case 'twitter/text':
      return fitToPlatform(platform, said, (body) => line(`${opener} ${shortTitle} (ep. ${number}).`, body, `${beforeLink}${url}`, `${tags(2)}${suffix}`));
    case 'twitter/image':
      return fitToPlatform(platform, plan.quote ?? said, (body) =>
        line(opener, body ? `${plan.quote ? `“${body}”` : body} (${shortTitle}, ep. ${number})` : `${shortTitle} (ep. ${number}).`, `${beforeLink}${url}`, `${tags(1)}${suffix}`),
      );
    case 'twitter/reel':
      return fitToPlatform(platform, said, (body) => line(opener, body, `From ep. ${number}, ${/[.!?…]$/u.test(shortTitle) ? shortTitle : `${shortTitle}.`}`, `${beforeLink}${url}`, `${tags(2)}${suffix}`));
    case 'instagram/text':
      return fitToPlatform(platform, said, (body) => paragraphsOf(`${opener} Episode ${number}: ${title}`, body, topicLine('In this one:', 4), withCloser(`🎧 Listen to the full episode: ${url}`), `${tags(10)}${suffix}`));
    case 'instagram/image':
      return fitToPlatform(platform, said, (body) => paragraphsOf(`${opener} 👇`, quoted, line(`From episode ${number}, ${titleSentence}`, body), withCloser(`🎧 Full episode: ${url}`), `${tags(8)}${suffix}`));
    case 'instagram/reel':
      return fitToPlatform(platform, said, (body) => paragraphsOf(`${opener} 🎙️`, quoted, line(body, `More in episode ${number}, ${titleSentence}`), withCloser(`🎧 The whole conversation: ${url}`), `${tags(8)}${suffix}`));
    case 'linkedin/text':
      return fitToPlatform(platform, said, (body) => paragraphsOf(`${opener} Episode ${number}: ${title}`, body, topicLine('We talk about', 3), withCloser(`The full episode is here: ${url}`), `${tags(3)}${suffix}`));
    case 'linkedin/image':
      return fitToPlatform(platform, said, (body) => paragraphsOf(opener, quoted, line(`It comes from episode ${number}, ${titleSentence}`, body), withCloser(`The full conversation: ${url}`), `${tags(3)}${suffix}`));
    case 'linkedin/reel':
      return fitToPlatform(platform, said, (body) => paragraphsOf(`${opener} Episode ${number}, ${titleSentence}`, quoted, body, withCloser(`Watch the clip and hear the whole episode: ${url}`), `${tags(3)}${suffix}`));
    case 'facebook/text':
      return fitToPlatform(platform, said, (body) => paragraphsOf(`${opener} Episode ${number}, “${title}”, is out.`, body, withCloser(`Have a listen: ${url}`), `${tags(2)}${suffix}`));
    case 'facebook/image':
      return fitToPlatform(platform, said, (body) => paragraphsOf(opener, quoted, line(`That is from episode ${number}, ${titleSentence}`, body), withCloser(`Listen here: ${url}`), suffix.trim()));
    default:
      return fitToPlatform(platform, said, (body) => paragraphsOf(opener, quoted, line(body, `The rest is in episode ${number}, ${titleSentence}`), withCloser(`Full episode: ${url}`), suffix.trim()));
  }
}
