#!/usr/bin/env node
// How long the content pipeline takes on a 60-minute episode with the built-in writer, video excluded:
// the steps of ProcessEpisodeAudio, in its order, through the built adapters (the worker's own code).
//   probe       MusicMetadataAudioProbe on a 60-minute MP3 (mono, 64 kb/s; ffmpeg makes it, not timed)
//   transcribe  NoTranscriber (the offline default: no transcript); so that the writer reads what an
//               hour of speech gives, it is handed a synthetic transcript of ≈ 9,000 words in timed
//               segments instead (sentences about couples and money from word lists, deterministic)
//   write       OfflineContentWriter.writeEpisodeContent: blog post, 12 social posts, pull quote, video
//               description (wink-nlp's model loads on the first write, as in a fresh worker)
//   quote card  FfmpegMediaRenderer.renderQuoteCard with a 1400×1400 cover (1080×1080 PNG)
//   drafts      draftBlogPost, draftSocialPost + transitionSocialPost('pending_approval') for the 12 posts
// Not counted: storing the drafts (one database transaction of 14 rows: a blog post, 12 posts, a video)
// and the media files, and the video: the reel (60 s at 1080×1920) is rendered and timed apart, for
// information; the video podcast has its own bench (video-render.mjs).
// Budget (issue 10): ≤ 5 s for the counted steps. Exits 1 over it.
//
//   npx nx run @harmony/content-automation:build && node bench/content-pipeline.mjs
// Options: --minutes=<audio length> (default 60)   --words=<transcript words> (default 9000)   --budget=<s> (default 5)   --no-reel
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const args = process.argv.slice(2);
const option = (name) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const minutes = Number(option('minutes') ?? 60);
const transcriptWords = Number(option('words') ?? 9000);
const budgetSeconds = Number(option('budget') ?? 5);
const withReel = !args.includes('--no-reel');

const dist = path.resolve(import.meta.dirname, '../libs/content-automation/dist');
if (!existsSync(path.join(dist, 'adapters/media/index.js'))) {
  console.error(`${dist} is missing: run \`npx nx run @harmony/content-automation:build\` first.`);
  process.exit(1);
}
const { FfmpegMediaRenderer, MusicMetadataAudioProbe, locateFfmpeg } = await import(path.join(dist, 'adapters/media/index.js'));
const { OfflineContentWriter } = await import(path.join(dist, 'adapters/writing/index.js'));
const { NoTranscriber } = await import(path.join(dist, 'adapters/transcription/index.js'));
const { REEL_MAX_SECONDS } = await import(path.join(dist, 'application/run-media.js'));
const { draftBlogPost, draftSocialPost, transitionSocialPost } = await import(path.join(dist, 'domain/index.js'));

