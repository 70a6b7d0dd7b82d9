import { ContentWriter, type TranscriptSegment, type WritingBrief, type WrittenBlogPost, type WrittenEpisodeContent, type WrittenSocialPost } from '../../application/pipeline-ports.js';
import { blogContentProblem, SOCIAL_CONTENT_TYPES, SOCIAL_PLATFORMS, type SocialContentType, type SocialPlatform } from '../../domain/index.js';
import { readEpisodeText, type EpisodeReading } from './episode-reading.js';
import { showNotesAsText } from './show-notes-text.js';
import { capitalised, fitToPlatform, hashtagsOf, markdownSafe, shortenAtWord, unquoted } from './text-shaping.js';

/** A platform and a content type: the twelve slots a set of posts fills, in the order they are filled. */
export interface SocialSlot {
  readonly platform: SocialPlatform;
  readonly contentType: SocialContentType;
}

export const SOCIAL_SLOTS: readonly SocialSlot[] = SOCIAL_PLATFORMS.flatMap((platform) => SOCIAL_CONTENT_TYPES.map((contentType) => ({ platform, contentType })));

/** `count` slots, round the twelve in order. */
export const slotsFor = (count: number): SocialSlot[] => Array.from({ length: count }, (_, index) => SOCIAL_SLOTS[index % SOCIAL_SLOTS.length]!);

export const PULL_QUOTE_MAX_CHARACTERS = 140;
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
  readonly phrases: readonly string[];
  readonly pullQuote: string;
}

/** The source a writer reads: the transcript when there is one, else the show notes as text, else the title. */
export function sourceTextOf(brief: WritingBrief): string {
  const transcript = brief.transcript?.text.trim() ?? '';
  if (transcript.length > 0) return transcript;
  const notes = showNotesAsText(brief.episode.description);
  return notes.length > 0 ? notes : `${brief.episode.title.trim()}.`;
}

function choosePullQuote(ranked: readonly string[], title: string): string {
  const quotable = ranked.slice(0, 12).find((sentence) => sentence.length >= 30 && sentence.length <= PULL_QUOTE_MAX_CHARACTERS && sentence.split(' ').length >= 6);
  return quotable ?? shortenAtWord(ranked[0] ?? title, PULL_QUOTE_MAX_CHARACTERS);
}

const comparable = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** When the quote is said: the start of the timed segment where its first words are, or null. */
export function quoteStartSeconds(quote: string, segments: readonly TranscriptSegment[]): number | null {
  if (segments.length === 0) return null;
  const needle = comparable(quote.replace(/…$/u, '')).split(' ').slice(0, 8).join(' ');
  if (needle.length === 0) return null;
  let joined = '';
  const starts: { offset: number; seconds: number }[] = [];
  for (const segment of segments) {
    starts.push({ offset: joined.length, seconds: segment.startSeconds });
    joined += `${comparable(segment.text)} `;
  }
  const at = joined.indexOf(needle);
  if (at < 0) return null;
  const segment = starts.filter((start) => start.offset <= at).at(-1);
  return segment ? Math.max(0, segment.seconds) : null;
}

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

const rotate = <T>(items: readonly T[], by: number): T[] => (items.length === 0 ? [] : [...items.slice(by % items.length), ...items.slice(0, by % items.length)]);

/**
 * The built-in writer: no network, same text for the same episode. It ranks the episode's own sentences
 * (wink-nlp: sentence boundaries, a BM25 centroid summary) and takes its key phrases (noun chunks) for
 * topics and hashtags, then lays them out for each medium. A very short source (a one-line description)
 * still gives a blog post keeping the draft rules: general sections about the episode fill it out.
 */
export class OfflineContentWriter extends ContentWriter {
  private readonly materials = new WeakMap<WritingBrief, Material>();

  override async writeEpisodeContent(brief: WritingBrief): Promise<WrittenEpisodeContent> {
    const material = this.materialOf(brief);
    return {
      blogPost: this.blogPostOf(material),
      socialPosts: this.postsFor(material, SOCIAL_SLOTS, []),
      pullQuote: material.pullQuote,
      pullQuoteStartSeconds: quoteStartSeconds(material.pullQuote, brief.transcript?.segments ?? []),
      videoDescription: this.videoDescriptionOf(material),
    };
  }

  override async writeSocialPosts(brief: WritingBrief, count: number, existing: readonly string[]): Promise<WrittenSocialPost[]> {
    return this.postsFor(this.materialOf(brief), slotsFor(count), existing);
  }

  /** The blog post alone (a fallback for another writer). */
  writeBlogPost(brief: WritingBrief): WrittenBlogPost {
    return this.blogPostOf(this.materialOf(brief));
  }

