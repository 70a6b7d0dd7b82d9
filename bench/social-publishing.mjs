#!/usr/bin/env node
// Issue 26's budget: 1,000 scheduled posts due in the same minute are all published within 2 minutes
// against a local network, none twice. The posts are webhook posts (the webhook is the network n8n, Zapier
// or Make stand behind): a local receiver (node:http in this process) checks each delivery's signature
// (X-Harmony-Signature, HMAC-SHA256 of the body) and counts it by X-Harmony-Delivery, answering 2xx.
//
// What runs is the worker's own code, built: content automation's TypeORM store on PostgreSQL, its job kinds on
// the platform's queue (BullMQ on Redis with --queue=bullmq, else the embedded in-process queue on the
// database, as `npm start` runs it), the scheduled publication's job (PublishScheduledPost) and the publish job
// (PublishSocialPost), and the SocialContextPublisher adapter. Its AccountPublishing is the social context's
// webhook network when built (libs/social/dist exports WebhookNetwork), else a stand-in here that posts the
// contract's webhook request (the real adapters were not merged when this was written; see bench/README.md).
//
// The posts are stored approved, scheduled through ChangeSocialPostStatus (as PATCH …/status does: one delayed
// job each) all for the same instant, DUE_IN seconds ahead, and the bench measures from that instant to the
// last post stored `published` with its remoteId:
//   published   every post published, within --budget seconds (120) of the due time;
//   exactly once  the receiver got one delivery per post: 0 lost, 0 twice.
// Exits 1 over budget or on a lost or duplicated post.
//
//   npx nx run-many -t build -p platform episode social content-automation site-config blog audience
//   node bench/social-publishing.mjs [postgres://…]   PostgreSQL (the URL, else TEST_DATABASE_URL or DATABASE_URL:
//                                                     a database harmony_bench_social is made there, dropped after)
// Options: --posts=1000 --due-in=30 --budget=120 --queue=in-process|bullmq (Redis: REDIS_URL or TEST_REDIS_URL)
//          --workers=1 (consumers, each one job at a time as the worker runs them) --fail-every=0 (the receiver
//          answers 503 to every Nth first delivery: retries through the job, still once each)
import { createHmac, timingSafeEqual } from 'node:crypto';
import { existsSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import pg from 'pg';

const args = process.argv.slice(2);
const option = (name) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const postCount = Number(option('posts') ?? 1_000);
const dueInS = Number(option('due-in') ?? 30);
const budgetS = Number(option('budget') ?? 120);
const queueKind = option('queue') ?? 'in-process';
const workers = Number(option('workers') ?? 1);
const failEvery = Number(option('fail-every') ?? 0);
const BENCH_DATABASE = 'harmony_bench_social';
const SECRET = 'bench-webhook-signing-secret';

const adminUrl = args.find((a) => a.startsWith('postgres')) ?? process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL ?? process.env.TEST_REDIS_URL;
if (!adminUrl || (queueKind === 'bullmq' && !redisUrl)) {
  console.error('social-publishing: needs PostgreSQL (a postgres:// argument, TEST_DATABASE_URL or DATABASE_URL), and Redis (REDIS_URL or TEST_REDIS_URL) with --queue=bullmq');
  process.exit(2);
}

const libs = path.resolve(import.meta.dirname, '../libs');
const dist = (lib, file = 'index.js') => path.join(libs, lib, 'dist', file);
for (const lib of ['platform', 'episode', 'social', 'content-automation']) {
  if (!existsSync(dist(lib))) {
    console.error(`${dist(lib)} is missing: run \`npx nx run-many -t build -p platform episode social content-automation site-config blog audience\` first.`);
    process.exit(2);
  }
}

// The use cases log each publication (Nest's Logger): only errors here, the figures are the output.
(await import('@nestjs/common')).Logger.overrideLogger(['error']);
const { DataSource } = await import('typeorm');
const platform = await import(dist('platform'));
const { episodeMigrations } = await import(dist('episode'));
const social = await import(dist('social'));
const { contentAutomationMigrations } = await import(dist('content-automation', 'adapters/persistence/migrations/index.js'));
const { contentAutomationSchemas, SocialMediaPostSchema } = await import(dist('content-automation', 'adapters/persistence/content-automation.schemas.js'));
const { TypeOrmSocialMediaPosts } = await import(dist('content-automation', 'adapters/persistence/typeorm-social-media-posts.js'));
const { JobQueueContentJobs } = await import(dist('content-automation', 'adapters/queue/job-queue-content-jobs.js'));
const { contentJobKinds } = await import(dist('content-automation', 'adapters/queue/content-job-kinds.js'));
const { SocialContextPublisher } = await import(dist('content-automation', 'adapters/contexts/social-context-publisher.adapter.js'));
const app = await import(dist('content-automation', 'application/index.js'));

/** The local network: a webhook receiver that checks each signature and counts each delivery. */
function startReceiver() {
  const deliveries = new Map();
  const state = { deliveries, received: 0, refused: 0, badSignatures: 0 };
  const server = http.createServer((request, response) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      const expected = Buffer.from(`sha256=${createHmac('sha256', SECRET).update(body).digest('hex')}`);
      const given = Buffer.from(String(request.headers['x-harmony-signature'] ?? ''));
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        state.badSignatures += 1;
        response.writeHead(401).end();
        return;
      }
      const delivery = String(request.headers['x-harmony-delivery']);
      if (request.headers['x-harmony-event'] === 'post.publish') {
        state.received += 1;
        // The first delivery of every Nth post meets a busy receiver: the job tries again later.
        if (failEvery > 0 && !deliveries.has(delivery) && state.received % failEvery === 0 && !state[`failed-${delivery}`]) {
          state[`failed-${delivery}`] = true;
          state.refused += 1;
          response.writeHead(503, { 'retry-after': '1' }).end();
          return;
        }
        deliveries.set(delivery, (deliveries.get(delivery) ?? 0) + 1);
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ id: delivery }));
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ state, url: `http://127.0.0.1:${server.address().port}/hooks/harmony`, stop: () => new Promise((done) => server.close(done)) })));
}

