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

export const isBrowser = typeof window !== 'undefined' && typeof document !== 'undefined';

/**
 * In the browser, the public origin is the one the server wrote into the page's canonical link
 * (it rewrites the build-time origin with the deployment's public URL at run time).
 */
function servedOrigin(): string | null {
  if (!isBrowser) return null;
  const href = document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
  return href ? new URL(href).origin : null;
}

export const env = {
  BRAND_NAME: read('VITE_BRAND_NAME', 'Mizani'),
  /** Absolute origin used for canonical links, Open Graph and the sitemap (no trailing slash). */
  SITE_URL: (servedOrigin() ?? read('VITE_SITE_URL', 'http://localhost:3000')).replace(/\/+$/, ''),
} as const;
