import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

// The workspace's own ESLint config, applied to files placed (virtually) in services/api/src.
const workspaceRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const eslint = new ESLint({ cwd: workspaceRoot });

async function syntaxErrors(file: string): Promise<string[]> {
  const [result] = await eslint.lintText('export const probe = 1;\n', { filePath: path.join(workspaceRoot, file) });
  return result.messages.filter((message) => message.ruleId === 'no-restricted-syntax').map((message) => message.message);
}

// Issue 24: the API's src/ is its composition root; the website host and the site search grew there once.
describe('services/api/src holds only the composition root', () => {
  it.each(['services/api/src/probe.ts', 'services/api/src/web/web-site.ts', 'services/api/src/search/site-search.ts', 'services/api/src/site-config.ts', 'services/api/src/operations/queue-dashboard.ts'])(
    'fails on %s',
    async (file) => {
      expect(await syntaxErrors(file)).toEqual([expect.stringContaining('services/api/src holds only main.ts, app.factory.ts, app.module.ts and health/')]);
    },
  );

  it.each(['services/api/src/main.ts', 'services/api/src/app.factory.ts', 'services/api/src/app.module.ts', 'services/api/src/health/health.controller.ts', 'services/api/src/health/readiness.ts'])(
    'lets %s through',
    async (file) => {
      expect(await syntaxErrors(file)).toEqual([]);
    },
  );

  it('leaves the tests and the other packages alone', async () => {
    expect(await syntaxErrors('services/api/test/probe.e2e-spec.ts')).toEqual([]);
    expect(await syntaxErrors('libs/web-host/src/probe.ts')).toEqual([]);
  });
});
