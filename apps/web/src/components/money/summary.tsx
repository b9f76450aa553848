import { useEffect, useId, useRef, type ReactNode } from 'react';
import { CheckCircle2, Clock, Printer } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { MessageId } from '@/lib/i18n/i18n';
import { useT } from '@/lib/i18n/use-t';
import { cn } from '@/lib/utils';

// The three steps every money flow shares (fund, convert, withdraw): the form, a review of exactly
// what will happen, then a receipt. Wise and Revolut read this way; a client never commits money
// from the form itself, and never leaves without a reference and what happens next.

export interface SummaryRow {
  label: string;
  value: ReactNode;
  /** The figure that matters most (what arrives): larger and bold. */
  strong?: boolean;
  testId?: string;
}

/** Label–value rows, amounts right-aligned in tabular figures. */
export function SummaryList({ rows, className }: { rows: SummaryRow[]; className?: string }) {
  return (
    <dl
      className={cn(
        'grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-x-4 gap-y-2 text-sm',
        className,
      )}
    >
      {rows.map((r) => (
        <div key={r.label} className="contents">
          <dt className="text-muted-foreground">{r.label}</dt>
          <dd
            data-testid={r.testId}
            className={cn(
              'min-w-0 text-right tabular-nums [overflow-wrap:anywhere]',
              r.strong ? 'text-lg font-bold whitespace-nowrap text-navy-900' : 'font-medium',
            )}
          >
            {r.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

const STEPS: MessageId[] = ['money.step.details', 'money.step.review', 'money.step.done'];

/** "1 Details · 2 Review · 3 Done" with the current one marked. */
export function FlowSteps({ current }: { current: 0 | 1 | 2 }) {
  const { t } = useT();
  return (
    <ol
      className="flex items-center gap-2 text-xs font-medium text-muted-foreground"
      aria-label={t('money.steps')}
    >
      {STEPS.map((s, i) => (
        <li
          key={s}
          aria-current={i === current ? 'step' : undefined}
          className={cn('flex items-center gap-1.5', i === current && 'text-navy-900')}
        >
          <span
            className={cn(
              'grid size-5 place-items-center rounded-full border text-[11px]',
              i < current && 'border-emerald-600 bg-emerald-600 text-white',
              i === current && 'border-navy-900 bg-navy-900 text-white',
            )}
            aria-hidden="true"
          >
            {i + 1}
          </span>
          {t(s)}
          {i < STEPS.length - 1 ? <span aria-hidden="true">·</span> : null}
        </li>
      ))}
    </ol>
  );
}

/** A review panel: the heading takes focus so a screen reader hears what is about to happen. */
export function ReviewPanel({
  title,
  rows,
  notice,
  note,
  children,
}: {
  title: string;
  rows: SummaryRow[];
  /** What the person should weigh before confirming (a payee name check), above the note. */
  notice?: ReactNode;
  note?: ReactNode;
  /** The actions: Confirm and Back/Edit. */
  children: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const id = useId();
  useEffect(() => heading.current?.focus(), []);
  return (
    <section
      aria-labelledby={id}
      className="grid gap-4 rounded-xl border bg-muted/40 p-4"
      data-testid="review"
    >
      <FlowSteps current={1} />
      <h3
        id={id}
        ref={heading}
        tabIndex={-1}
        className="text-base font-semibold text-navy-900 outline-none"
      >
        {title}
      </h3>
      <SummaryList rows={rows} />
      {notice}
      {note ? <p className="text-xs text-muted-foreground">{note}</p> : null}
      <div className="flex flex-wrap items-center gap-2">{children}</div>
    </section>
  );
}

/** Prints only the receipt: the page's print styles hide everything else (styles/index.css). */
export function printReceipt() {
  document.body.classList.add('print-receipt');
  const done = () => {
    document.body.classList.remove('print-receipt');
    window.removeEventListener('afterprint', done);
  };
  window.addEventListener('afterprint', done);
  window.print();
}

/**
 * The receipt: done or pending, the reference, the figures, what happens next, and the actions
 * (print, PDF, start again). Marked `data-receipt` so printing shows it alone.
 */
export function Receipt({
  title,
  pending,
  rows,
  details,
  next,
  actions,
}: {
  title: string;
  /** Money still on its way (deposit awaited, withdrawal on hold): a clock instead of a tick. */
  pending?: boolean;
  rows: SummaryRow[];
  /** Anything the client must act on, between the figures and what happens next. */
  details?: ReactNode;
  next: ReactNode[];
  actions: ReactNode;
}) {
  const { t } = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  const id = useId();
  useEffect(() => heading.current?.focus(), []);
  const Icon = pending ? Clock : CheckCircle2;
  return (
    <section
      aria-labelledby={id}
      data-receipt
      data-testid="receipt"
      className="grid gap-4 rounded-xl border border-emerald-200 bg-white p-4 shadow-xs"
    >
      <FlowSteps current={2} />
      <div className="flex items-start gap-3">
        <Icon
          className={cn('mt-0.5 size-6 shrink-0', pending ? 'text-amber-600' : 'text-emerald-600')}
          aria-hidden="true"
        />
        <h3
          id={id}
          ref={heading}
          tabIndex={-1}
          className="min-w-0 flex-1 text-lg font-semibold text-navy-900 outline-none"
        >
          {title}
        </h3>
      </div>
      <SummaryList rows={rows} />
      {details}
      <div>
        <h4 className="text-sm font-semibold text-navy-900">{t('money.whatNext')}</h4>
        <ul className="mt-1 grid list-disc gap-1 pl-5 text-sm text-slate-700">
          {next.map((n, i) => (
            <li key={i}>{n}</li>
          ))}
        </ul>
      </div>
      <div className="flex flex-wrap items-center gap-2 print:hidden">
        <Button type="button" variant="outline" onClick={printReceipt}>
          <Printer aria-hidden="true" />
          {t('money.printReceipt')}
        </Button>
        {actions}
      </div>
    </section>
  );
}
