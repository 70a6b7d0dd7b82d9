// Flat config for the whole workspace. The boundary rules below are the hexagon's teeth:
// they make a layering mistake fail `npm test`, not just a review.
import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';

const workspaceRoot = path.dirname(fileURLToPath(import.meta.url));

/**
 * Every workspace package by the `type:*` tag its package.json declares (nx.tags): the rules below
 * are written per type, so a new context or library is bound by them the day it is added.
 * tools/lint/module-boundaries.spec.ts checks that every package declares exactly one known type.
 */
export const packageTypes = ['context', 'platform', 'composition', 'web', 'isomorphic', 'server-app', 'web-app', 'test'];
export function workspacePackages(root = workspaceRoot) {
  const { workspaces } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  const folders = workspaces.flatMap((pattern) =>
    pattern.endsWith('/*')
      ? readdirSync(path.join(root, pattern.slice(0, -2)), { withFileTypes: true })
          .filter((entry) => entry.isDirectory())
          .map((entry) => path.join(pattern.slice(0, -2), entry.name))
      : [pattern],
  );
  return folders.flatMap((folder) => {
    try {
      const manifest = JSON.parse(readFileSync(path.join(root, folder, 'package.json'), 'utf8'));
      const types = (manifest.nx?.tags ?? []).filter((tag) => tag.startsWith('type:')).map((tag) => tag.slice('type:'.length));
      return [{ folder, name: manifest.name, types }];
    } catch {
      return [];
    }
  });
}
const packages = workspacePackages();
const namesOf = (...types) => packages.filter((entry) => entry.types.some((type) => types.includes(type))).map((entry) => entry.name);
const escape = (name) => name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
/** Matches an import of any workspace package except those named (and their subpath entries). */
const anyWorkspacePackageBut = (names) => `^@harmony/(?!(${names.map((name) => escape(name.slice('@harmony/'.length))).join('|')})(/|$))`;

const backendPackages = ['@nestjs/*', 'typeorm', 'pg', 'bullmq', 'ioredis', 'express', 'express-*', 'class-validator', 'class-transformer', 'nestjs-pino', 'pino*', '@electric-sql/*', 'helmet', 'compression'];
const frontendPackages = ['react', 'react-*', 'react/*', '@reduxjs/*', '@radix-ui/*', 'lucide-react'];
// Reaching into another package's src/ bypasses its public API (contexts talk through ports).
const internalsOfOtherPackages = { group: ['@harmony/*/src', '@harmony/*/src/**'], message: 'Import a package through its public entry point, not its internals.' };

// Web code reaches the workspace only through the web libraries and the isomorphic site config:
// a context, the platform or a service is backend code, whatever its name.
const webRestrictions = [
  { group: backendPackages, message: 'Web code must not import a backend library.' },
  { regex: anyWorkspacePackageBut(namesOf('web', 'isomorphic')), message: 'Web code imports only the web libraries (web-api, ui, mf-config) and the site config.' },
  internalsOfOtherPackages,
];
// An app is the end of the line: nothing imports the API, the worker or a web app.
const noApps = { group: namesOf('server-app', 'web-app').flatMap((name) => [name, `${name}/*`]), message: 'Nothing imports an app: move what both need into a library.' };
// react-router itself is not a federation singleton (shared whole it would cost ~50 KB brotli on the
// first view): a direct import bundles a second router that the shell's BrowserRouter does not feed.
// Tests and their helpers may use react-router's MemoryRouter directly (no federation there).
const directRouter = {
  group: ['react-router', 'react-router/*', 'react-router-dom', 'react-router-dom/*'],
  message: 'Import routing from @harmony/mf-config/router, the shared thin re-export of react-router.',
};

const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
// A web app's src/ holds a folder per feature (and shared folders such as layout/): one reaches another
// through that folder's index.ts, its public API; tests may also use its testing helpers.
const otherFolderInternals = (allowed) => ({
  regex: `^\\.\\./[^/]+/(?!(${allowed})\\.js$)`,
  message: "Import another folder of this app through its index.ts (its public API), not its files.",
});
const foldersOf = (...types) => packages.filter((entry) => entry.types.some((type) => types.includes(type))).map((entry) => entry.folder);
const sourcesOf = (types, extensions = 'ts,tsx') => foldersOf(...types).map((folder) => `${folder}/**/*.{${extensions}}`);
const webSources = [...sourcesOf(['web', 'web-app']), ...sourcesOf(['web'], 'js')];

