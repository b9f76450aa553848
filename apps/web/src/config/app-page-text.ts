import { BRAND } from './brand.ts';

// The signed-in pages' descriptions, apart from the public pages' (page-meta.ts), so the
// dashboard's first load carries two sentences instead of every page's head text (issue 39's
// 200 kB budget). page-meta.ts spreads them into its registry: one place for each text.

export const APP_PAGE_TEXT = {
  dashboard: {
    kind: 'app',
    description: `Your ${BRAND.name} dashboard: balances, trading, wallet, rate alerts, reports and profile.`,
    search: {
      description: 'Your account overview: balance, alerts, recent trades and quick actions',
    },
  },
  admin: { kind: 'app', description: `${BRAND.name} administration area.` },
} as const;

/** "https://…/path" on this deployment's site. */
export function canonicalUrl(path: string) {
  return `${BRAND.siteUrl}${path === '/' ? '/' : path}`;
}
