import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

// The workspace's own ESLint config over fixture files that exist on disk: the cycle rule follows imports
// through the files themselves, so it cannot be probed with text alone. `ignore: false` lints the
// fixtures, which the config ignores everywhere else.
const workspaceRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const fixtures = 'tools/lint/fixtures/import-cycle';

async function cycleErrors(eslint: ESLint, files: string[]): Promise<Record<string, string[]>> {
  const results = await eslint.lintFiles(files.map((file) => path.join(workspaceRoot, file)));
  return Object.fromEntries(
    results.map((result) => [path.relative(workspaceRoot, result.filePath), result.messages.filter((message) => message.ruleId === 'import-x/no-cycle').map((message) => message.message)]),
  );
}

describe('import cycles', () => {
  const eslint = new ESLint({ cwd: workspaceRoot, ignore: false });

  it('fails two files that import each other, at both ends', async () => {
    expect(await cycleErrors(eslint, [`${fixtures}/ping.ts`, `${fixtures}/pong.ts`])).toEqual({
      [`${fixtures}/ping.ts`]: [expect.stringContaining('Dependency cycle')],
      [`${fixtures}/pong.ts`]: [expect.stringContaining('Dependency cycle')],
    });
  });

  it('fails a circle closed by a dynamic import(), which loads the module as a static one does', async () => {
    expect(await cycleErrors(eslint, [`${fixtures}/loader.ts`, `${fixtures}/loaded.ts`])).toEqual({
      [`${fixtures}/loader.ts`]: [expect.stringContaining('Dependency cycle')],
      [`${fixtures}/loaded.ts`]: [expect.stringContaining('Dependency cycle')],
    });
  });

  it('passes the toast, whose store the lazily loaded region shares without importing the Toaster', async () => {
    const toast = ['libs/ui/src/toast.tsx', 'libs/ui/src/toast-store.ts', 'libs/ui/src/toast-region.tsx'];
    expect(await cycleErrors(eslint, toast)).toEqual(Object.fromEntries(toast.map((file) => [file, []])));
  });

  it('resolves imports as TypeScript does (./x.js to x.ts, a workspace package to its source), so no circle hides behind an unresolved one', async () => {
    const resolving = new ESLint({ cwd: workspaceRoot, overrideConfig: { rules: { 'import-x/no-unresolved': 'error' } } });
    const source = ["import { Button } from '@harmony/ui';", "import { sitePaths } from '@harmony/site-config';", "import { toast } from './toast-store.js';", 'export { Button, sitePaths, toast };'].join('\n');
    const [result] = await resolving.lintText(source, { filePath: path.join(workspaceRoot, 'libs/ui/src/probe.tsx') });
    expect(result.messages.filter((message) => message.ruleId === 'import-x/no-unresolved')).toEqual([]);
    const [unresolved] = await resolving.lintText("import { nothing } from './no-such-file.js';\nexport { nothing };", { filePath: path.join(workspaceRoot, 'libs/ui/src/probe.tsx') });
    expect(unresolved.messages.map((message) => message.ruleId)).toContain('import-x/no-unresolved');
  });
});
