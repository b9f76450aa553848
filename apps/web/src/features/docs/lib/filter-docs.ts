import {
  docArticleText,
  FEE_EXAMPLE,
  type DocArticle,
  type FeeExample,
} from '../../../content/docs/articles.ts';

/** Lower-cased words of a query ("  Fee  EXAMPLE " → ["fee", "example"]). */
function words(query: string) {
  return query.toLowerCase().split(/\s+/).filter(Boolean);
}

/**
 * The articles whose title or text contains every word of the query, case-insensitively, in
 * their original order. An empty query keeps every article. `example` is the fee example with
 * its figures written as the page shows them.
 */
export function filterDocs(
  articles: readonly DocArticle[],
  query: string,
  example: FeeExample = FEE_EXAMPLE,
): DocArticle[] {
  const wanted = words(query);
  if (!wanted.length) return [...articles];
  return articles.filter((a) => {
    const text = docArticleText(a, example).toLowerCase();
    return wanted.every((w) => text.includes(w));
  });
}
