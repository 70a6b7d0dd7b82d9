import { createRequire } from 'node:module';
import winkNLP, { type Bow, type CustomEntities, type Document, type ItemCustomEntity, type ItemSentence, type ItemToken, type WinkMethods } from 'wink-nlp';
import model from 'wink-eng-lite-web-model';

// wink-nlp's utilities are CommonJS files without an exports map: an ESM import needs the `.js`
// suffix, which the package's own type declarations (written for the bare name) do not cover.
const require = createRequire(import.meta.url);
const bm25Vectorizer = require('wink-nlp/utilities/bm25-vectorizer') as typeof import('wink-nlp/utilities/bm25-vectorizer').default;
const similarity = require('wink-nlp/utilities/similarity') as typeof import('wink-nlp/utilities/similarity').default;

/** A sentence of the source, with how central it is to the whole. */
export interface RankedSentence {
  /** Its place in the source (0 = first). */
  readonly index: number;
  readonly text: string;
  /** Cosine of its BM25 vector with the episode's, weighed by how quotable its length is. */
  readonly score: number;
}

/** What the writer knows of an episode's text. */
export interface EpisodeReading {
  /** Every usable sentence, in the order of the source. */
  readonly sentences: readonly RankedSentence[];
  /** The same sentences, most central first (ties: earlier first). */
  readonly ranked: readonly RankedSentence[];
  /** Key phrases (noun chunks, then frequent nouns), lower case, most frequent first. */
  readonly keyPhrases: readonly string[];
}

export const KEY_PHRASE = 'keyPhrase';
let reader: WinkMethods | undefined;

/** One wink pipeline for the process: loading the model takes ≈ 0.1 s, reading a 9,000-word transcript less. */
export function winkReader(): WinkMethods {
  if (reader) return reader;
  const nlp = winkNLP(model, ['sbd', 'pos', 'negation', 'cer']);
  nlp.learnCustomEntities([
    { name: KEY_PHRASE, patterns: ['[ADJ|NOUN|PROPN] [NOUN|PROPN] [NOUN|PROPN]', '[ADJ|NOUN|PROPN] [NOUN|PROPN]'] },
  ]);
  reader = nlp;
  return nlp;
}

// The writer reads an episode's transcript for its sentences and again for its topics: the second
// read (≈ 0.1 s for an hour's transcript) is the first one's document, kept for the few texts of one episode.
const recentDocuments = new Map<string, Document>();
const RECENT_DOCUMENTS = 4;

/** `text` read by wink-nlp (sentences, parts of speech, key phrases), the same document for the same text while it is recent. */
export function readDocument(text: string): Document {
  const known = recentDocuments.get(text);
  if (known) return known;
  const doc = winkReader().readDoc(text);
  recentDocuments.set(text, doc);
  if (recentDocuments.size > RECENT_DOCUMENTS) recentDocuments.delete(recentDocuments.keys().next().value!);
  return doc;
}

const MAX_SENTENCE_CHARACTERS = 600;

/** How quotable a sentence's length is: a fragment or a run-on sentence ranks lower than its words alone would. */
function lengthWeight(words: number): number {
  if (words < 5) return 0.35;
  if (words < 8) return 0.75;
  if (words <= 35) return 1;
  if (words <= 60) return 0.8;
  return 0.5;
}

const tidy = (sentence: string): string => sentence.replace(/\s+/g, ' ').trim();

function addInto(total: Bow, bow: Bow): void {
  for (const [term, weight] of Object.entries(bow)) total[term] = (total[term] ?? 0) + weight;
}

/**
 * Reads an episode's text with wink-nlp: sentences (its sentence boundary detection), each ranked by
 * the cosine of its BM25 bag of words (content words, stop words left out) with the sum of all of
 * them, the classic centroid summary; key phrases from noun chunks (adjective or noun followed by
 * nouns) and frequent nouns.
 */
export function readEpisodeText(text: string): EpisodeReading {
  const nlp = winkReader();
  const { its } = nlp;
  const doc = readDocument(text);
  const vectorizer = bm25Vectorizer();
  const found: { text: string; words: number }[] = [];
  const nounCounts = new Map<string, number>();
  doc.sentences().each((sentence: ItemSentence) => {
    const sentenceText = tidy(String(sentence.out()));
    const terms: string[] = [];
    let words = 0;
    sentence.tokens().each((token: ItemToken) => {
      if (token.out(its.type) !== 'word') return;
      words += 1;
      if (token.out(its.stopWordFlag) === true) return;
      const normal = String(token.out(its.normal));
      terms.push(normal);
      const pos = token.out(its.pos);
      if ((pos === 'NOUN' || pos === 'PROPN') && normal.length >= 3) nounCounts.set(normal, (nounCounts.get(normal) ?? 0) + 1);
    });
    if (words === 0 || sentenceText.length > MAX_SENTENCE_CHARACTERS * 2) return;
    vectorizer.learn(terms);
    found.push({ text: sentenceText, words });
  });
  const bows = found.map((_, index) => vectorizer.doc(index).out(its.bow) as Bow);
  const centroid: Bow = {};
  for (const bow of bows) addInto(centroid, bow);
  const sentences = found.map((sentence, index): RankedSentence => {
    const bow = bows[index]!;
    const centrality = Object.keys(bow).length === 0 ? 0 : similarity.bow.cosine(bow, centroid);
    return { index, text: sentence.text, score: centrality * lengthWeight(sentence.words) };
  });
  const ranked = [...sentences].sort((a, b) => b.score - a.score || a.index - b.index);
  return { sentences, ranked, keyPhrases: keyPhrases(doc.customEntities(), nounCounts, its) };
}

function keyPhrases(entities: CustomEntities, nounCounts: ReadonlyMap<string, number>, its: WinkMethods['its']): string[] {
  const phraseCounts = new Map<string, number>();
  const shown = new Map<string, string>();
  entities.each((entity: ItemCustomEntity) => {
    if (entity.out(its.type) !== KEY_PHRASE) return;
    const phrase = tidy(String(entity.out(its.normal)));
    if (!/^[\p{L}\p{N}][\p{L}\p{N}' -]*$/u.test(phrase)) return;
    phraseCounts.set(phrase, (phraseCounts.get(phrase) ?? 0) + 1);
    // Names keep their capitals ("Maria Lopez"), other words are lower case whatever their place in the sentence.
    const values = entity.tokens().out(its.value) as string[];
    const parts = entity.tokens().out(its.pos) as string[];
    if (!shown.has(phrase)) shown.set(phrase, values.map((value, at) => (parts[at] === 'PROPN' ? value : value.toLowerCase())).join(' '));
  });
  // Map keeps first-seen order, and sort is stable: equal counts stay in the order the text gives them.
  const byCount = (counts: ReadonlyMap<string, number>): string[] => [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([phrase]) => phrase);
  const phrases = byCount(phraseCounts).slice(0, 8);
  const covered = new Set(phrases.flatMap((phrase) => phrase.split(' ')));
  // A noun said once is rarely a topic; a short source with few noun chunks still needs a few.
  const nouns = byCount(nounCounts).filter((noun) => !covered.has(noun) && /^\p{L}[\p{L}\p{N}'-]*$/u.test(noun) && (phrases.length < 3 || nounCounts.get(noun)! >= 2));
  return [...phrases.map((phrase) => shown.get(phrase) ?? phrase), ...nouns].slice(0, 12);
}
