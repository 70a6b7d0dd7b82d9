import { readFileSync } from 'node:fs';
import path from 'node:path';
import { shared, singletonModules, packageOf, routesRequest, remoteNames } from './index.js';

// Read from node_modules directly: not every package exports ./package.json (Radix's do not).
const nodeModules = path.resolve(import.meta.dirname, '../../../node_modules');
const installed = (name: string): string => JSON.parse(readFileSync(path.join(nodeModules, name, 'package.json'), 'utf8')).version;

describe('shared singletons', () => {
  it('shares every listed module as a singleton with the installed version', () => {
    expect(Object.keys(shared)).toEqual([...singletonModules]);
    for (const [request, config] of Object.entries(shared)) {
      expect(config.singleton).toBe(true);
      expect(config.requiredVersion).toBe(`^${config.version}`);
      if (!request.startsWith('@harmony/')) expect(config.version).toBe(installed(packageOf(request)));
    }
  });

  it('shares the router through the thin re-export, versioned as react-router', () => {
    expect(shared['react-router']).toBeUndefined();
    expect(shared['@harmony/mf-config/router'].version).toBe(installed('react-router'));
  });

  it('shares the one RTK Query api instance', () => {
    expect(shared['@harmony/web-api']).toBeDefined();
  });
});

describe(packageOf.name, () => {
  it.each([
    ['react-dom/client', 'react-dom'],
    ['@reduxjs/toolkit/query/react', '@reduxjs/toolkit'],
    ['react', 'react'],
  ])('%s belongs to %s', (request, name) => {
    expect(packageOf(request)).toBe(name);
  });
});

describe('remote routes', () => {
  it('names the routes module of each remote', () => {
    expect(routesRequest(remoteNames.site)).toBe('site/routes');
    expect(routesRequest(remoteNames.admin)).toBe('admin/routes');
  });
});

describe('the design system', () => {
  it('is one instance on the page (theme, toast and tooltip state)', () => {
    expect(shared['@harmony/ui']).toMatchObject({ singleton: true });
  });
});
