import { useEffect } from 'react';
import { alternateLinks, canonicalUrl, documentTitle, localizedPageMeta } from '@/config/page-meta';
import { localizePath } from '@/lib/i18n/locales';
import { useT } from '@/lib/i18n/use-t';
import { BRAND } from '@/config/brand';

interface SeoProps {
  /** The route path; title and description default to its entry in config/page-meta.ts. */
  path: string;
  title?: string;
  description?: string;
  /** 404 and other pages that must not be indexed: no canonical, robots noindex. */
  noindex?: boolean;
  /** Pages whose versions are data (news articles): the canonical path, when not this page's. */
  canonicalPath?: string;
  /** …and their hreflang alternates, instead of the registry's. */
  alternates?: { hreflang: string; href: string }[];
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

/** The hreflang alternates of a translated page (none on the others). */
function upsertAlternates(links: { hreflang: string; href: string }[]) {
  for (const el of document.head.querySelectorAll('link[rel="alternate"][hreflang]')) el.remove();
  for (const { hreflang, href } of links) {
    const el = document.createElement('link');
    el.setAttribute('rel', 'alternate');
    el.setAttribute('hreflang', hreflang);
    el.setAttribute('href', href);
    document.head.appendChild(el);
  }
}

/**
 * Sets the document title, description, canonical and Open Graph tags for client-side navigation.
 * The same values are written into the pre-rendered HTML by scripts/prerender.ts (from config/page-meta.ts),
 * so crawlers see them without JavaScript. Renders nothing.
 */
export function Seo({
  path,
  title,
  description,
  noindex = false,
  canonicalPath,
  alternates: ownAlternates,
}: SeoProps) {
  const { locale } = useT();
  const meta = localizedPageMeta(path, locale);
  const here = meta?.path ?? localizePath(path, locale);
  const fullTitle = documentTitle({ path: here, title: title ?? meta?.title ?? BRAND.name });
  const desc = description ?? meta?.description ?? BRAND.shortDescription;
  const url = noindex ? null : canonicalUrl(canonicalPath ?? here);
  const alternates = noindex ? '' : JSON.stringify(ownAlternates ?? alternateLinks(path));

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
    upsertAlternates(alternates ? JSON.parse(alternates) : []);
  }, [fullTitle, desc, url, noindex, alternates]);

  return null;
}
