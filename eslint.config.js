// Flat config for the whole workspace. The boundary rules below are the hexagon's teeth:
// they make a layering mistake fail `npm test`, not just a review.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const backendPackages = ['@nestjs/*', 'typeorm', 'pg', 'bullmq', 'ioredis', 'express', 'express-*', 'class-validator', 'class-transformer', 'nestjs-pino', 'pino*', '@electric-sql/*', 'helmet', 'compression'];
const backendLibraries = ['@harmony/platform', '@harmony/platform/*', '@harmony/episode', '@harmony/episode/*', '@harmony/api', '@harmony/worker'];
const frontendPackages = ['react', 'react-*', 'react/*', '@reduxjs/*', '@radix-ui/*', 'lucide-react'];
// Reaching into another package's src/ bypasses its public API (contexts talk through ports).
const internalsOfOtherPackages = { group: ['@harmony/*/src', '@harmony/*/src/**'], message: 'Import a package through its public entry point, not its internals.' };

const webRestrictions = [
  { group: [...backendPackages, ...backendLibraries], message: 'Web code must not import a backend library.' },
  internalsOfOtherPackages,
];
// react-router itself is not a federation singleton (shared whole it would cost ~50 KB brotli on the
// first view): a direct import bundles a second router that the shell's BrowserRouter does not feed.
// Tests may use react-router's MemoryRouter directly (no federation there).
const directRouter = {
  group: ['react-router', 'react-router/*', 'react-router-dom', 'react-router-dom/*'],
  message: 'Import routing from @harmony/mf-config/router, the shared thin re-export of react-router.',
};

const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

export const boundaryRules = [
  {
    name: 'harmony/domain-is-pure',
    files: ['libs/*/src/domain/**/*.ts'],
    rules: restrict([
      { group: [...backendPackages, ...frontendPackages], message: 'Domain code imports no framework, ORM or adapter: keep it plain TypeScript.' },
      { regex: '^@harmony/(?!platform/domain$)', message: 'Domain code may use only @harmony/platform/domain.' },
      { group: ['**/adapters/**', '**/application/**', '**/*.module', '**/*.module.js'], message: 'The domain depends on nothing outside itself.' },
      internalsOfOtherPackages,
    ]),
  },
  {
    name: 'harmony/application-uses-ports',
    files: ['libs/*/src/application/**/*.ts'],
    rules: restrict([
      { group: ['typeorm', 'pg', 'bullmq', 'ioredis', 'express', 'express-*', '@nestjs/typeorm', '@nestjs/bullmq', '@electric-sql/*', ...frontendPackages], message: 'Use cases reach infrastructure only through ports.' },
      { group: ['**/adapters/**'], message: 'Use cases depend on ports, never on adapters.' },
      internalsOfOtherPackages,
    ]),
  },
  {
    name: 'harmony/web-stays-in-the-browser',
    files: ['web-shell/**/*.{ts,tsx}', 'web-remotes/**/*.{ts,tsx}', 'libs/web-api/**/*.{ts,tsx}', 'libs/ui/**/*.{ts,tsx}', 'libs/mf-config/**/*.{ts,tsx,js}'],
    ignores: ['**/rspack.config.*'],
    rules: restrict(webRestrictions),
  },
  {
    // Later entries replace the rule's options, so this one repeats the web restrictions.
    name: 'harmony/one-federated-router',
    files: ['web-shell/**/*.{ts,tsx}', 'web-remotes/**/*.{ts,tsx}'],
    ignores: ['**/*.spec.{ts,tsx}'],
    rules: restrict([...webRestrictions, directRouter]),
  },
  {
    name: 'harmony/ui-fetches-nothing',
    files: ['libs/ui/**/*.{ts,tsx}'],
    rules: restrict([
      { group: ['@harmony/web-api', '@reduxjs/*', ...backendPackages, ...backendLibraries], message: 'libs/ui holds presentational components: no data fetching.' },
      directRouter,
    ]),
  },
  {
    name: 'harmony/no-package-internals',
    files: ['**/*.{ts,tsx}'],
    ignores: ['libs/*/src/domain/**', 'libs/*/src/application/**', 'web-shell/**', 'web-remotes/**', 'libs/web-api/**', 'libs/ui/**', 'libs/mf-config/**'],
    rules: restrict([internalsOfOtherPackages]),
  },
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/coverage/**', 'data/**', '**/test-results/**', '**/playwright-report/**', 'tools/lint/fixtures/**'] },
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
);
