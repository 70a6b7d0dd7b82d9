import { rspack } from '@rspack/core';
import { shared } from '@harmony/mf-config';
import { webConfig, modeOf } from '@harmony/mf-config/rspack';

/**
 * Where a chunk is written. The API preloads every script at the top of this folder from each page's
 * HTML (the bootstrap chunk: see libs/web-host/src/preload-hints.ts), so chunks that only some visits
 * need (the toast region, fetched with the first toast) go one folder down, out of that list.
 * @param {string} file the default chunk file name
 * @returns {(pathData: import('@rspack/core').PathData) => string}
 */
const chunkFile = (file) => (pathData) => (pathData.chunk?.name === 'bootstrap' ? file : `on-demand/${file}`);

/** The Module Federation host. Remotes are registered at run time from the page's config block. */
export default (env = {}, argv = {}) => {
  const base = webConfig({
    dir: import.meta.dirname,
    name: 'shell',
    mode: modeOf(env, argv),
    publicPath: '/',
    port: 3001,
    entry: { main: './src/index.ts' },
    federation: {
      remotes: {},
      // A host exposes nothing, so it needs no manifest of its own.
      manifest: false,
      // The host's singletons are eager: bundled into its entry, so the browser finds them in the first
      // script tag instead of after the entry has run (one request instead of a chain of ~20), and no
      // fallback copies are built. The remotes, which always load after the host, keep them lazy.
      shared: Object.fromEntries(Object.entries(shared).map(([name, config]) => [name, { ...config, eager: true }])),
      // The remotes are built with experiments.externalRuntime: they borrow this runtime instead of bundling their own.
      experiments: { provideExternalRuntime: true },
    },
    plugins: [
      // publicPath '/' keeps the scripts loading on deep links such as /episode/7.
      new rspack.HtmlRspackPlugin({ template: './index.html', publicPath: '/', scriptLoading: 'defer', inject: 'body' }),
    ],
    devServer: {
      proxy: [{ context: ['/api'], target: 'http://localhost:3000' }],
    },
  });
  const output = base.output ?? {};
  return typeof output.chunkFilename === 'string' ? { ...base, output: { ...output, chunkFilename: chunkFile(output.chunkFilename) } } : base;
};
