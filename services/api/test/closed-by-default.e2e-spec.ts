import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Controller, Get, Module, type INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import request from 'supertest';
import { IN_MEMORY, loadConfig, ProblemDetailsFilter } from '@harmony/platform';
import { demoTunesFolder } from '@harmony/episode/testing';
import { AppModule } from '../src/app.module.js';
import { TEST_ADMIN_PASSWORD, TEST_APP_START_TIMEOUT_MS } from './test-app.js';

// A route as a later issue might add it, in a module of its own, and nobody marked it @Public().
@Controller('probe')
class UnmarkedController {
  @Get()
  reach(): { reached: true } {
    return { reached: true };
  }
}

@Module({ controllers: [UnmarkedController] })
class LaterFeatureModule {}

describe("a route nobody marked public, in the app's real module graph", () => {
  let app: INestApplication;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'harmony-closed-'));
    const config = { ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }), database: { mode: 'embedded' as const, directory: IN_MEMORY } };
    // The demo audio made once outside Jest's VM (as startTestApp does): encoding it in here takes most of a minute.
    await cp(await demoTunesFolder(), path.join(dataDir, 'media', 'demo'), { recursive: true });
    @Module({ imports: [AppModule.forRoot(config, { environment: { ADMIN_PASSWORD: TEST_ADMIN_PASSWORD } }), LaterFeatureModule] })
    class AppWithALaterFeature {}
    app = await NestFactory.create(AppWithALaterFeature, { logger: false, abortOnError: false });
    app.useGlobalFilters(new ProblemDetailsFilter());
    await app.init();
  }, TEST_APP_START_TIMEOUT_MS);

  afterAll(async () => {
    await app?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("is closed without the owner's session, and opens with it", async () => {
    const closed = await request(app.getHttpServer()).get('/probe').expect(401);
    expect(closed.body).toMatchObject({ status: 401, code: 'not-signed-in' });

    const signIn = await request(app.getHttpServer()).post('/auth/login').send({ password: TEST_ADMIN_PASSWORD }).expect(200);
    const cookie = [signIn.headers['set-cookie'] ?? []].flat().find((value) => value.startsWith('harmony_session='))!.split(';')[0]!;
    await request(app.getHttpServer()).get('/probe').set('Cookie', cookie).expect(200, { reached: true });
  });
});
