#!/usr/bin/env node
// Site search latency (issue 11): GET /api/search?q= over 1,000 public episodes and 1,000 published
// articles (besides the demo content), with varied queries (words, phrases, `or`, `-word`), one request
// at a time as a visitor makes them. Budget: median ≤ 50 ms. Exits 1 over it, or on an answer that is not 200.
//
//   node bench/search.mjs     the built API (services/api/dist/main.js; `npm run build` first) on a temporary
//                             DATA_DIR. Embedded PGlite by default: the API starts once to migrate, stops, the
//                             rows are written into its data folder, and it starts again on them. With
//                             DATABASE_URL (a database of its own: the bench adds rows to it), PostgreSQL: the
//                             rows are inserted while it runs.
// Options: --rounds=<n> times through the queries (default 20)   --episodes=<n> --articles=<n> (default 1000)   --no-budget
import { startBuiltApp } from './built-app.mjs';

const args = process.argv.slice(2);
const option = (name) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const rounds = Number(option('rounds') ?? 20);
const episodeCount = Number(option('episodes') ?? 1000);
const articleCount = Number(option('articles') ?? 1000);
const enforceBudget = !args.includes('--no-budget');
const budget = { medianMs: 50 };
const databaseUrl = process.env.DATABASE_URL || '';

const queries = [
  'budget',
  'emergency fund',
  '"debt snowball"',
  'mortgage -rent',
  'saving or investing',
  'retirement plan',
  'wedding costs',
  'credit card debt',
  'holiday spending',
  'money date',
  'joint account',
  'kids pocket money',
];

// Deterministic text: the same rows, and so the same figures, on every run.
let state = 42;
const random = () => ((state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
const pick = (list) => list[Math.floor(random() * list.length)];
const vocabulary = (
  'budget budgeting saving savings spending debt snowball avalanche mortgage rent house deposit emergency fund ' +
  'retirement pension plan investing shares index wedding costs credit card interest holiday travel kids pocket ' +
  'money date joint account separate account partner marriage couple talk argument goals income salary bonus tax ' +
  'insurance car loan student family gift christmas groceries bills subscription habit review spreadsheet app'
).split(' ');
const filler = 'the a and of to we our how why when you your with for about it is in on that this'.split(' ');
const sentence = (words) => {
  const text = Array.from({ length: words }, () => (random() < 0.35 ? pick(vocabulary) : pick(filler))).join(' ');
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
};
const paragraph = (sentences) => Array.from({ length: sentences }, () => sentence(8 + Math.floor(random() * 10))).join(' ');
const title = () => sentence(4 + Math.floor(random() * 4)).slice(0, -1);

const episodeRows = (count) =>
  Array.from({ length: count }, (_, index) => {
    const description = `<p>${paragraph(4)}</p><p>${paragraph(3)}</p>`;
    return [10_000 + index, `${title()} (${index})`, description, description, `/media/bench/episode-${index}.mp3`, `/media/bench/episode-${index}.svg`, '30:00', new Date(Date.UTC(2020, 0, 1) + index * 86_400_000)];
  });
const articleRows = (count) =>
  Array.from({ length: count }, (_, index) => {
    const content = Array.from({ length: 8 }, (_, section) => `## ${title()}\n\n${paragraph(5)}\n\n${section % 2 ? '' : `**${sentence(6)}** ${paragraph(2)}`}`).join('\n\n');
    return [`${title()} (${index})`, `bench-article-${index}`, paragraph(2), content, '', true, new Date(Date.UTC(2020, 0, 1) + index * 86_400_000)];
  });

/** Multi-row INSERTs of `rows` into `table`, 100 rows a statement. */
async function insertAll(query, table, columns, rows) {
  for (let start = 0; start < rows.length; start += 100) {
    const batch = rows.slice(start, start + 100);
    const values = batch.map((row, r) => `(${row.map((_, c) => `$${r * columns.length + c + 1}`).join(', ')})`).join(', ');
    await query(`INSERT INTO "${table}" (${columns.map((c) => `"${c}"`).join(', ')}) VALUES ${values}`, batch.flat());
  }
}

async function seed(query) {
  await insertAll(query, 'episodes', ['number', 'title', 'description', 'description_html', 'audio_url', 'image_url', 'duration', 'published_at'], episodeRows(episodeCount));
  await insertAll(query, 'blog_articles', ['title', 'slug', 'excerpt', 'content', 'content_html', 'published', 'published_at'], articleRows(articleCount));
  await query('ANALYZE "episodes"; ANALYZE "blog_articles"', []);
}

async function seededApp() {
  const env = { NODE_ENV: 'production', LOG_LEVEL: 'warn', ADMIN_PASSWORD: 'bench-owner-password' };
  if (databaseUrl) {
    const app = await startBuiltApp({ ...env, DATABASE_URL: databaseUrl });
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      await seed(async (sql, params) => (params.length ? client.query(sql, params) : client.query(sql)));
    } finally {
      await client.end();
    }
    return app;
  }
  const { mkdtempSync, rmSync } = await import('node:fs');
  const { default: os } = await import('node:os');
  const { default: path } = await import('node:path');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'harmony-bench-search-'));
  const migrating = await startBuiltApp(env, { dataDir });
  await migrating.stop();
  const { PGlite } = await import('@electric-sql/pglite');
  const db = new PGlite(path.join(dataDir, 'pglite'));
  try {
    await seed(async (sql, params) => (params.length ? db.query(sql, params) : db.exec(sql)));
  } finally {
    await db.close();
  }
  const app = await startBuiltApp(env, { dataDir });
  return { ...app, stop: async () => (await app.stop(), rmSync(dataDir, { recursive: true, force: true })) };
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

const seedingStarted = performance.now();
const app = await seededApp();
console.log(`Seeded ${episodeCount} episodes and ${articleCount} articles on ${databaseUrl ? 'PostgreSQL' : 'embedded PGlite'} in ${((performance.now() - seedingStarted) / 1000).toFixed(1)} s.`);
let failed = false;
try {
  const search = async (q) => {
    const started = performance.now();
    const response = await fetch(new URL(`/api/search?${new URLSearchParams({ q })}`, app.url));
    const body = await response.json();
    const ms = performance.now() - started;
    if (response.status !== 200) throw new Error(`GET /api/search?q=${q} answered ${response.status}: ${JSON.stringify(body)}`);
    return { ms, total: body.total };
  };
  for (const q of queries) await search(q); // warm-up: JIT, the database's caches
  const timings = [];
  const totals = new Map();
  for (let round = 0; round < rounds; round += 1) {
    for (const q of queries) {
      const { ms, total } = await search(q);
      timings.push(ms);
      totals.set(q, total);
    }
  }
  timings.sort((a, b) => a - b);
  const median = percentile(timings, 50);
  console.log(`Matches per query: ${[...totals].map(([q, total]) => `${q} → ${total}`).join(', ')}`);
  console.log(`GET /api/search over ${timings.length} requests: median ${median.toFixed(1)} ms, p95 ${percentile(timings, 95).toFixed(1)} ms, max ${timings.at(-1).toFixed(1)} ms (budget: median ≤ ${budget.medianMs} ms)`);
  if (enforceBudget && median > budget.medianMs) {
    console.error(`Over budget: median ${median.toFixed(1)} ms > ${budget.medianMs} ms`);
    failed = true;
  }
} finally {
  await app.stop();
}
process.exit(failed ? 1 : 0);
