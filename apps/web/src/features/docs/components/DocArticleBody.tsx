import { Info } from 'lucide-react';
import { SectionedDocument } from '@/components/layout/sectioned-document';
import {
  blockText,
  type DocArticle,
  type DocBlock,
  type FeeExample,
} from '@/content/docs/articles';
import { docArticlesIn, feeExampleIn } from '@/content/docs/localized';
import { island } from '@/lib/island';
import { useT } from '@/lib/i18n/use-t';
import { useFeeExample } from '../api/pricing';

/** The worked example of the fees article, as the quote shows it (same row names). */
function FeeExampleTable({ e }: { e: FeeExample }) {
  const { t } = useT();
  const rows: [string, string][] = [
    [t('docs.fee.youSell'), `${e.sellAmount} USD`],
    [t('docs.fee.fee', { percent: e.feePercent }), `${e.fee} USD`],
    [t('docs.fee.converted'), `${e.converted} USD`],
    [t('docs.fee.marketRate'), `1 USD = ${e.marketRate} KES`],
    [t('docs.fee.rate', { spread: e.spreadPercent }), `1 USD = ${e.rate} KES`],
    [t('docs.fee.youReceive'), `${e.buyAmount} KES`],
  ];
  return (
    <div className="mt-4 overflow-x-auto rounded-xl border border-border">
      <table className="w-full text-left text-sm" data-testid="fee-example">
        <caption className="bg-muted/40 px-4 py-3 text-left font-semibold text-navy-900">
          {t('docs.fee.caption', { amount: e.sellAmount })}
        </caption>
        <tbody className="divide-y divide-border">
          {rows.map(([label, value], i) => (
            <tr key={label} className={i === rows.length - 1 ? 'font-semibold' : undefined}>
              <th scope="row" className="px-4 py-2.5 font-medium text-slate-700">
                {label}
              </th>
              <td className="whitespace-nowrap px-4 py-2.5 text-right tabular-nums text-navy-900">
                {value}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Block({ block, example }: { block: DocBlock; example: FeeExample }) {
  switch (block.kind) {
    case 'p':
      return (
        <p className="mt-3 leading-relaxed text-slate-700">{blockText(block.text, example)}</p>
      );
    case 'list':
      return (
        <ul className="mt-3 list-disc space-y-1.5 pl-6 leading-relaxed text-slate-700">
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      );
    case 'steps':
      return (
        <ol className="mt-3 list-decimal space-y-1.5 pl-6 leading-relaxed text-slate-700">
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ol>
      );
    case 'note':
      return (
        <p className="mt-4 flex gap-3 rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-sm leading-relaxed text-emerald-950">
          <Info className="mt-0.5 size-4 shrink-0 text-emerald-700" aria-hidden="true" />
          <span>{block.text}</span>
        </p>
      );
    case 'fee-example':
      return <FeeExampleTable e={example} />;
  }
}

/** Does the article show the platform's fees (the worked example, a sentence with a price)? */
export const showsFees = (article: DocArticle) =>
  article.sections.some((s) =>
    s.blocks.some(
      (b) => b.kind === 'fee-example' || (b.kind === 'p' && typeof b.text !== 'string'),
    ),
  );

/** An article's sections with an "On this page" list (the legal documents' layout). */
export function DocArticleBody({ article }: { article: DocArticle }) {
  const { t, locale } = useT();
  const pricesFees = showsFees(article);
  // The figures in the page's language: only their separators change (feeExampleIn).
  const example = feeExampleIn(useFeeExample(pricesFees), locale);
  return (
    <SectionedDocument
      contentsLabel={t('docs.onThisPage')}
      sections={article.sections}
      body={(s) => s.blocks.map((b, i) => <Block key={i} block={b} example={example} />)}
    />
  );
}

/**
 * An article whose figures follow the fee and spread an admin sets: on a pre-rendered page an
 * island, which reads them once loaded (decision 030); the others are plain HTML.
 */
export const LiveDocArticleBody = island(
  'LiveDocArticleBody',
  function LiveDocArticleBody({ slug }: { slug: string }) {
    const { locale } = useT();
    const article = docArticlesIn(locale).find((a) => a.slug === slug);
    return article ? <DocArticleBody article={article} /> : null;
  },
);
