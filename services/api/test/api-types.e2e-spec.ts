import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import { useTestApp } from './test-app.js';

/** The web client's types of what the API sends and takes, generated from the API's own document. */
const generatedFile = fileURLToPath(new URL('../../../libs/web-api/src/generated/api-types.ts', import.meta.url));
const header = [
  '// Generated from the API\'s OpenAPI document (GET /api/docs-json) by services/api/test/api-types.e2e-spec.ts.',
  '// Do not edit: after changing an API response or request class, run `npm run api-types`.',
  '',
  '',
].join('\n');

describe("the web client's API types (libs/web-api/src/generated/api-types.ts)", () => {
  const { http } = useTestApp();

  it('are generated from the live OpenAPI document', async () => {
    const document = (await http().get('/api/docs-json').expect(200)).body as OpenAPI3;
    // The health probes are for operators, not the web; and Terminus documents them only where it can
    // load @nestjs/swagger itself (require of an ES module: Node 22+), so the document would differ by Node.
    const paths = Object.fromEntries(Object.entries(document.paths ?? {}).filter(([path]) => !path.startsWith('/api/health')));
    const generated = header + astToString(await openapiTS({ ...document, paths }));
    if (process.env.UPDATE_API_TYPES === '1') await writeFile(generatedFile, generated);
    const checkedIn = await readFile(generatedFile, 'utf8').catch(() => '');
    if (checkedIn !== generated) {
      throw new Error('libs/web-api/src/generated/api-types.ts no longer matches the API (GET /api/docs-json): run `npm run api-types` and commit the result.');
    }
  });
});
