// One place for the federation contract used by the shell's and the remotes' Rspack configs
// (Node only: it reads installed versions from disk). The browser imports ./remotes.js instead.
import { createRequire } from 'node:module';
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';

export { remoteNames, routesExpose, routesRequest } from './remotes.js';

const require = createRequire(import.meta.url);

/**
 * Modules that must exist once on a page: React and everything holding React context or
 * module state that the shell and the remotes meet through (router, store, the one RTK Query api).
 * Shared modules are not tree-shaken, so only entry points that are actually imported are listed.
 */
export const singletonModules = Object.freeze([
  'react',
  'react-dom',
  'react-dom/client',
  // The router is shared through a thin re-export (see ./router.js), never as the whole react-router.
  '@harmony/mf-config/router',
  'react-redux',
  // The store and the one RTK Query api live in @harmony/web-api, the only importer of @reduxjs/toolkit
  // at run time (the remotes import its types, and react-redux for the context). So RTK, RTK Query, immer
  // and reselect are not shared: bundled into web-api's provider (the shell's main.js), they are
  // tree-shaken, where sharing them shipped all of RTK (entity adapters, listener middleware…): −5 KB.
  '@harmony/web-api',
  // Holds the page's theme, toast and tooltip state: one instance, or a remote's toast() reaches no Toaster.
  '@harmony/ui',
  // Not Radix's dialog and dropdown menu: an eager singleton is in every page's first view, and only
  // the site's admin dot and share menu use them, after a click. The site bundles them into the
  // chunks it loads then; the shell loads Radix Toast itself with the first toast.
]);

/** Shared modules whose version is that of another package (a re-export follows what it re-exports). */
/** @type {Readonly<Record<string, string>>} */
const versionSource = Object.freeze({ '@harmony/mf-config/router': 'react-router' });

/**
 * The package a module request belongs to: `@scope/name/sub` -> `@scope/name`.
 * @param {string} request
 */
export function packageOf(request) {
  const parts = request.split('/');
  return request.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/**
 * Version of an installed package, found by walking up from its resolved entry
 * (workspace packages do not export ./package.json).
 * @param {string} name
 * @returns {string}
 */
export function installedVersion(name) {
  let dir = path.dirname(require.resolve(name));
  for (;;) {
    const file = path.join(dir, 'package.json');
    if (existsSync(file)) {
      const pkg = JSON.parse(readFileSync(file, 'utf8'));
      if (pkg.name === name) return pkg.version;
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`@harmony/mf-config: cannot find the package.json of ${name}`);
    dir = parent;
  }
}

/**
 * The `shared` option for ModuleFederationPlugin, identical in the shell and both remotes.
 * @returns {Record<string, import('./index.js').SharedSingleton>}
 */
function buildShared() {
  /** @type {Record<string, import('./index.js').SharedSingleton>} */
  const shared = {};
  for (const request of singletonModules) {
    const version = installedVersion(versionSource[request] ?? packageOf(request));
    shared[request] = { singleton: true, version, requiredVersion: `^${version}`, strictVersion: false };
  }
  return shared;
}

export const shared = Object.freeze(buildShared());
