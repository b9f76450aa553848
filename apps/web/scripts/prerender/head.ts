// The head tags of a pre-rendered page: title, description, robots, canonical and hreflang
// alternates, Open Graph and Twitter cards, and extra elements (JSON-LD, the news feed).
import { BRAND } from '../../src/config/brand.ts';
import { escapeHtml } from './html.ts';

export interface Head {
  title: string;
  description: string;
  canonical: string | null;
  index: boolean;
  /** Extra head elements, already serialised (JSON-LD). */
  extra?: string;
  /** og:type; "website" unless said otherwise. */
  ogType?: 'website' | 'article';
  /** Absolute URL of the social card image. */
  image?: string;
  /** hreflang alternates of a translated page (every language and x-default). */
  alternates?: { hreflang: string; href: string }[];
}

export function headTags({
  title,
  description,
  canonical,
  index,
  extra,
  ogType,
  image,
  alternates,
}: Head) {
  const t = escapeHtml(title);
  const d = escapeHtml(description);
  return [
    `<title>${t}</title>`,
    `<meta name="description" content="${d}" />`,
    `<meta name="robots" content="${index ? 'index, follow' : 'noindex'}" />`,
    canonical ? `<link rel="canonical" href="${escapeHtml(canonical)}" />` : '',
    ...(alternates ?? []).map(
      (a) => `<link rel="alternate" hreflang="${a.hreflang}" href="${escapeHtml(a.href)}" />`,
    ),
    `<meta property="og:type" content="${ogType ?? 'website'}" />`,
    `<meta property="og:site_name" content="${escapeHtml(BRAND.name)}" />`,
    `<meta property="og:title" content="${t}" />`,
    `<meta property="og:description" content="${d}" />`,
    canonical ? `<meta property="og:url" content="${escapeHtml(canonical)}" />` : '',
    image ? `<meta property="og:image" content="${escapeHtml(image)}" />` : '',
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}" />`,
    extra ?? '',
  ]
    .filter(Boolean)
    .join('\n    ');
}
