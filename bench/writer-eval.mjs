#!/usr/bin/env node
// The built-in writer's evaluation (issue 23): OfflineContentWriter over every episode of the
// evaluation set (libs/content-automation/src/adapters/writing/evaluation/*.json: show notes and
// transcripts of different lengths, each with the topics a person would name), scored against the bar
// the test writing-evaluation.spec.ts asserts, with the same scoring code (writing-evaluation.ts):
//   repeated   sentences said twice in one run's posts (in one post or across posts; the episode's
//              title and number, links, hashtags and lines under three words aside)
//   markdown   posts showing markdown or HTML syntax (`**`, `- ` lists, `#` headings, links, tags)
//   off-topic  hashtags, and the writer's topics, that are neither a named topic nor the title's words
//   over limit posts over their network's limits (checkPlatformText)
//   draft      the blog draft's words; ≥ 300 expected when the transcript has ≥ 250 words
// Each fault is 0 at the bar. Prints markdown tables (per episode, per network); exits 1 on any fault.
//
//   npx nx run @harmony/content-automation:build && node bench/writer-eval.mjs
// Options: --writer=<dist folder>   score another build's OfflineContentWriter (an older commit's
//          libs/content-automation/dist, to compare); a writer without `topicsOf` is scored on its hashtags
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const writerOption = process.argv.slice(2).find((arg) => arg.startsWith('--writer='))?.slice('--writer='.length);
const dist = path.resolve(import.meta.dirname, '../libs/content-automation/dist');
const setDir = path.resolve(import.meta.dirname, '../libs/content-automation/src/adapters/writing/evaluation');
let modules;
try {
  modules = {
    ...(await import(path.join(dist, 'adapters/writing/index.js'))),
    ...(await import(path.join(dist, 'adapters/writing/evaluation/writing-evaluation.js'))),
    ...(await import(path.join(dist, 'adapters/writing/show-notes-text.js'))),
    ...(writerOption ? await import(path.join(path.resolve(writerOption), 'adapters/writing/index.js')) : {}),
  };
} catch (error) {
  console.error(`${dist} is missing or stale (${error.message}): run \`npx nx run @harmony/content-automation:build\` first.`);
  process.exit(1);
}
const { OfflineContentWriter, briefOf, scoreWriting, scorePosts, showNotesAsText, wordsIn, DRAFT_MIN_WORDS } = modules;

const items = readdirSync(setDir)
  .filter((name) => name.endsWith('.json'))
  .sort()
  .map((name) => JSON.parse(readFileSync(path.join(setDir, name), 'utf8')));

const writer = new OfflineContentWriter();
const topicsOf = (brief) => writer.topicsOf?.(brief) ?? [];
const sum = (values) => values.reduce((total, value) => total + value, 0);
const perNetwork = new Map();
let faults = 0;
const rows = [];
const started = performance.now();
for (const item of items) {
  const brief = briefOf(item);
  const written = await writer.writeEpisodeContent(brief);
  const score = scoreWriting(item, written, topicsOf(brief));
  // The owner's "Generate posts" after the first run: a run of its own, held to the same bar.
  const more = scorePosts(item, await writer.writeSocialPosts(brief, 12, written.socialPosts.map((post) => post.content)));
  for (const platform of [...score.platforms, ...more]) {
    const known = perNetwork.get(platform.platform) ?? { posts: 0, repeatedSentences: 0, markdown: 0, offTopicTags: 0, overLimit: 0 };
    for (const key of Object.keys(known)) known[key] += platform[key];
    perNetwork.set(platform.platform, known);
  }
  const all = [...score.platforms, ...more];
  const repeated = sum(all.map((p) => p.repeatedSentences));
  const markdown = sum(all.map((p) => p.markdown)) + score.videoMarkdown;
  const offTopic = sum(all.map((p) => p.offTopicTags)) + score.offTopicTopics.length;
  const overLimit = sum(all.map((p) => p.overLimit));
  const draftShort = score.draftExpected && score.draftWords < DRAFT_MIN_WORDS ? 1 : 0;
  faults += repeated + markdown + offTopic + overLimit + draftShort + score.draftRepeats;
  rows.push(
    `| ${item.number}. ${item.title} | ${wordsIn(showNotesAsText(item.description))} / ${item.transcript ? wordsIn(item.transcript) : '–'} | ${topicsOf(brief).join(', ') || '(not exposed)'} | ${repeated} | ${markdown} | ${offTopic} | ${overLimit} | ${score.draftWords}${score.draftExpected ? ` (≥ ${DRAFT_MIN_WORDS})` : ''} | ${score.draftRepeats} |`,
  );
}
const seconds = (performance.now() - started) / 1000;

console.log(`writer-eval${writerOption ? ` (writer from ${writerOption})` : ''}: ${items.length} episodes, 24 posts each (the first run and a "Generate posts" run of 12), ${new Date().toISOString().slice(0, 10)}, Node ${process.versions.node}, ${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}), load average ${os.loadavg()[0].toFixed(1)}, ${seconds.toFixed(2)} s\n`);
console.log('| episode | notes / transcript words | topics found | repeated sentences | markdown | off-topic tags + topics | over limit | draft words | draft repeats |');
console.log('|---|---|---|---|---|---|---|---|---|');
for (const row of rows) console.log(row);
console.log('\n| network | posts | repeated sentences | markdown | off-topic tags | over limit |');
console.log('|---|---|---|---|---|---|');
for (const [platform, totals] of perNetwork) console.log(`| ${platform} | ${totals.posts} | ${totals.repeatedSentences} | ${totals.markdown} | ${totals.offTopicTags} | ${totals.overLimit} |`);
console.log(`\n${faults === 0 ? 'Every episode and network at the bar.' : `${faults} fault(s) against the bar.`}`);
process.exit(faults === 0 ? 0 : 1);