  /** One post for `slot` whose text is none of `taken` (a fallback for another writer). */
  writeSocialPostFor(brief: WritingBrief, slot: SocialSlot, taken: ReadonlySet<string>): WrittenSocialPost {
    return this.postFor(this.materialOf(brief), slot, taken);
  }

  /** The pull quote alone, and where it is said (a fallback for another writer). */
  writePullQuote(brief: WritingBrief): Pick<WrittenEpisodeContent, 'pullQuote' | 'pullQuoteStartSeconds'> {
    const { pullQuote } = this.materialOf(brief);
    return { pullQuote, pullQuoteStartSeconds: quoteStartSeconds(pullQuote, brief.transcript?.segments ?? []) };
  }

  writeVideoDescription(brief: WritingBrief): string {
    return this.videoDescriptionOf(this.materialOf(brief));
  }

  private materialOf(brief: WritingBrief): Material {
    const known = this.materials.get(brief);
    if (known) return known;
    const title = brief.episode.title.trim() || `Episode ${brief.episode.number}`;
    let reading = readEpisodeText(sourceTextOf(brief));
    if (reading.sentences.length === 0) reading = readEpisodeText(`${title}.`);
    const ranked = reading.ranked.map((sentence) => asSentence(unquoted(sentence.text))).filter((sentence) => sentence.length > 1);
    const material: Material = {
      brief,
      number: brief.episode.number,
      title,
      url: brief.episodeUrl,
      reading,
      ranked: ranked.length > 0 ? ranked : [asSentence(title)],
      phrases: reading.keyPhrases,
      pullQuote: choosePullQuote(ranked, title),
    };
    this.materials.set(brief, material);
    return material;
  }

  private blogTitleOf({ title, number }: Material): string {
    return /\bepisode\b|#\s?\d/i.test(title) ? title : `Episode ${number}: ${title}`;
  }

  private excerptOf({ ranked, reading }: Material): string {
    const [first, second] = ranked;
    if (!first) return '';
    if (second && first.length < 120 && first.length + second.length < 280) {
      const order = reading.ranked;
      return (order[0]!.index < order[1]!.index ? [first, second] : [second, first]).join(' ');
    }
    return shortenAtWord(first, 300);
  }

  private blogPostOf(material: Material): WrittenBlogPost {
    const { number, title, url, ranked, phrases, pullQuote } = material;
    const inSourceOrder = (from: number, to: number): string[] =>
      material.reading.ranked
        .slice(from, to)
        .sort((a, b) => a.index - b.index)
        .map((sentence) => asSentence(unquoted(shortenAtWord(sentence.text, 400))));
    const takeawayCount = Math.min(4, ranked.length);
    const topics = phrases.slice(0, 5);
    const lines: string[] = [];
    lines.push(
      `Episode ${number}, “${title}”, ${topics.length > 0 ? `touches on ${joinPhrases(topics.slice(0, 3))}` : 'is out now'}. Here is what it covers, the points worth keeping and where to listen.`,
      '',
    );
    lines.push('## What the episode covers', '');
    const covered = ranked.length > takeawayCount ? inSourceOrder(takeawayCount, takeawayCount + 6) : inSourceOrder(0, ranked.length);
    lines.push(...paragraphs(covered).flatMap((paragraph) => [paragraph, '']));
    const highlights = inSourceOrder(takeawayCount + 6, takeawayCount + 12);
    if (highlights.length > 0) lines.push('## More from the conversation', '', ...paragraphs(highlights).flatMap((paragraph) => [paragraph, '']));
    if (topics.length >= 2) {
      lines.push('## Topics at a glance', '', `The conversation keeps coming back to ${joinPhrases(topics.map((topic) => `**${topic}**`))}.`, '');
    }
    lines.push('## A line to remember', '', `> ${pullQuote}`, '');
    lines.push('## Key takeaways', '');
    const takeaways = ranked.slice(0, takeawayCount).map((sentence) => `- ${shortenAtWord(sentence, 220)}`);
    const topicTakeaways = topics.slice(0, Math.max(0, 3 - takeaways.length)).map((topic) => `- **${capitalised(topic)}** is a thread worth following through the episode.`);
    lines.push(...takeaways, ...topicTakeaways, `- The full episode ${number} gives the context behind each of these points.`, '');
    lines.push('## Listen to the full episode', '', `Episode ${number}, “${title}”, is ready to play: ${url}`, '');
    if (lines.join('\n').length < PADDED_BLOG_CHARACTERS) lines.push(...this.paddingFor(material));
    const content = lines.join('\n').trim();
    // The draft rules are the domain's: should this layout ever break one, the padding must cover it.
    const problem = blogContentProblem(content);
    const kept = problem === null ? content : [content, '', ...this.paddingFor(material)].join('\n').trim();
    return { title: this.blogTitleOf(material), excerpt: this.excerptOf(material) || shortenAtWord(kept, 280), content: kept };
  }

