import { useLayoutEffect } from 'react';
import { BRAND } from '@/config/brand';
import { isBrowser } from '@/config/env';
import { releaseTemplateHead } from '@/lib/head-handover';

interface HeadTagsProps {
  title: string;
  description: string;
  noindex: boolean;
  /** The canonical address; none for pages never indexed. */
  url: string | null;
  alternates: { hreflang: string; href: string }[];
}

/**
 * A page's head tags as elements React 19 hoists into <head> (and takes out when the page goes).
 * The pre-rendered HTML carries the same (scripts/prerender.ts); the template's tags go once these
 * are in the head (React inserts hoisted tags before layout effects run), never before:
 * lib/head-handover.ts.
 */
export function HeadTags({ title, description, noindex, url, alternates }: HeadTagsProps) {
  useLayoutEffect(releaseTemplateHead, []);
  if (!isBrowser) return null;
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <meta name="robots" content={noindex ? 'noindex' : 'index, follow'} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={BRAND.name} />
      {url ? <meta property="og:url" content={url} /> : null}
      {url ? <link rel="canonical" href={url} /> : null}
      {alternates.map((a) => (
        <link key={a.hreflang} rel="alternate" hrefLang={a.hreflang} href={a.href} />
      ))}
    </>
  );
}