/** Every module Node has built in, with or without `node:`: a package that runs in the browser has none of them. */
const nodeBuiltins = { regex: `^(node:.*|(${builtinModules.map(escape).join('|')})(/.*)?)$`, message: 'Isomorphic code runs in the browser too: no Node module.' };

/** Node's modules for files, processes and the network: infrastructure, like a database driver. */
const systemModules = ['fs', 'os', 'child_process', 'net', 'http', 'https', 'dgram', 'worker_threads'];

export const boundaryRules = [
  {
    // First, so the layer rules below (domain, application) replace it where they are stricter.
    name: 'harmony/libraries-import-no-app',
    files: sourcesOf(['context', 'composition', 'isomorphic']),
    rules: restrict([noApps, internalsOfOtherPackages]),
  },
  {
    // What both sides run (the site's routes, titles, brand): plain TypeScript, so neither side's framework comes along.
    name: 'harmony/isomorphic-is-plain-typescript',
    files: sourcesOf(['isomorphic']),
    rules: restrict([
      { group: [...frontendPackages, ...backendPackages], message: 'Isomorphic code is plain TypeScript that the server and the browser share: no React, Nest or other side\'s library.' },
      nodeBuiltins,
      { regex: anyWorkspacePackageBut(namesOf('isomorphic')), message: 'Isomorphic code imports only other isomorphic packages.' },
      internalsOfOtherPackages,
    ]),
  },
  {
    name: 'harmony/platform-knows-no-context',
    files: sourcesOf(['platform']),
    rules: restrict([
      { regex: anyWorkspacePackageBut(namesOf('platform', 'isomorphic')), message: 'The platform serves every context and knows none: depend on it, not from it.' },
      internalsOfOtherPackages,
    ]),
  },
  {
    name: 'harmony/domain-is-pure',
    files: ['libs/*/src/domain/**/*.ts'],
    rules: restrict([
      { group: [...backendPackages, ...frontendPackages], message: 'Domain code imports no framework, ORM or adapter: keep it plain TypeScript.' },
      // The isomorphic packages are plain TypeScript the browser shares: the site's rules, such as its URLs' slugs.
      { regex: `^@harmony/(?!platform/domain$)${anyWorkspacePackageBut(namesOf('isomorphic')).slice('^@harmony/'.length)}`, message: 'Domain code may use only @harmony/platform/domain and the isomorphic site config.' },
      { group: ['**/adapters/**', '**/application/**', '**/*.module', '**/*.module.js'], message: 'The domain depends on nothing outside itself.' },
      internalsOfOtherPackages,
    ]),
  },
  {
    name: 'harmony/application-uses-ports',
    files: ['libs/*/src/application/**/*.ts'],
    rules: restrict([
      { group: ['typeorm', 'pg', 'bullmq', 'ioredis', 'express', 'express-*', '@nestjs/typeorm', '@nestjs/bullmq', '@electric-sql/*', ...frontendPackages], message: 'Use cases reach infrastructure only through ports.' },
      { regex: `^(node:)?(${systemModules.join('|')})(/.*)?$`, message: 'Use cases reach files, processes and the network only through ports (MediaStorage, the renderers, …).' },
      { group: ['**/adapters/**'], message: 'Use cases depend on ports, never on adapters.' },
      // Another context is reached from this one's adapters, through its public API, never from a use case.
      { regex: anyWorkspacePackageBut(namesOf('platform')), message: 'Use cases may use only the platform: reach another context from an adapter.' },
      internalsOfOtherPackages,
    ]),
  },
  {
    name: 'harmony/web-stays-in-the-browser',
    files: webSources,
    ignores: ['**/rspack.config.*'],
    rules: restrict(webRestrictions),
  },
  {
    // Later entries replace the rule's options, so this one repeats the web restrictions.
    name: 'harmony/one-federated-router',
    files: sourcesOf(['web-app']),
    ignores: ['**/*.spec.{ts,tsx}', '**/testing.{ts,tsx}'],
    rules: restrict([...webRestrictions, directRouter]),
  },
  {
    name: 'harmony/features-meet-through-their-index',
    files: foldersOf('web-app').map((folder) => `${folder}/src/*/**/*.{ts,tsx}`),
    ignores: ['**/*.spec.{ts,tsx}', '**/testing.{ts,tsx}'],
    rules: restrict([...webRestrictions, directRouter, otherFolderInternals('index')]),
  },
  {
    name: 'harmony/feature-tests-use-testing-helpers',
    files: foldersOf('web-app').flatMap((folder) => [`${folder}/src/*/**/*.spec.{ts,tsx}`, `${folder}/src/*/**/testing.{ts,tsx}`]),
    rules: restrict([...webRestrictions, otherFolderInternals('index|testing')]),
  },
  {
    // The data layer: what a screen shows of an answer, and how, is the apps' and libs/ui's.
    name: 'harmony/web-api-shows-nothing',
    files: ['libs/web-api/**/*.{ts,tsx}'],
    rules: restrict([...webRestrictions, { group: ['@harmony/ui', '@harmony/ui/*'], message: 'libs/web-api fetches and caches; it imports no UI: let the app join the two (formSubmitter(apiRefusal)).' }]),
  },
  {
    name: 'harmony/ui-fetches-nothing',
    files: ['libs/ui/**/*.{ts,tsx}'],
    rules: restrict([
      { group: ['@harmony/web-api', '@reduxjs/*', ...backendPackages], message: 'libs/ui holds presentational components: no data fetching.' },
      { regex: anyWorkspacePackageBut(namesOf('web', 'isomorphic')), message: 'Web code imports only the web libraries (web-api, ui, mf-config) and the site config.' },
      directRouter,
    ]),
  },
  {
    // The apps, the tests and the benchmarks: they compose the libraries, through their public entries.
    name: 'harmony/no-package-internals',
    files: sourcesOf(['server-app', 'test']),
    rules: restrict([noApps, internalsOfOtherPackages]),
  },
];