  /** General sections for a short source: still about this episode, and enough to read as a post. */
  private paddingFor({ number, title }: Material): string[] {
    return [
      '## How to use this episode together',
      '',
      `Episode ${number}, “${title}”, works well as a conversation starter. Play it on a commute or over a team lunch, pause where a point lands, and note one idea you want to try this week. If you listen with colleagues or friends, compare what each of you took away: the differences are often the most useful part.`,
      '',
      '## Questions to take with you',
      '',
      `- What in “${title}” confirmed something you already believed?`,
      '- What challenged it, and why?',
      '- Which single idea would you pass on to someone else today?',
      '',
    ];
  }

  private videoDescriptionOf(material: Material): string {
    const { number, title, url, ranked, phrases } = material;
    const parts = [`Episode ${number}: ${title}`, ranked.slice(0, 3).join(' ')];
    if (phrases.length > 0) parts.push(`In this episode: ${joinPhrases(phrases.slice(0, 5))}.`);
    parts.push(`Listen to the full episode: ${url}`, hashtagsOf(phrases, 3).join(' '));
    return shortenAtWord(parts.join('\n\n'), VIDEO_DESCRIPTION_MAX_CHARACTERS);
  }

  private postsFor(material: Material, slots: readonly SocialSlot[], existing: readonly string[]): WrittenSocialPost[] {
    const taken = new Set(existing.map((text) => text.trim()));
    return slots.map((slot) => {
      const post = this.postFor(material, slot, taken);
      taken.add(post.content);
      return post;
    });
  }

  private postFor(material: Material, slot: SocialSlot, taken: ReadonlySet<string>): WrittenSocialPost {
    let fits = false;
    for (let variant = 0; variant < 240; variant += 1) {
      const content = socialText(material, slot, variant);
      if (content !== null && !taken.has(content)) return { ...slot, content };
      fits ||= content !== null;
    }
    if (!fits) throw new Error(`The episode link and title leave no room for a ${slot.platform} post: ${material.url}`);
    // Only a source of one short sentence, asked for many posts again and again, gets here.
    for (let extra = 2; extra < 10_000; extra += 1) {
      const content = socialText(material, slot, 0, ` (${extra})`);
      if (content !== null && !taken.has(content)) return { ...slot, content };
    }
    throw new Error(`No new ${slot.contentType} post for ${slot.platform} could be written for episode ${material.number}.`);
  }
}

const OPENERS: Readonly<Record<SocialPlatform, Readonly<Record<SocialContentType, readonly string[]>>>> = {
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
    image: ['A line from our latest episode that deserves a second thought:', 'One idea from the new episode:', 'Something we keep thinking about:', 'A thought to start the week with:'],
    reel: ['A short clip from our latest episode.', 'Sixty seconds from the new episode.', 'A moment from this week’s conversation.', 'One minute, one idea, from the new episode.'],
  },
  facebook: {
    text: ['New episode! 🎉', 'Hey everyone, a new episode is up.', 'Looking for something to listen to this week?', 'Grab a coffee: a new episode just dropped.'],
    image: ['This line from the new episode stuck with us:', 'Quote time! From the new episode:', 'We had to share this one:', 'Does this ring true for you?'],
    reel: ['Here is a short clip from the new episode 🎬', 'Got a minute? Watch this clip 🎬', 'A quick clip from the new episode 🎬', 'Sound on! A clip from the new episode 🎬'],
  },
};

const CLOSERS: Readonly<Record<SocialPlatform, readonly string[]>> = {
  twitter: ['', 'Listen:', 'Full episode:', 'Hear it all:'],
  instagram: ['', 'Tag someone who needs to hear this.', 'Save it for your next walk.', 'Tell us your take in the comments.'],
  linkedin: ['', 'I would love to hear how this lands with you.', 'What would you add?', 'Share it with a colleague who would enjoy it.'],
  facebook: ['', 'Tell us what you think in the comments!', 'Share it with a friend who would love it.', 'Which part did you enjoy most?'],
};

/** Where a content type starts in the ranked sentences, so a text post, a quote card and a clip quote different lines. */
const SENTENCE_OFFSET: Readonly<Record<SocialContentType, number>> = { text: 0, image: 1, reel: 2 };

/**
 * The post for `slot`, variant `variant` (0 is the first choice; further variants change the opening,
 * the closing, then the sentences quoted and the hashtags), within its platform's limits; or null.
 */
