import 'reflect-metadata';
import { Logger as NestLogger } from '@nestjs/common';
import { HttpAdapterHost, NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import compression from 'compression';
import helmet from 'helmet';
import { Logger } from 'nestjs-pino';
import { assertDatabaseReachable, cachedJsonReads, createValidationPipe, plainHttpWarning, ProblemDetailsFilter, PublicReadCache, serveFastPosts, useFormBodyParsers, useRequestHygiene, type AppConfig } from '@harmony/platform';
import { EPISODE_AGGREGATE, episodeUploadRoutes, NextEpisodePublication, SeedDemoEpisodes } from '@harmony/episode';
import { ARTICLE_AGGREGATE, ARTICLE_BODY_LIMIT, articleUploadRoutes, NextArticlePublication, SeedDemoArticles } from '@harmony/blog';
import { PAGE_VIEW_ROUTE, PageViewFastPath } from '@harmony/analytics';
import { NEWSLETTERS_PATH } from '@harmony/audience';
import { contentUploadRoutes } from '@harmony/content-automation';
import { MAIL_EVENTS_ROUTE } from '@harmony/mail';
import { QueueDashboard, siteConfig, startScriptHash, WebSite } from '@harmony/web-host';
import { AppModule, type AppModuleOptions } from './app.module.js';

export type CreateAppOptions = AppModuleOptions;

const API_PREFIX = 'api';
const JSON_BODY_LIMIT = '32kb';
/** Amazon SNS messages are up to 256 KB, escaped once more as the envelope's Message. */
const MAIL_EVENTS_BODY_LIMIT = '512kb';

/**
 * Builds the whole HTTP application (used by main.ts and by the e2e tests alike). Every context's configuration
 * is read first, then the database is tried: a wrong variable is named even when the database is down too.
 */
export async function createApp(config: AppConfig, options: CreateAppOptions = {}): Promise<NestExpressApplication> {
  const site = siteConfig.load(options.environment);
  const appModule = AppModule.forRoot(config, options);
  if (config.database.mode === 'postgres') await assertDatabaseReachable(config.database.url);
  const app = await NestFactory.create<NestExpressApplication>(appModule, { bufferLogs: true, abortOnError: false, bodyParser: false });
  app.useLogger(app.get(Logger));
  app.enableShutdownHooks();
  app.disable('x-powered-by');
  // Whose X-Forwarded-For names the client (TRUST_PROXY): each visitor behind a proxy keeps their own rate limits.
  app.set('trust proxy', config.trustProxy);
  const plainHttp = plainHttpWarning(config);
  if (plainHttp) new NestLogger('PublicUrl').warn(plainHttp);
  // The page-view beacon comes with every page a visitor opens: answered ahead of Express, with the parts its
  // controller uses (same answers; bench/pageview-ingestion.mjs measures the difference).
  serveFastPosts(app.getHttpServer(), app.get(HttpAdapterHost).httpAdapter, { [`/${API_PREFIX}/${PAGE_VIEW_ROUTE}`]: app.get(PageViewFastPath).post });
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          // The shell loads remote manifests and chunks from this origin only; media plays from /media.
          // The one inline script is the page's start script, allowed by its hash.
          'script-src': ["'self'", startScriptHash],
          'img-src': ["'self'", 'data:'],
          // blob: lets the Episode Manager read an attached audio file's length in the browser (an object URL of the
          // owner's own file, made by the page's own script) before anything is uploaded.
          'media-src': ["'self'", 'blob:'],
          'connect-src': ["'self'"],
          // Only where the site is served over TLS (PUBLIC_URL https): on http://<LAN address> it would block every bundle.
          'upgrade-insecure-requests': config.https ? [] : null,
        },
      },
      hsts: config.https,
    }),
  );
  // First to read the request (helmet above only sets headers, so refusals carry them too).
  useRequestHygiene(app);
  // Public reads answered from the read cache before routing: already serialized and compressed.
  const readCache = app.get(PublicReadCache);
  app.use(cachedJsonReads(readCache, `/${API_PREFIX}/`));
  // The job queue's dashboard (production: BullMQ), behind the owner's session, ahead of the site's /admin pages.
  app.get(QueueDashboard).mount(app);
  // The site, its media and its feed come before compression and body parsing, which they do not need:
  // pages and the feed are kept compressed by the read cache, bundles are precompressed, media is binary.
  app.get(WebSite).mount(app);
  // Cached answers of scheduled content expire when the next scheduled episode or article goes public.
  readCache.watchSchedule(EPISODE_AGGREGATE, () => app.get(NextEpisodePublication).execute());
  readCache.watchSchedule(ARTICLE_AGGREGATE, () => app.get(NextArticlePublication).execute());

  // What the cache does not keep (errors, the API docs, back-office answers) is compressed as it goes;
  // the cache's answers and the prebuilt bundles carry their Content-Encoding and are passed through.
  app.use(compression({ threshold: 1024 }));
  // JSON bodies are form-sized, but for an article's markdown; uploads are multipart and streamed to disk, never parsed here.
  // The page-view beacon (navigator.sendBeacon) sends its JSON as text/plain, and so does Amazon SNS its messages
  // to the mail events, up to SNS's 256 KB (Postmark's webhooks are JSON, smaller).
  useFormBodyParsers(app, {
    limit: JSON_BODY_LIMIT,
    // A newsletter's markdown is article-sized too.
    largerJson: { ...ARTICLE_BODY_LIMIT, paths: [...ARTICLE_BODY_LIMIT.paths, NEWSLETTERS_PATH] },
    textAsJson: [`/${API_PREFIX}/${PAGE_VIEW_ROUTE}`, { path: `/${API_PREFIX}/${MAIL_EVENTS_ROUTE}`, limit: MAIL_EVENTS_BODY_LIMIT }],
    // Uploads the episode, blog and content contexts stream to disk themselves (MediaUploads), whatever their type.
    streamedUploads: [...episodeUploadRoutes, ...articleUploadRoutes, ...contentUploadRoutes].map((route) => `/${API_PREFIX}${route}`),
  });
  app.setGlobalPrefix(API_PREFIX);
  app.useGlobalFilters(new ProblemDetailsFilter());
  app.useGlobalPipes(createValidationPipe());

  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle(`${site.productName} API`)
      .setDescription('Episodes, blog, audience and back-office API of the podcast website. Errors are RFC 9457 problem+json.')
      .setVersion('1.0')
      .build(),
  );
  SwaggerModule.setup(`${API_PREFIX}/docs`, app, document, { jsonDocumentUrl: `${API_PREFIX}/docs-json` });

  await app.init();
  if (config.seedDemoContent) {
    await app.get(SeedDemoEpisodes).execute();
    await app.get(SeedDemoArticles).execute();
  }
  return app;
}
