/**
 * The head tags the pre-renderer wrote into the app's template (description, robots, Open Graph,
 * canonical, hreflang) give way to those the pages render (components/seo.tsx, hoisted by React
 * 19): two descriptions or canonicals would disagree after the first navigation. They go only
 * once the page's own are in — when the first <Seo> commits, or at the first navigation for a
 * screen without one — so a lazily loaded page never leaves the head without them in between.
 * The title stays: React adopts the document's first <title>.
 */
const WRITTEN =
  'meta[name="description"], meta[name="robots"], meta[property^="og:"], link[rel="canonical"], link[rel="alternate"][hreflang]';

let templateTags: Element[] = [];

/** Notes the template's tags, before React adds any of its own. */
export function takeTemplateHead(): void {
  templateTags = Array.from(document.head.querySelectorAll(WRITTEN));
}

/** Removes the template's tags; later calls do nothing. */
export function releaseTemplateHead(): void {
  for (const el of templateTags) el.remove();
  templateTags = [];
}
