import path from 'node:path';
import { scriptRule, sourceResolve } from '@harmony/mf-config/rspack';

/**
 * The site's server-side renderer: src/prerender.tsx for Node (CommonJS, everything bundled), written to
 * dist/server/prerender.cjs after the browser build. The API loads it to put each public page's first
 * screen into the HTML (see libs/web-host/src/first-screen.ts). Never served to browsers.
 */
export default () => {
  const dir = import.meta.dirname;
  return {
    name: 'site-prerender',
    mode: 'production',
    context: dir,
    target: 'node20',
    entry: { prerender: './src/prerender.tsx' },
    devtool: false,
    output: {
      path: path.join(dir, 'dist/server'),
      filename: '[name].cjs',
      chunkFilename: '[name].[contenthash:8].cjs',
      library: { type: 'commonjs2' },
      clean: true,
    },
    resolve: { ...sourceResolve, conditionNames: ['source', 'node', 'import', 'require', '...'] },
    module: {
      rules: [
        scriptRule({ production: true }),
        { test: /\.css$/, loader: path.join(dir, 'prerender-css-loader.cjs'), type: 'javascript/auto' },
      ],
    },
    // One file: the API requires it once at start-up.
    optimization: { minimize: false, splitChunks: false },
    performance: false,
    stats: 'errors-warnings',
  };
};
