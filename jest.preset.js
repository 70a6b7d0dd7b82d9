// One Jest setup for every project: ESM mode (Nest 12 is ESM-only), SWC transforms,
// and the "source" export condition so workspace libraries are tested from their TypeScript.
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const workspaceRoot = path.dirname(fileURLToPath(import.meta.url));

/** @param {{ dir: string, environment?: 'node' | 'jsdom', testTimeout?: number }} options */
export function jestConfig({ dir, environment = 'node', testTimeout }) {
  const web = environment === 'jsdom';
  return {
    rootDir: dir,
    testEnvironment: web ? path.join(workspaceRoot, 'tools/jest/jsdom-environment.js') : 'node',
    testEnvironmentOptions: { customExportConditions: web ? ['source', 'browser'] : ['source', 'node', 'node-addons'] },
    extensionsToTreatAsEsm: ['.ts', '.tsx'],
    moduleNameMapper: {
      '^(\\.{1,2}/.*)\\.js$': '$1',
      '\\.css$': path.join(workspaceRoot, 'tools/jest/style-stub.js'),
    },
    transform: {
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        {
          jsc: {
            target: 'es2022',
            parser: { syntax: 'typescript', tsx: web, decorators: !web },
            transform: web
              ? { react: { runtime: 'automatic' } }
              : { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
            keepClassNames: true,
          },
          module: { type: 'es6' },
        },
      ],
    },
    setupFilesAfterEnv: web ? [path.join(workspaceRoot, 'tools/jest/jsdom-setup.js')] : [],
    testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/src/**/*.spec.tsx', '<rootDir>/test/**/*.spec.ts', '<rootDir>/test/**/*.e2e-spec.ts'],
    testPathIgnorePatterns: ['/node_modules/', '/dist/'],
    ...(testTimeout ? { testTimeout } : {}),
  };
}
