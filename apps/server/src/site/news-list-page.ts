import {
  NEWS_DEFAULT_COVER,
  NEWS_LIST_TEMPLATE,
  type Locale,
  type NewsListResponse,
  type NewsSummary,
} from '@mizani/shared';
import { escapeHtml } from '../services/mail/escape.ts';
import { jsonForScript } from './news-pages.ts';

const { tokens, parts } = NEWS_LIST_TEMPLATE;

/** The /news pages: "/news", "/fr/news", "/sw/news", and their language. */
export function newsListLocale(path: string): Locale | null {
  const m = /^(?:\/(fr|sw))?\/news$/.exec(path);
  return m ? ((m[1] ?? 'en') as Locale) : null;
}

// Each part is one element holding no element of its own tag, so a lazy match ends at its close.
// A part's mark is a bare attribute (`data-news-lead`, or `data-news-lead=""` as some write it).
const mark = (attr: string) => `\\s${attr}(?:="")?(?=[\\s>])`;
const element = (tag: string, attr: string) =>
  new RegExp(`<${tag}\\b[^>]*${mark(attr)}[^>]*>[\\s\\S]*?</${tag}>`);
const PART = {
  lead: element('article', parts.lead),
  rest: element('ul', parts.rest),
  item: element('li', parts.item),
  more: element('div', parts.more),
  empty: element('p', parts.empty),
  englishOnly: element('span', parts.englishOnly),
  /** The list once its parts are taken out (no articles). */
  emptyList: new RegExp(`<div\\b[^>]*${mark(parts.list)}[^>]*></div>`),
};
const TOKEN_RE = new RegExp(
  Object.values(tokens)
    .map((t) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('|'),
  'g',
);
/** The cover's lang attribute, which a brand cover (no description) does not carry. */
const COVER_LANG = ` lang="${tokens.lang}"`;

/** One article written into a part's template (the lead, or an item of the rest). */
function fillArticle(template: string, a: NewsSummary, locale: Locale): string {
  let html = a.language === locale ? template.replace(PART.englishOnly, '') : template;
  if (!a.coverImage) html = html.replace(/<img\b[^>]*>/, (tag) => tag.replace(COVER_LANG, ''));
  const values: Record<string, string> = {
    [tokens.slug]: escapeHtml(a.slug),
    [tokens.title]: escapeHtml(a.title),
    [tokens.summary]: escapeHtml(a.summary),
    [tokens.publishedAt]: escapeHtml(a.publishedAt),
    [tokens.publishedLabel]: escapeHtml(a.publishedLabel),
    [tokens.cover]: escapeHtml(a.coverImage ?? NEWS_DEFAULT_COVER),
    [tokens.coverAlt]: escapeHtml(a.coverImage ? a.coverAlt : ''),
    [tokens.lang]: escapeHtml(a.language),
  };
  // One pass over the template: text from the article is never scanned again.
  return html.replace(TOKEN_RE, (t) => values[t] ?? t);
}

/**
 * The /news page from its pre-rendered template (NEWS_LIST_TEMPLATE): the lead and the further
 * articles of the first page written in as the island renders them, "show older" kept only when
 * there are more, the empty state only when there are none; the page rides along as JSON, so the
 * island hydrates onto exactly this. A page whose template lacks the parts is returned as it is.
 */
export function renderNewsListPage(html: string, page: NewsListResponse, locale: Locale): string {
  const lead = PART.lead.exec(html)?.[0];
  const item = PART.item.exec(html)?.[0];
  if (!lead || !item || !PART.more.test(html) || !PART.empty.test(html)) return html;
  const [first, ...rest] = page.articles;
  let out = html.replace(PART.more, (m) => (page.nextCursor ? m : ''));
  out = first
    ? out
        .replace(PART.empty, '')
        .replace(PART.lead, () => fillArticle(lead, first, locale))
        .replace(PART.rest, (ul) =>
          rest.length
            ? ul.replace(PART.item, () => rest.map((a) => fillArticle(item, a, locale)).join(''))
            : '',
        )
    : out.replace(PART.lead, '').replace(PART.rest, '').replace(PART.emptyList, '');
  const data = `<script type="application/json" id="${NEWS_LIST_TEMPLATE.dataElementId}">${jsonForScript(page)}</script>`;
  return out.replace('</body>', () => `${data}\n</body>`);
}
