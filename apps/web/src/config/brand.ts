import { env } from './env.ts';

/** The brand, once. Override the name per deployment with VITE_BRAND_NAME. */
export const BRAND = {
  name: env.BRAND_NAME,
  tagline: 'Pan-African FX and liquidity, settled with confidence',
  shortDescription:
    'Licensed pan-African foreign-exchange and liquidity provider: real-time FX rates, cross-border settlements, diaspora remittances and local payouts across 7 African markets.',
  siteUrl: env.SITE_URL,
} as const;

/** "Live Rates — Mizani" */
export function pageTitle(title: string) {
  return title === BRAND.name ? title : `${title} — ${BRAND.name}`;
}
