import type { ItemCustomEntity, ItemToken } from 'wink-nlp';
import { KEY_PHRASE, readDocument, winkReader } from './episode-reading.js';

// What an episode is about, as a person would name it: the title's phrases, and the phrases the show
// notes and the transcript both keep coming back to. A noun said in passing ("a spreadsheet, a pot of
// tea") is no topic, nor is a word every episode says ("week", "episode", "people").

/**
 * Nouns that any conversation says and no one would name as a topic: time, quantity, the show itself,
 * vague things. A phrase holding one of them ("every week", "this episode") is dropped too.
 */
const GENERIC_NOUNS = new Set([
  'afternoon', 'answer', 'bit', 'case', 'day', 'end', 'episode', 'everyone', 'evening', 'example', 'fact', 'guest', 'half', 'hour', 'idea', 'kind', 'listener',
  'lot', 'minute', 'moment', 'month', 'morning', 'night', 'number', 'part', 'people', 'person', 'place', 'podcast', 'point', 'question', 'reason', 'rule',
  'second', 'show', 'side', 'sort', 'story', 'thing', 'time', 'today', 'tonight', 'topic', 'way', 'week', 'weekend', 'year', 'thumb', 'head', 'everything',
  'something', 'nothing', 'anything', 'step', 'option', 'line', 'word', 'sentence', 'hand', 'table', 'paper', 'tea', 'coffee', 'pot', 'cup', 'spreadsheet',
]);

/** A term as found: its words' lemmas (the key), how it reads, and whether it is a name. */
interface Found {
  readonly key: string;
  readonly shown: string;
  readonly words: number;
  readonly name: boolean;
}

interface Counted extends Found {
  readonly count: number;
}

/** Noun phrases (adjective or noun, then nouns) and single nouns of `text`, counted by lemma. */
function termsOf(text: string): Map<string, Counted> {
  const found = new Map<string, Counted>();
  if (text.trim().length === 0) return found;
  const nlp = winkReader();
  const { its } = nlp;
  // wink's typings declare `its.lemma` with the model's addons as a third parameter, which `out()`'s
  // own signature does not accept; at run time `out(its.lemma)` is how wink documents reading lemmas.
  const lemmaOf = its.lemma as unknown as typeof its.normal;
  const doc = readDocument(text);
  const add = (term: Found): void => {
    if (term.key.length === 0) return;
    const known = found.get(term.key);
    found.set(term.key, known ? { ...known, count: known.count + 1 } : { ...term, count: 1 });
  };
  const wordOf = (lemma: string, value: string, pos: string): { lemma: string; value: string; pos: string } => ({ lemma: lemma.toLowerCase(), value, pos });
  const usable = (words: readonly { lemma: string; pos: string }[]): boolean =>
    words.every(({ lemma }) => /^\p{L}[\p{L}\p{N}'-]*$/u.test(lemma) && lemma.length >= 3 && !GENERIC_NOUNS.has(lemma));
  doc.customEntities().each((entity: ItemCustomEntity) => {
    if (entity.out(its.type) !== KEY_PHRASE) return;
    const tokens = entity.tokens();
    const lemmas = tokens.out(lemmaOf) as string[];
    const values = tokens.out(its.value) as string[];
    const parts = tokens.out(its.pos) as string[];
    const words = lemmas.map((lemma, at) => wordOf(lemma, values[at]!, parts[at]!));
    if (!usable(words)) return;
    const name = parts.every((pos) => pos === 'PROPN') && values.every((value) => /^\p{Lu}/u.test(value));
    add({ key: words.map((word) => word.lemma).join(' '), shown: values.map((value) => (name ? value : value.toLowerCase())).join(' '), words: words.length, name });
  });
  doc.tokens().each((token: ItemToken) => {
    const pos = String(token.out(its.pos));
    if ((pos !== 'NOUN' && pos !== 'PROPN') || token.out(its.stopWordFlag) === true) return;
    const word = wordOf(String(token.out(lemmaOf)), String(token.out(its.value)), pos);
    // A gerund read as a noun ("Building your first budget") is an action, not a subject.
    if (!usable([word]) || word.lemma.endsWith('ing')) return;
    add({ key: word.lemma, shown: word.value.toLowerCase(), words: 1, name: pos === 'PROPN' });
  });
  return found;
}

const MAX_TOPICS = 8;
/**
 * Single nouns the show notes and the transcript share, kept at most: the most said ones name the
 * subject ("pensions"); past them come the words a whole show keeps saying ("money", "partner", "work").
 */
const SHARED_NOUNS = 2;
/** A term the show notes and the transcript both hold counts as repeated when said this often in all. */
const REPEATED = 3;

/**
 * The episode's topics, most telling first (lower case, names as written):
 * 1. the title's noun phrases ("first budget", "money personalities");
 * 2. phrases found in the show notes *and* the transcript, at least three times in all (with one of
 *    them missing, the title is the only witness);
 * 3. the title's own nouns ("couples", "marriage"), then the two nouns most said as in 2, unless a
 *    phrase above already holds them.
 * Terms are compared by their words' lemmas, so "joint accounts" and "joint account" are one topic.
 */
export function episodeTopics(title: string, description: string, transcript: string): string[] {
  const inTitle = termsOf(title);
  const inNotes = termsOf(description);
  const inTranscript = termsOf(transcript);
  const chosen = new Map<string, string>();
  const coveredWords = new Set<string>();
  const choose = (term: Found): void => {
    if (chosen.has(term.key) || chosen.size >= MAX_TOPICS) return;
    chosen.set(term.key, term.name ? term.shown : term.shown.toLowerCase());
    if (term.words > 1) for (const word of term.key.split(' ')) coveredWords.add(word);
  };
  // A name keeps the capitals the body writes it with; the title capitalises every word.
  const asWritten = (term: Found): Found => inNotes.get(term.key) ?? inTranscript.get(term.key) ?? term;
  for (const term of inTitle.values()) if (term.words > 1) choose(asWritten(term));
  const shared = [...inNotes.values()]
    .filter((term) => !inTitle.has(term.key))
    .map((term) => ({ term, count: term.count + (inTranscript.get(term.key)?.count ?? 0) }))
    .filter(({ term, count }) => inTranscript.has(term.key) && count >= REPEATED)
    .sort((a, b) => b.term.words - a.term.words || b.count - a.count);
  for (const { term } of shared) if (term.words > 1) choose(term);
  for (const term of inTitle.values()) if (term.words === 1 && !coveredWords.has(term.key)) choose(asWritten(term));
  // A first name or a weekday alone ("Leah", "Sunday") is who or when, not what the episode is about.
  const nouns = shared.filter(({ term }) => term.words === 1 && !term.name && !coveredWords.has(term.key)).sort((a, b) => b.count - a.count);
  for (const { term } of nouns.slice(0, SHARED_NOUNS)) choose(term);
  return [...chosen.values()];
}
