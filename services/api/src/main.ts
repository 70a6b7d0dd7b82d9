import { ConfigError, DatabaseUnreachableError, loadConfig } from '@harmony/platform';
import { createApp } from './app.factory.js';

/** Errors an operator can fix get one clear line and exit 1; anything else keeps its stack. */
function exitWith(error: unknown): never {
  if (error instanceof ConfigError || error instanceof DatabaseUnreachableError) console.error(`\n${error.message}\n`);
  else console.error(error);
  process.exit(1);
}

async function bootstrap(): Promise<void> {
  const config = loadConfig();
  const app = await createApp(config);
  await app.listen(config.port, config.host);
  const address = app.getHttpServer().address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const mode = config.database.mode === 'embedded' ? `embedded database in ${config.database.directory}` : 'PostgreSQL';
  console.log(`\nHarmony is ready at http://localhost:${port} (${mode})\n`);
}

bootstrap().catch(exitWith);
