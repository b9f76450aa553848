import { NEWS_DEFAULT_COVER, NEWS_TEMPLATE, type NewsArticle } from '@mizani/shared';
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

/**
 * An article's page from the pre-rendered template: every token replaced in one pass (so text
 * from the article is never scanned again), each value escaped except the body, which is the
 * sanitised HTML of services/news/markdown.ts. The article rides along as JSON for hydration.
 */
export function renderNewsArticlePage(template: string, article: NewsArticle): string {
  const values: Record<string, string> = {
    [tokens.slug]: escapeHtml(article.slug),
    [tokens.title]: escapeHtml(article.title),
    [tokens.summary]: escapeHtml(article.summary),
    [tokens.publishedAt]: escapeHtml(article.publishedAt),
    [tokens.publishedLabel]: escapeHtml(article.publishedLabel),
    [tokens.cover]: escapeHtml(article.coverImage ?? NEWS_DEFAULT_COVER),
    [tokens.coverAlt]: escapeHtml(article.coverImage ? article.coverAlt : ''),
    [tokens.bodyHtml]: article.bodyHtml,
  };
  const html = template.replace(TOKEN_RE, (t) => values[t] ?? t);
  const data = `<script type="application/json" id="${NEWS_TEMPLATE.dataElementId}">${jsonForScript(article)}</script>`;
  return html.replace('</body>', () => `${data}\n</body>`);
}