function socialText(material: Material, { platform, contentType }: SocialSlot, variant: number, suffix = ''): string | null {
  const openers = OPENERS[platform][contentType];
  const closers = CLOSERS[platform];
  const opener = openers[variant % openers.length]!;
  const closer = closers[Math.floor(variant / openers.length) % closers.length]!;
  const round = Math.floor(variant / (openers.length * closers.length));
  const { ranked, number, title, url, phrases } = material;
  const sentence = (at: number): string => ranked[(SENTENCE_OFFSET[contentType] + round + at) % ranked.length]!;
  const quote = round === 0 ? material.pullQuote : shortenAtWord(sentence(0), PULL_QUOTE_MAX_CHARACTERS);
  const tags = (count: number): string => hashtagsOf(rotate(phrases, round), count).join(' ');
  const topics = phrases.length > 0 ? `Topics: ${joinPhrases(rotate(phrases, round).slice(0, 4))}.` : '';
  const withCloser = (text: string): string => (closer ? `${closer}\n\n${text}` : text);
  const beforeLink = closer ? `${closer} ` : '';
  const shortTitle = shortenAtWord(title, 70);

  switch (`${platform}/${contentType}`) {
    case 'twitter/text':
      return fitToPlatform(platform, sentence(0), (body) => `${opener} ${shortTitle} (ep. ${number}). ${body} ${beforeLink}${url} ${tags(2)}${suffix}`.replace(/ {2,}/g, ' '));
    case 'twitter/image':
      return fitToPlatform(platform, quote, (body) => `${opener} “${body}” (${shortTitle}, ep. ${number}) ${beforeLink}${url} ${tags(1)}${suffix}`.replace(/ {2,}/g, ' '));
    case 'twitter/reel':
      return fitToPlatform(platform, quote, (body) => `${opener} “${body}” From ep. ${number}, ${shortTitle}. ${beforeLink}${url} ${tags(2)}${suffix}`.replace(/ {2,}/g, ' '));
    case 'instagram/text':
      return fitToPlatform(platform, [sentence(0), sentence(1), sentence(2)].join(' '), (body) =>
        [`${opener} Episode ${number}: ${title}`, body, topics, withCloser(`🎧 Listen to the full episode: ${url}`), `${tags(10)}${suffix}`].filter(Boolean).join('\n\n'),
      );
    case 'instagram/image':
      return fitToPlatform(platform, sentence(1), (body) =>
        [`${opener} 👇`, `“${quote}”`, `From episode ${number}, ${title}. ${body}`, withCloser(`🎧 Full episode: ${url}`), `${tags(8)}${suffix}`].filter(Boolean).join('\n\n'),
      );
    case 'instagram/reel':
      return fitToPlatform(platform, sentence(1), (body) =>
        [`${opener} 🎙️`, `“${quote}”`, `${body} More in episode ${number}, ${title}.`, withCloser(`🎧 Full episode: ${url}`), `${tags(8)}${suffix}`].filter(Boolean).join('\n\n'),
      );
    case 'linkedin/text':
      return fitToPlatform(platform, [sentence(0), sentence(1), sentence(2), sentence(3)].join(' '), (body) =>
        [`${opener} Episode ${number}: ${title}.`, body, topics, withCloser(`Listen to the full episode: ${url}`), `${tags(3)}${suffix}`].filter(Boolean).join('\n\n'),
      );
    case 'linkedin/image':
      return fitToPlatform(platform, sentence(1), (body) =>
        [opener, `“${quote}”`, `It comes from episode ${number}, ${title}. ${body}`, withCloser(`The full conversation: ${url}`), `${tags(3)}${suffix}`].filter(Boolean).join('\n\n'),
      );
    case 'linkedin/reel':
      return fitToPlatform(platform, sentence(1), (body) =>
        [`${opener} Episode ${number}, ${title}:`, `“${quote}”`, body, withCloser(`Watch the clip and hear the whole episode: ${url}`), `${tags(3)}${suffix}`].filter(Boolean).join('\n\n'),
      );
    case 'facebook/text':
      return fitToPlatform(platform, [sentence(0), sentence(1)].join(' '), (body) =>
        [`${opener} Episode ${number}, “${title}”, is out.`, body, withCloser(`Have a listen: ${url}`), `${tags(2)}${suffix}`].filter(Boolean).join('\n\n'),
      );
    case 'facebook/image':
      return fitToPlatform(platform, sentence(1), (body) =>
        [opener, `“${quote}”`, `That is from episode ${number}, ${title}. ${body}`, withCloser(`Listen here: ${url}`), suffix.trim()].filter(Boolean).join('\n\n'),
      );
    default:
      return fitToPlatform(platform, sentence(1), (body) =>
        [opener, `“${quote}”`, `${body} The rest is in episode ${number}, ${title}.`, withCloser(`Full episode: ${url}`), suffix.trim()].filter(Boolean).join('\n\n'),
      );
  }
}
