import {
  NEWS_DEFAULT_COVER,
  NEWS_TEMPLATE,
  newsAlternatePaths,
  newsArticlePath,
  type Locale,
  type NewsArticle,
} from '@mizani/shared';
import { escapeHtml } from '../services/mail/escape.ts';

const { tokens } = NEWS_TEMPLATE;
const TOKEN_RE = new RegExp(
  Object.values(tokens)
    .map((t) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('|'),
  'g',
);

/** JSON inside a <script type="application/json">: nothing in it can close the element. */
export function jsonForScript(value: unknown) {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The note a page shows when the article is not written in its language (template markup). */
const NOTE_RE = new RegExp(`<p id="${NEWS_TEMPLATE.noteElementId}"[^>]*>[\\s\\S]*?</p>`);

/**
 * An article's page from the pre-rendered template of the page's language: every token replaced
 * in one pass (so text from the article is never scanned again), each value escaped except the
 * body, which is the sanitised HTML of services/news/markdown.ts. The article rides along as JSON
 * for hydration. A page in a language the article lacks shows the English, marked lang="en", with
 * the template's note, and names the English page canonical; otherwise the note is taken out.
 * hreflang alternates list only the languages the article is written in.
 */
export function renderNewsArticlePage(
  template: string,
  article: NewsArticle,
  page: { locale: Locale; origin: string } = { locale: 'en', origin: '' },
): string {
  const inPageLanguage = article.language === page.locale;
  const alternates = newsAlternatePaths(article.slug, article.languages)
    .map(
      (a) =>
        `<link rel="alternate" hreflang="${a.hreflang}" href="${escapeHtml(page.origin + a.path)}" />`,
    )
    .join('\n    ');
  const values: Record<string, string> = {
    [tokens.lang]: escapeHtml(article.language),
    [tokens.canonical]: escapeHtml(
      newsArticlePath(article.slug, inPageLanguage ? page.locale : 'en'),
    ),
    [tokens.alternates]: alternates,
    [tokens.slug]: escapeHtml(article.slug),
    [tokens.title]: escapeHtml(article.title),
    [tokens.summary]: escapeHtml(article.summary),
    [tokens.publishedAt]: escapeHtml(article.publishedAt),
    [tokens.publishedLabel]: escapeHtml(article.publishedLabel),
    [tokens.cover]: escapeHtml(article.coverImage ?? NEWS_DEFAULT_COVER),
    [tokens.coverAlt]: escapeHtml(article.coverImage ? article.coverAlt : ''),
    [tokens.bodyHtml]: article.bodyHtml,
  };
  // The note goes before any article text is written in, so nothing typed can be mistaken for it.
  const base = inPageLanguage ? template.replace(NOTE_RE, '') : template;
  const html = base.replace(TOKEN_RE, (t) => values[t] ?? t);
  const data = `<script type="application/json" id="${NEWS_TEMPLATE.dataElementId}">${jsonForScript(article)}</script>`;
  return html.replace('</body>', () => `${data}\n</body>`);
}
