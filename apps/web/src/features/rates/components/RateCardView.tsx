import type { RateCard } from '@mizani/shared';
import { ArrowDownRight, ArrowUpRight, Minus } from 'lucide-react';
import { cn } from '@/lib/utils';
import { changeDirection } from '@/lib/format';
import { useFormat } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/use-t';

/** One pair: rate (2 decimals), change vs 24 h ago (absolute and %), high = ask, low = bid. */
export function RateCardView({
  card,
  flashing,
  onOpen,
}: {
  card: RateCard;
  flashing?: boolean;
  onOpen?: (card: RateCard) => void;
}) {
  const dir = changeDirection(card.change);
  const { t } = useT();
  const f = useFormat();
  const Icon = dir === 'up' ? ArrowUpRight : dir === 'down' ? ArrowDownRight : Minus;
  const tone = dir === 'up' ? 'text-up' : dir === 'down' ? 'text-down' : 'text-muted-foreground';
  const body = (
    <>
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-base font-semibold text-navy-900">{card.displayName}</h3>
        <span className={cn('inline-flex items-center gap-0.5 text-xs font-semibold', tone)}>
          <Icon className="size-3.5" aria-hidden="true" />
          <span data-testid="rate-change-percent">{f.percent2(card.changePercent)}</span>
        </span>
      </div>
      <p
        className="mt-3 truncate text-[clamp(1.35rem,5vw,1.75rem)] font-bold tabular-nums tracking-tight text-navy-950"
        data-testid="rate-value"
      >
        {f.rate2(card.mid)}
      </p>
      <p className={cn('text-sm font-medium tabular-nums', tone)}>
        <span className="sr-only">{t('rates.change24')} </span>
        <span data-testid="rate-change">{f.signed2(card.change)}</span> (
        {f.percent2(card.changePercent)})
      </p>
      <dl className="mt-4 grid grid-cols-2 gap-2 border-t border-border pt-3 text-xs">
        <div className="min-w-0">
          <dt className="text-muted-foreground">{t('rates.high')}</dt>
          <dd
            className="truncate font-semibold tabular-nums text-foreground"
            data-testid="rate-high"
          >
            {f.rate2(card.ask)}
          </dd>
        </div>
        <div className="min-w-0">
          <dt className="text-muted-foreground">{t('rates.low')}</dt>
          <dd
            className="truncate font-semibold tabular-nums text-foreground"
            data-testid="rate-low"
          >
            {f.rate2(card.bid)}
          </dd>
        </div>
      </dl>
    </>
  );
  const cls = cn(
    'relative rounded-2xl border border-border bg-card p-5 text-left shadow-card transition-[box-shadow,border-color,background-color] duration-700',
    flashing && 'border-highlight bg-success-soft shadow-[0_0_0_3px_rgb(52_211_153/0.35)]',
  );
  return (
    <li
      className="list-none"
      data-testid="rate-card"
      data-pair={card.displayName}
      data-flash={flashing ? 'true' : undefined}
    >
      {onOpen ? (
        <button
          type="button"
          className={cn(
            cls,
            'w-full cursor-pointer hover:border-navy-300 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
          )}
          onClick={() => onOpen(card)}
          aria-label={t('rates.openChart', { pair: card.displayName, rate: f.rate2(card.mid) })}
        >
          {body}
        </button>
      ) : (
        <div className={cls}>{body}</div>
      )}
    </li>
  );
}
