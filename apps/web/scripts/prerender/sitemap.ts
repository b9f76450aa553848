// dist/sitemap.xml (every indexed page and language version, with its hreflang alternates) and
// dist/robots.txt.
import * as seo from '../../src/config/page-meta.ts';
import { BRAND } from '../../src/config/brand.ts';
import { escapeHtml } from './html.ts';
import { isIndexed, localizedMeta, PAGE_META } from './pages.ts';

// Each language version is its own <url>, with the alternates of its page (Google's sitemap form
// of hreflang); untranslated pages stay one line each.
const sitemapUrl = (loc: string, englishPath: string) => {
  const alternates = seo.alternateLinks(englishPath);
  if (!alternates.length) return `  <url><loc>${escapeHtml(loc)}</loc></url>`;
  const links = alternates.map(
    (a) =>
      `    <xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${escapeHtml(a.href)}" />`,
  );
  return `  <url>\n    <loc>${escapeHtml(loc)}</loc>\n${links.join('\n')}\n  </url>`;
};

export const sitemapXml = () => `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${[
  ...PAGE_META.filter(isIndexed).map((m) => sitemapUrl(seo.canonicalUrl(m.path), m.path)),
  ...localizedMeta()
    .filter((l) => isIndexed(l.meta))
    .map((l) => sitemapUrl(seo.canonicalUrl(l.meta.path), l.englishPath)),
].join('\n')}
</urlset>
`;

export const robotsTxt = () => `User-agent: *
Allow: /
Disallow: /dashboard
Disallow: /track
Disallow: /admin
Disallow: /api

Sitemap: ${BRAND.siteUrl}/sitemap.xml
`;
