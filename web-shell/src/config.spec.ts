import { defaultSiteConfig } from '@harmony/site-config';
import { jest } from '@jest/globals';
import { readHarmonyConfig } from './config.js';

const page = (block: string | null) => {
  document.head.innerHTML = block === null ? '' : `<script id="harmony-config" type="application/json">${block}</script>`;
  return document;
};

describe(readHarmonyConfig.name, () => {
  it('reads the remotes and the site configuration the API writes', () => {
    const config = readHarmonyConfig(
      page('{"remotes":{"site":"/remotes/site/mf-manifest.json","admin":"/remotes/admin/mf-manifest.json"},"site":{"productName":"Money Together"}}'),
    );
    expect(config).toEqual({
      remotes: { site: '/remotes/site/mf-manifest.json', admin: '/remotes/admin/mf-manifest.json' },
      site: defaultSiteConfig,
    });
  });

  it('ignores unknown remotes and fills in the default product name', () => {
    expect(readHarmonyConfig(page('{"remotes":{"site":"/s.json","other":"/o.json"}}'))).toEqual({
      remotes: { site: '/s.json' },
      site: defaultSiteConfig,
    });
  });

  it('survives a missing or malformed block (the remotes then show their load error)', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(readHarmonyConfig(page(null))).toEqual({ remotes: {}, site: defaultSiteConfig });
    expect(readHarmonyConfig(page('{not json'))).toEqual({ remotes: {}, site: defaultSiteConfig });
    jest.restoreAllMocks();
  });
});
