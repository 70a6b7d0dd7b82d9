import { defaultSiteConfig, pageTitle, siteConfigFromEnvironment } from './site-config.js';

describe('site configuration', () => {
  it('gives the SPEC page title for the product', () => {
    expect(pageTitle(defaultSiteConfig)).toBe('Money Together Podcast | Financial Harmony for Couples');
  });

  it('carries the SPEC statistics: 19+ episodes and a 5★ rating, three cards', () => {
    expect(defaultSiteConfig.stats).toHaveLength(3);
    expect(defaultSiteConfig.stats.map((stat) => stat.value)).toEqual(expect.arrayContaining(['19+', '5★']));
  });

  it('lets the environment rename the product everywhere it is named', () => {
    const config = siteConfigFromEnvironment({ SITE_PRODUCT_NAME: ' Wealthy Together ', SITE_CONTACT_EMAIL: 'hi@example.com' });
    expect(config.productName).toBe('Wealthy Together');
    expect(config.description).toMatch(/^Wealthy Together helps couples/);
    expect(config.contactEmail).toBe('hi@example.com');
    expect(siteConfigFromEnvironment({ SITE_PRODUCT_NAME: '  ' })).toEqual(defaultSiteConfig);
  });

  it('links a way to support the show only when the environment names one', () => {
    expect(defaultSiteConfig.funding).toBeUndefined();
    expect(siteConfigFromEnvironment({ SITE_FUNDING_URL: ' https://support.example/us ' }).funding).toEqual({ url: 'https://support.example/us', label: 'Support the show' });
    expect(siteConfigFromEnvironment({ SITE_FUNDING_URL: 'https://support.example/us', SITE_FUNDING_LABEL: 'Buy us a coffee' }).funding?.label).toBe('Buy us a coffee');
    expect(siteConfigFromEnvironment({ SITE_FUNDING_LABEL: 'Buy us a coffee' }).funding).toBeUndefined();
  });
});
