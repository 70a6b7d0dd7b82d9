/**
 * The brand the SPEC leaves open ("{product}"). One place to change it; later issues move the rest of the
 * site configuration (hosts, links, statistics) beside it and hand it to the web at runtime.
 */
export const siteConfig = {
  productName: process.env.SITE_PRODUCT_NAME?.trim() || 'Money Together',
} as const;
