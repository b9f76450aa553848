// Help centre search (spec §2 Help centre, §5): case-insensitive substring match over the question
// and the answer. Categories left without a match are dropped so the page can show 'No results found'.
import type { FaqCategory } from '../../../content/faq.ts';

export function filterFaq(categories: readonly FaqCategory[], query: string): FaqCategory[] {
  const q = query.trim().toLowerCase();
  if (!q) return categories.map((c) => ({ ...c, items: [...c.items] }));
  return categories
    .map((c) => ({
      ...c,
      items: c.items.filter(
        (i) => i.question.toLowerCase().includes(q) || i.answer.toLowerCase().includes(q),
      ),
    }))
    .filter((c) => c.items.length > 0);
}
