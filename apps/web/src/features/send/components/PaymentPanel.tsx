import type { ReactNode } from 'react';
import { FlowSteps } from '@/components/money/summary';

/** The step between the review and the receipt of a transfer paid in for alone: its frame. */
export function PaymentPanel({
  id,
  title,
  children,
}: {
  /** Names the panel: `${id}-title` labels it, `id` is its test id. */
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section
      className="grid gap-4 rounded-xl border bg-muted/40 p-4"
      aria-labelledby={`${id}-title`}
      data-testid={id}
    >
      <FlowSteps current={2} />
      <h3 id={`${id}-title`} className="text-base font-semibold text-navy-900">
        {title}
      </h3>
      {children}
    </section>
  );
}
