import type { RateCard } from '@mizani/shared';
import { ArrowDownRight, ArrowUpRight, Minus } from 'lucide-react';
import { cn } from '@/lib/utils';
import { changeDirection, formatPercent2, formatRate2, formatSigned2 } from '@/lib/format';

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
  const Icon = dir === 'up' ? ArrowUpRight : dir === 'down' ? ArrowDownRight : Minus;
  const tone = dir === 'up' ? 'text-up' : dir === 'down' ? 'text-down' : 'text-muted-foreground';
  const body = (
    <>
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-base font-semibold text-navy-900">{card.displayName}</h3>
        <span className={cn('inline-flex items-center gap-0.5 text-xs font-semibold', tone)}>
          <Icon className="size-3.5" aria-hidden="true" />
          <span data-testid="rate-change-percent">{formatPercent2(card.changePercent)}</span>
        </span>
      </div>
      <p
        className="mt-3 truncate text-[clamp(1.35rem,5vw,1.75rem)] font-bold tabular-nums tracking-tight text-navy-950"
        data-testid="rate-value"
      >
        {formatRate2(card.mid)}
      </p>
      <p className={cn('text-sm font-medium tabular-nums', tone)}>
        <span className="sr-only">Change in 24 hours: </span>
        <span data-testid="rate-change">{formatSigned2(card.change)}</span> (
        {formatPercent2(card.changePercent)})
      </p>
      <dl className="mt-4 grid grid-cols-2 gap-2 border-t border-border pt-3 text-xs">
        <div className="min-w-0">
          <dt className="text-muted-foreground">High</dt>
          <dd
            className="truncate font-semibold tabular-nums text-foreground"
            data-testid="rate-high"
          >
            {formatRate2(card.ask)}
          </dd>
        </div>
        <div className="min-w-0">
          <dt className="text-muted-foreground">Low</dt>
          <dd
            className="truncate font-semibold tabular-nums text-foreground"
            data-testid="rate-low"
          >
            {formatRate2(card.bid)}
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
          aria-label={`${card.displayName} ${formatRate2(card.mid)}, open chart`}
        >
          {body}
        </button>
      ) : (
        <div className={cls}>{body}</div>
      )}
    </li>
  );
}
