// A pre-rendered page's words for the site search in its language (search-index.ts): its meta
// description and the text of its h1-h3 headings. The pre-render (scripts/prerender.ts) runs this
// on every French and Swahili page and writes dist/search/<lang>.json.
import type { PageWords } from './search-index.ts';

const HEADING = /<h([1-3])\b[^>]*>([\s\S]*?)<\/h\1>/g;
const ENTITIES: Record<string, string> = { lt: '<', gt: '>', quot: '"', amp: '&', nbsp: ' ' };

/** Plain text of an HTML fragment: no tags, entities decoded, spaces collapsed. */
export function htmlText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, e: string) => {
      if (e[0] !== '#') return ENTITIES[e.toLowerCase()] ?? whole;
      return String.fromCodePoint(e[1] === 'x' ? parseInt(e.slice(2), 16) : Number(e.slice(1)));
    })
    .replace(/\s+/g, ' ')
    .trim();
}

const MAIN = /<main\b[\s\S]*<\/main>/;

/**
 * The distinct heading texts of a page's main content, in their order (not the header's or the
 * footer's, which every page has).
 */
export function headingsOf(html: string): string[] {
  const seen = new Set<string>();
  for (const m of (MAIN.exec(html)?.[0] ?? html).matchAll(HEADING)) {
    const text = htmlText(m[2]!);
    if (text) seen.add(text);
  }
  return [...seen];
}

/** Adds a page's words under its English path (the key the search looks entries up by). */
export function addPageWords(
  words: PageWords,
  englishPath: string,
  description: string,
  html: string,
): void {
  words[englishPath] = { description, headings: headingsOf(html) };
}