/**
 * No import circles, anywhere: files that import each other have no order to be read in (one of them
 * sees the other half-initialised) and no way to be understood apart. Type-only imports do not count
 * (they vanish at compile time); a dynamic `import()` does, since it loads the module as well.
 * Imports resolve as TypeScript resolves them: `./x.js` names x.ts or x.tsx, and a workspace package
 * its `source` entry, so a circle through another package's files is found too. External packages are
 * not followed: none of them imports ours.
 */
const importCycleRule = {
  name: 'harmony/no-import-cycles',
  plugins: { 'import-x': importX },
  settings: {
    'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
    'import-x/resolver-next': [
      createNodeResolver({
        extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
        extensionAlias: { '.js': ['.ts', '.tsx', '.js'], '.mjs': ['.mts', '.mjs'], '.cjs': ['.cts', '.cjs'] },
        conditionNames: ['source', 'import', 'default'],
      }),
    ],
  },
  rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
};

/**
 * services/api/src is the HTTP composition root and nothing else: what it composes (the website host, the site
 * search, a context's adapters) lives in a library, where its own README, tags and tests follow it (issue 24).
 * tools/lint/composition-root.spec.ts proves the probe fires.
 */
const compositionRootFiles = ['services/api/src/main.ts', 'services/api/src/app.factory.ts', 'services/api/src/app.module.ts', 'services/api/src/health/**'];
const compositionRootOnly = {
  name: 'harmony/api-src-is-the-composition-root',
  files: ['services/api/src/**/*.{ts,tsx,js,mjs}'],
  ignores: compositionRootFiles,
  rules: {
    'no-restricted-syntax': [
      'error',
      {
        selector: 'Program',
        message: 'services/api/src holds only main.ts, app.factory.ts, app.module.ts and health/: put this in a library (libs/web-host, a context, …) and compose it from app.module.ts.',
      },
    ],
  },
};

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/coverage/**', 'data/**', '**/test-results/**', '**/playwright-report/**', 'tools/lint/fixtures/**', '**/src/generated/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.es2024 } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'off',
    },
  },
  {
    files: ['web-shell/**/*.{ts,tsx}', 'web-remotes/**/*.{ts,tsx}', 'libs/web-api/**/*.{ts,tsx}', 'libs/ui/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'no-restricted-syntax': [
        'error',
        {
          // React calls whatever an effect returns as its cleanup. DOM methods change what they return
          // (Chromium's scrollTo now returns a Promise), and an effect that returned one crashed the site
          // remote on the next navigation: give effects a block body unless they return a cleanup.
          selector: "CallExpression[callee.name=/^use(Layout|Insertion)?Effect$/] > ArrowFunctionExpression.arguments:first-child[expression=true][body.type!='ArrowFunctionExpression']",
          message: 'Give the effect a block body: an expression body returns its value, and React calls that as the cleanup.',
        },
      ],
    },
  },
  ...boundaryRules,
  compositionRootOnly,
  importCycleRule,
);
