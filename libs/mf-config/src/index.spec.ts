import { createRequire } from 'node:module';
import { shared, singletonModules, packageOf, routesRequest, remoteNames } from './index.js';

const require = createRequire(import.meta.url);
const installed = (name: string): string => require(`${name}/package.json`).version;

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
