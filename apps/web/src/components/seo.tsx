import { useEffect } from 'react';
import { canonicalUrl, documentTitle, getPageMeta } from '@/config/page-meta';
import { BRAND } from '@/config/brand';

interface SeoProps {
  /** The route path; title and description default to its entry in config/page-meta.ts. */
  path: string;
  title?: string;
  description?: string;
  /** 404 and other pages that must not be indexed: no canonical, robots noindex. */
  noindex?: boolean;
}

function upsertMeta(attr: 'name' | 'property', key: string, content: string) {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
  if (!el) {
    el = document.createElement('meta');
    el.setAttribute(attr, key);
    document.head.appendChild(el);
  }
  el.setAttribute('content', content);
}

function upsertCanonical(href: string | null) {
  let el = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!href) {
    el?.remove();
    return;
  }
  if (!el) {
    el = document.createElement('link');
    el.setAttribute('rel', 'canonical');
    document.head.appendChild(el);
  }
  el.setAttribute('href', href);
}

/**
 * Sets the document title, description, canonical and Open Graph tags for client-side navigation.
 * The same values are written into the pre-rendered HTML by scripts/prerender.ts (from config/page-meta.ts),
 * so crawlers see them without JavaScript. Renders nothing.
 */
export function Seo({ path, title, description, noindex = false }: SeoProps) {
  const meta = getPageMeta(path);
  const fullTitle = documentTitle({ path, title: title ?? meta?.title ?? BRAND.name });
  const desc = description ?? meta?.description ?? BRAND.shortDescription;
  const url = noindex ? null : canonicalUrl(path);

  useEffect(() => {
    document.title = fullTitle;
    upsertMeta('name', 'description', desc);
    upsertMeta('name', 'robots', noindex ? 'noindex' : 'index, follow');
    upsertMeta('property', 'og:title', fullTitle);
    upsertMeta('property', 'og:description', desc);
    upsertMeta('property', 'og:type', 'website');
    upsertMeta('property', 'og:site_name', BRAND.name);
    if (url) upsertMeta('property', 'og:url', url);
    upsertCanonical(url);
  }, [fullTitle, desc, url, noindex]);

  return null;
}