/**
 * AccountPublishing with one connected webhook account. The social context's WebhookNetwork when it is built,
 * else the contract's webhook request made here (POST JSON {post, episode, media}, signed, X-Harmony-Delivery).
 */
function webhookPublishing(url) {
  const account = { id: 1, platform: 'webhook', remoteAccountId: new URL(url).host, credentials: { url, secret: SECRET } };
  const network = typeof social.WebhookNetwork === 'function' ? new social.WebhookNetwork({}) : null;
  const standIn = {
    async findPublished() {
      return null; // the receiver dedupes on X-Harmony-Delivery
    },
    async publish(_account, post) {
      const body = JSON.stringify({
        post: { id: post.postId, platform: 'webhook', contentType: 'text', text: post.text, link: post.link },
        episode: post.episode,
        media: post.media.map(({ kind, url: mediaUrl, contentType }) => ({ kind, url: mediaUrl, contentType })),
      });
      const headers = {
        'content-type': 'application/json',
        'x-harmony-event': 'post.publish',
        'x-harmony-delivery': post.idempotencyKey,
        'x-harmony-signature': `sha256=${createHmac('sha256', SECRET).update(body).digest('hex')}`,
      };
      let answer;
      try {
        answer = await fetch(url, { method: 'POST', headers, body, signal: AbortSignal.timeout(10_000) });
      } catch {
        throw new social.NetworkUnavailable('The webhook is not answering.');
      }
      if (answer.status === 429 || answer.status >= 500) throw new social.NetworkUnavailable(`The webhook answered ${answer.status}.`, Number(answer.headers.get('retry-after') ?? 0) * 1000 || null);
      if (answer.status === 401 || answer.status === 403) throw new social.NetworkUnauthorized('The webhook refused the signature.');
      if (!answer.ok) throw new social.NetworkRefused(`The webhook refused the post: ${answer.status}`);
      const json = await answer.json().catch(() => ({}));
      return { remoteId: typeof json.id === 'string' ? json.id : post.idempotencyKey, remoteUrl: null };
    },
  };
  const adapter = network ?? standIn;
  return {
    usesRealAdapter: network !== null,
    async publishingPlatforms() {
      return [{ platform: 'webhook', accountId: 1, displayName: account.remoteAccountId, maxCharacters: 5_000, state: 'connected' }];
    },
    async publish(platformName, post) {
      if (platformName !== 'webhook') throw new social.NoConnectedAccount(platformName);
      return (await adapter.findPublished(account, post)) ?? adapter.publish(account, post);
    },
  };
}

/** Removes the bench's queue from Redis (its keys under the prefix). */
async function deleteQueueKeys(url, prefix) {
  const { Redis } = await import('ioredis');
  const redis = new Redis(url);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    await redis.quit();
  }
}

