import { alternateLinks, canonicalUrl, documentTitle, localizedPageMeta } from '@/config/page-meta';
import { localizePath } from '@/lib/i18n/locales';
import { useT } from '@/lib/i18n/use-t';
import { BRAND } from '@/config/brand';
import { HeadTags } from '@/components/head-tags';

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

/**
 * The document title, description, canonical, hreflang and Open Graph tags of a page the app draws
 * in the browser, as elements React 19 hoists into <head> (and takes out when the page goes). The
 * same values are written into the pre-rendered HTML by scripts/prerender.ts (from
 * config/page-meta.ts), so crawlers see them without JavaScript; there it renders nothing, and the
 * app hands its template's over once these are in (lib/head-handover.ts).
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
  const alternates = noindex ? [] : (ownAlternates ?? alternateLinks(path));
  return (
    <HeadTags
      title={fullTitle}
      description={desc}
      noindex={noindex}
      url={url}
      alternates={alternates}
    />
  );
}