/** A deterministic pseudo-random sequence (mulberry32), so every run writes from the same transcript. */
function numbers(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const subjects = ['we', 'my partner', 'my wife', 'my husband', 'a lot of couples', 'most people we talk to', 'the two of us', 'our listeners', 'one couple we coached', 'newlyweds'];
const verbs = ['argue about', 'avoid talking about', 'plan', 'track', 'split', 'celebrate', 'worry about', 'sit down to review', 'negotiate', 'rethink', 'save up for', 'write down'];
const objects = ['the monthly budget', 'our emergency fund', 'credit card debt', 'the mortgage', 'a shared savings goal', 'retirement accounts', 'the grocery bill', 'holiday spending', 'student loans', 'a weekly money date', 'our joint account', 'the kids’ college fund', 'a sinking fund for the car', 'subscriptions nobody uses'];
const endings = ['every single month', 'before it becomes a fight', 'without blaming each other', 'once the kids are asleep', 'with a cup of coffee', 'when the paycheck lands', 'because trust matters more than numbers', 'so that nobody feels judged', 'even when money is tight', 'in about twenty minutes'];
const openers = ['Honestly,', 'What surprised me is that', 'Here is the thing:', 'I remember when', 'The research says', 'In our first year,', 'If you take one thing away,', 'So', 'And then', 'To be fair,'];
const asides = ['which sounds boring but works', 'and that changed everything', 'and it took us years to learn that', 'which is where most couples get stuck', 'and we still laugh about it'];

/** ≈ `words` words of an hour's conversation, in segments of 1 to 3 sentences spread over the audio. */
function transcriptOf(words, seconds) {
  const random = numbers(42);
  const pick = (list) => list[Math.floor(random() * list.length)];
  const sentences = [];
  let count = 0;
  while (count < words) {
    const aside = random() < 0.3 ? `, ${pick(asides)}` : '';
    const sentence = `${pick(openers)} ${pick(subjects)} ${pick(verbs)} ${pick(objects)} ${pick(endings)}${aside}${random() < 0.1 ? '?' : '.'}`;
    const text = sentence.charAt(0).toUpperCase() + sentence.slice(1);
    sentences.push(text);
    count += text.split(' ').length;
  }
  const segments = [];
  for (let at = 0; at < sentences.length; ) {
    const take = 1 + Math.floor(random() * 3);
    segments.push(sentences.slice(at, at + take).join(' '));
    at += take;
  }
  const length = seconds / segments.length;
  return {
    text: segments.join(' '),
    segments: segments.map((text, index) => ({ startSeconds: index * length, endSeconds: (index + 1) * length, text })),
    words: count,
  };
}

const timed = async (work) => {
  const started = performance.now();
  const value = await work();
  return { value, seconds: (performance.now() - started) / 1000 };
};

const folder = mkdtempSync(path.join(os.tmpdir(), 'harmony-bench-pipeline-'));
let exitCode = 0;
try {
  const ffmpegPath = locateFfmpeg(process.env);
  const audioPath = path.join(folder, 'episode.mp3');
  const coverPath = path.join(folder, 'cover.png');
  const make = (ffmpegArgs) => {
    const result = spawnSync(ffmpegPath, ['-hide_banner', '-nostdin', '-v', 'error', '-y', ...ffmpegArgs], { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`ffmpeg ${ffmpegArgs.join(' ')} failed: ${result.stderr}`);
  };
  make(['-f', 'lavfi', '-i', `sine=f=220:d=${minutes * 60}`, '-ac', '1', '-b:a', '64k', audioPath]);
  make(['-f', 'lavfi', '-i', 'testsrc2=s=1400x1400:d=1', '-frames:v', '1', coverPath]);
  const transcript = transcriptOf(transcriptWords, minutes * 60);
  const episode = {
    id: 1,
    number: 42,
    title: 'Money Dates That Stick',
    description: '<p>How we keep our monthly money date going, and what to do when it turns into a fight.</p>',
    imageUrl: '/media/episodes/42/cover.png',
  };

  console.log(`Content pipeline, built-in writer, video excluded: a ${minutes}-minute MP3 (mono, 64 kb/s, ${(statSync(audioPath).size / 1e6).toFixed(1)} MB), a ${transcript.words}-word transcript in ${transcript.segments.length} segments, a 1400×1400 cover`);
  console.log(`Node ${process.version}, ${os.cpus().length} cores, load average ${os.loadavg().map((load) => load.toFixed(2)).join(' ')}; ffmpeg ${ffmpegPath}\n`);

  const renderer = new FfmpegMediaRenderer({ ffmpegPath });
  const steps = [];
  const probe = await timed(() => new MusicMetadataAudioProbe().probe(audioPath));
  steps.push(['probe (music-metadata)', probe.seconds]);
  const transcribe = await timed(() => new NoTranscriber().transcribe(audioPath));
  steps.push(['transcribe (offline default: none)', transcribe.seconds]);
  const brief = { episode, episodeUrl: 'https://harmony.example/episode/1', transcript: { text: transcript.text, segments: transcript.segments } };
  const write = await timed(() => new OfflineContentWriter().writeEpisodeContent(brief));
  steps.push([`write (OfflineContentWriter, ${transcript.words} words)`, write.seconds]);
  const written = write.value;
  const quoteCard = await timed(() => renderer.renderQuoteCard({ coverPath, quote: written.pullQuote, episodeTitle: episode.title, outputPath: path.join(folder, 'quote-card.png') }));
  steps.push(['quote card (1080×1080 PNG)', quoteCard.seconds]);
  const drafts = await timed(async () => {
    const blogPost = draftBlogPost({ episodeId: episode.id, ...written.blogPost, imageUrl: episode.imageUrl });
    const socialPosts = written.socialPosts.map((post) =>
      transitionSocialPost(
        draftSocialPost({
          episodeId: episode.id,
          platform: post.platform,
          contentType: post.contentType,
          content: post.content,
          imageUrl: post.contentType === 'text' ? null : '/media/content/quote-card.png',
          videoUrl: post.contentType === 'reel' ? '/media/content/reel.mp4' : null,
        }),
        'pending_approval',
      ),
    );
    return { blogPost, socialPosts };
  });
  steps.push([`drafts checked (1 blog post, ${drafts.value.socialPosts.length} social posts)`, drafts.seconds]);

  const total = steps.reduce((sum, [, seconds]) => sum + seconds, 0);
  const width = Math.max(...steps.map(([name]) => name.length)) + 2;
  for (const [name, seconds] of steps) console.log(`${name.padEnd(width)} ${seconds.toFixed(3).padStart(7)} s`);
  console.log(`${'total'.padEnd(width)} ${total.toFixed(3).padStart(7)} s   (budget ≤ ${budgetSeconds} s; not counted: the drafts' transaction of 14 rows, storing the media)`);
  console.log(`\nprobed ${probe.value.durationSeconds.toFixed(1)} s; blog post "${written.blogPost.title}" (${written.blogPost.content.length} characters); pull quote at ${written.pullQuoteStartSeconds === null ? 'no time' : `${written.pullQuoteStartSeconds.toFixed(0)} s`}: "${written.pullQuote}"`);
  const again = await timed(() => new OfflineContentWriter().writeEpisodeContent({ ...brief }));
  console.log(`a second write in the same process (model loaded): ${again.seconds.toFixed(3)} s`);

  if (withReel) {
    const startSeconds = Math.min(written.pullQuoteStartSeconds ?? 0, Math.max(0, probe.value.durationSeconds - REEL_MAX_SECONDS));
    const reel = await timed(() => renderer.renderReel({ audioPath, coverPath, quote: written.pullQuote, startSeconds, maxSeconds: REEL_MAX_SECONDS, outputPath: path.join(folder, 'reel.mp4') }));
    console.log(`\nvideo, for information (not in the budget): reel of ${REEL_MAX_SECONDS} s at 1080×1920 from ${startSeconds.toFixed(0)} s: ${reel.seconds.toFixed(2)} s (${(REEL_MAX_SECONDS / reel.seconds).toFixed(1)}× real time)`);
  }
  console.log(`load average at the end: ${os.loadavg()[0].toFixed(2)}`);

  if (total > budgetSeconds) {
    console.error(`FAIL: ${total.toFixed(2)} s is over the ${budgetSeconds} s budget`);
    exitCode = 1;
  } else {
    console.log(`PASS: ${total.toFixed(2)} s for a ${minutes}-minute episode, video excluded (budget ${budgetSeconds} s)`);
  }
} catch (error) {
  console.error(`content-pipeline: ${error instanceof Error ? error.stack : error}`);
  exitCode = 2;
} finally {
  rmSync(folder, { recursive: true, force: true });
}
process.exit(exitCode);
