// The browser build reads VITE_* variables through import.meta.env; the prerender script runs the
// same modules under Node (tsx), where import.meta.env is absent and process.env stands in.
type Env = Record<string, string | undefined>;

const source: Env =
  (import.meta as { env?: Env }).env ??
  (typeof process !== 'undefined' ? (process.env as Env) : {});

function read(name: string, fallback: string): string {
  const value = source[name]?.trim();
  return value ? value : fallback;
}

export const env = {
  BRAND_NAME: read('VITE_BRAND_NAME', 'Mizani'),
  /** Absolute origin used for canonical links, Open Graph and the sitemap (no trailing slash). */
  SITE_URL: read('VITE_SITE_URL', 'http://localhost:3000').replace(/\/+$/, ''),
} as const;

export const isBrowser = typeof window !== 'undefined' && typeof document !== 'undefined';