const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
let exitCode = 0;
const closers = [];
try {
  await admin.query(`DROP DATABASE IF EXISTS "${BENCH_DATABASE}"`);
  await admin.query(`CREATE DATABASE "${BENCH_DATABASE}"`);
  if (queueKind === 'bullmq') await deleteQueueKeys(redisUrl, 'harmony-bench-social');
  const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${BENCH_DATABASE}` }).href;
  const dataSource = new DataSource(platform.buildDataSourceOptions({ url: databaseUrl }, [...episodeMigrations, ...contentAutomationMigrations, ...platform.jobQueueMigrations], contentAutomationSchemas));
  await dataSource.initialize();
  closers.push(() => dataSource.destroy());

  const [{ id: episodeId }] = await dataSource.query(`INSERT INTO "episodes" ("number", "title", "description", "description_html", "duration") VALUES (26, 'Publishing That Tells the Truth', '', '', '30:00') RETURNING "id"`);
  await dataSource.query(
    `INSERT INTO "social_media_posts" ("episode_id", "content_type", "platform", "content", "status")
     SELECT $1, 'text', 'webhook', 'Post ' || n || ': money dates work when both of you bring one question.', 'approved' FROM generate_series(1, $2) AS n`,
    [episodeId, postCount],
  );

  const receiver = await startReceiver();
  closers.push(() => receiver.stop());
  const accounts = webhookPublishing(receiver.url);
  const posts = new TypeOrmSocialMediaPosts(dataSource.getRepository(SocialMediaPostSchema));
  const settings = { episodeUrl: (id) => `https://harmony.example/episode/${id}` };
  const episodes = { find: async (id) => ({ id, number: 26, title: 'Publishing That Tells the Truth', description: '', imageUrl: null }), namesOf: async () => [] };
  const publisher = new SocialContextPublisher(accounts, { localPathOf: () => null }, episodes, settings, 'https://harmony.example');
  const handlerNames = contentJobKinds.map((kind) => kind.name);

  /** One consumer: the queue with the two publishing handlers, as the worker registers them. */
  const consumer = async () => {
    const registry = new platform.JobHandlerRegistry(handlerNames);
    const queue =
      queueKind === 'bullmq'
        ? new platform.BullMqJobQueue({ redisUrl, registry, prefix: 'harmony-bench-social', concurrency: 1 })
        : new platform.InProcessJobQueue({ registry, store: new platform.DatabaseJobStore(dataSource) });
    const jobs = new JobQueueContentJobs(queue);
    const platforms = new app.FindConnectedPlatforms(publisher);
    // The first retry 1 s after a 503 (production: 10 s), so --fail-every finishes within the run.
    const publishOnNetwork = new app.PublishSocialPost(posts, jobs, publisher, 1_000);
    const scheduled = new app.PublishScheduledPost(posts, platforms, publishOnNetwork, jobs);
    registry.register('content.publish-scheduled-post', async ({ postId }) => ({ postId, published: (await scheduled.execute(postId)) !== null }));
    registry.register('social.publish-post', async (payload) => ({ postId: payload.postId, outcome: await publishOnNetwork.execute(payload) }));
    for (const name of handlerNames.filter((name) => !['content.publish-scheduled-post', 'social.publish-post'].includes(name))) registry.register(name, async () => null);
    await queue.startConsuming();
    closers.push(() => queue.close());
    return { queue, jobs };
  };
  const consumers = [];
  // The in-process queue is one per database (embedded mode has one process).
  for (let index = 0; index < (queueKind === 'bullmq' ? workers : 1); index += 1) consumers.push(await consumer());

  const dueAt = new Date(Math.ceil((Date.now() + dueInS * 1000) / 1000) * 1000);
  const change = new app.ChangeSocialPostStatus(posts, consumers[0].jobs);
  const ids = (await dataSource.query(`SELECT "id" FROM "social_media_posts" ORDER BY "id"`)).map(({ id }) => id);
  const scheduling = performance.now();
  for (const id of ids) await change.execute(id, { status: 'scheduled', scheduledFor: dueAt });
  console.log(
    `social-publishing: ${postCount} webhook posts scheduled for ${dueAt.toISOString()} in ${((performance.now() - scheduling) / 1000).toFixed(1)} s; ` +
      `queue ${queueKind}${queueKind === 'bullmq' ? ` × ${workers} worker(s)` : ''}; network: ${accounts.usesRealAdapter ? "the social context's WebhookNetwork" : 'the stand-in webhook request'}`,
  );

  const deadline = dueAt.getTime() + (budgetS + 60) * 1000;
  let published = 0;
  while (Date.now() < deadline) {
    [{ published }] = await dataSource.query(`SELECT count(*)::int AS "published" FROM "social_media_posts" WHERE "status" = 'published' AND "remote_id" IS NOT NULL`);
    if (published === postCount) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const [{ last, waiting, errors }] = await dataSource.query(
    `SELECT max("published_at") AS "last", count(*) FILTER (WHERE "status" <> 'published')::int AS "waiting", count(*) FILTER (WHERE "publish_error" IS NOT NULL)::int AS "errors" FROM "social_media_posts"`,
  );
  const seconds = last ? (new Date(last).getTime() - dueAt.getTime()) / 1000 : Infinity;
  const twice = [...receiver.state.deliveries.values()].filter((count) => count > 1).length;
  const lost = postCount - receiver.state.deliveries.size;

  console.log(`  published        ${published} / ${postCount}, the last ${seconds.toFixed(1)} s after the due time (budget ${budgetS} s)`);
  console.log(`  deliveries       ${receiver.state.received} received (${receiver.state.refused} answered 503 on purpose), ${receiver.state.deliveries.size} posts: ${lost} lost, ${twice} twice`);
  console.log(`  still waiting    ${waiting}, with an error ${errors}, bad signatures ${receiver.state.badSignatures}`);
  if (published !== postCount || seconds > budgetS || twice > 0 || lost > 0 || receiver.state.badSignatures > 0) {
    console.error('social-publishing: over budget');
    exitCode = 1;
  }
} finally {
  for (const close of closers.reverse()) await close().catch(() => {});
  await admin.query(`DROP DATABASE IF EXISTS "${BENCH_DATABASE}"`).catch(() => {});
  await admin.end();
  if (queueKind === 'bullmq') await deleteQueueKeys(redisUrl, 'harmony-bench-social').catch(() => {});
}
process.exit(exitCode);
