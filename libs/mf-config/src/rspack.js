// The Rspack configuration the shell and both remotes have in common (Node only).
// Each project's rspack.config.js adds its entry, its federation role and its dev port.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { shared, routesExpose } from './index.js';

/**
 * @param {Record<string, unknown>} env the `--env` object of the Rspack CLI
 * @param {{ mode?: string }} argv
 * @returns {'production' | 'development'}
 */
export function modeOf(env, argv) {
  if (argv.mode === 'development' || argv.mode === 'production') return argv.mode;
  return env.RSPACK_SERVE ? 'development' : 'production';
}

const federationCjs = /[\\/]@module-federation[\\/][\w-]+[\\/]dist[\\/].+\.cjs$/;

/** @param {string} file */
const esmTwin = (file) => {
  const esm = file.replace(/\.cjs$/, '.js');
  return existsSync(esm) ? esm : file;
};

/**
 * The federation plugins wire their runtime in through require.resolve, i.e. the CommonJS builds,
 * which are not tree-shaken (Node-only loaders then reach the browser: ~11 KB brotli on the first view).
 * Their ESM twins sit beside them; point the aliases and the injected imports at those instead.
 * @type {import('@rspack/core').RspackPluginInstance}
 */
const preferEsmFederationRuntime = {
  apply(compiler) {
    compiler.hooks.afterPlugins.tap('PreferEsmFederationRuntime', () => {
      const alias = compiler.options.resolve.alias;
      if (!alias || Array.isArray(alias)) return;
      for (const [key, value] of Object.entries(alias)) {
        if (typeof value === 'string' && federationCjs.test(value)) alias[key] = esmTwin(value);
      }
    });
    new compiler.webpack.NormalModuleReplacementPlugin(federationCjs, (data) => {
      // Only the request, before resolution: the module type then follows the .js file.
      if (!data.createData?.resource && path.isAbsolute(data.request)) data.request = esmTwin(data.request);
    }).apply(compiler);
  },
};

/**
 * Resolution of the TypeScript sources, for the browser builds and the site's Node prerender alike.
 * @type {NonNullable<import('@rspack/core').Configuration['resolve']>}
 */
export const sourceResolve = {
  extensions: ['.ts', '.tsx', '...'],
  // Relative imports carry .js suffixes (as TypeScript's nodenext style writes them).
  extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
};

/**
 * Compiles TypeScript, TSX and JSX (workspace code only: dependencies ship compiled) to ES2022.
 * @param {{ production: boolean }} options
 * @returns {import('@rspack/core').RuleSetRule}
 */
export function scriptRule({ production }) {
  return {
    test: /\.(t|j)sx?$/,
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    options: {
      detectSyntax: 'auto',
      jsc: {
        target: 'es2022',
        transform: { react: { runtime: 'automatic', development: !production, refresh: false } },
      },
    },
    type: 'javascript/auto',
  };
}

/**
 * @param {import('./rspack.js').WebConfigOptions} options
 * @returns {import('@rspack/core').Configuration}
 */
export function webConfig({ dir, name, mode, publicPath, port, entry, federation, plugins = [], devServer = {} }) {
  const production = mode === 'production';
  // Source maps only on request (SOURCE_MAPS=1): they are written but never referenced from the bundles.
  const devtool = production ? (process.env.SOURCE_MAPS ? 'hidden-source-map' : false) : 'cheap-module-source-map';
  return {
    name,
    mode,
    context: dir,
    entry,
    devtool,
    target: ['web', 'es2022'],
    output: {
      path: path.join(dir, 'dist'),
      publicPath,
      uniqueName: `harmony_${name}`,
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      cssFilename: production ? '[name].[contenthash:8].css' : '[name].css',
      cssChunkFilename: production ? '[name].[contenthash:8].css' : '[name].css',
      clean: true,
    },
    resolve: {
      ...sourceResolve,
      // Workspace libraries are compiled from their TypeScript source ("source" export condition).
      conditionNames: ['source', '...'],
    },
    module: {
      rules: [
        scriptRule({ production }),
        {
          test: /\.css$/,
          use: [{ loader: 'postcss-loader', options: { postcssOptions: { plugins: [['@tailwindcss/postcss', { base: dir, optimize: production }]] } } }],
          // Rspack 2 no longer guesses CSS modules: the type must be explicit.
          type: 'css/auto',
        },
      ],
    },
    optimization: { minimize: production },
    performance: false,
    plugins: [
      new ModuleFederationPlugin({
        name,
        shared: { ...shared },
        // 'loaded-first' takes the singletons already on the page (the shell's). 'version-first' would
        // fetch the entry of every remote known at start-up to compare versions: the admin remote too.
        shareStrategy: 'loaded-first',
        dts: false,
        ...federation,
        // Pages run the federation runtime in browsers only: `target: 'web'` drops its Node script
        // loaders (−1.5 KB on main.js). The prerender is a separate build, without federation.
        experiments: { optimization: { target: 'web' }, ...federation.experiments },
      }),
      preferEsmFederationRuntime,
      ...plugins,
    ],
    devServer: {
      port,
      hot: true,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      client: { overlay: { errors: true, warnings: false } },
      ...devServer,
    },
    stats: production ? 'errors-warnings' : 'minimal',
  };
}

/**
 * A federation remote exposing its route module: served by the API under /remotes/<name>/ in
 * production, from its own dev server in development, using the shell's federation runtime.
 * @param {{ dir: string, name: string, devPort: number, env?: Record<string, unknown>, argv?: Record<string, unknown> }} options
 */
export function remoteWebConfig({ dir, name, devPort, env = {}, argv = {} }) {
  const mode = modeOf(env, argv);
  return webConfig({
    dir,
    name,
    mode,
    publicPath: mode === 'production' ? `/remotes/${name}/` : `http://localhost:${devPort}/`,
    port: devPort,
    entry: {},
    federation: {
      filename: 'remoteEntry.js',
      exposes: { [routesExpose]: './src/routes.tsx' },
      manifest: true,
      // Use the shell's federation runtime instead of shipping a second copy.
      experiments: { externalRuntime: true },
    },
  });
}
