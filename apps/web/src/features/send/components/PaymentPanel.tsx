import type { ReactNode } from 'react';
import { CopyValue } from '@/components/copy-value';
import { FlowSteps } from '@/components/money/summary';
import { Button } from '@/components/ui/button';

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

/** The panel's way out: the simulated payer outside production, and "I will pay later". */
export function PaymentActions({
  simulatorUrl,
  simulated,
  later,
  onLater,
}: {
  simulatorUrl?: string;
  simulated: string;
  later: string;
  onLater: () => void;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      {simulatorUrl ? (
        <Button asChild>
          <a href={simulatorUrl} target="_blank" rel="noreferrer">
            {simulated}
          </a>
        </Button>
      ) : null}
      <Button variant="outline" onClick={onLater}>
        {later}
      </Button>
    </div>
  );
}

/** A deposit address to send a stablecoin to, with its copy button. */
export function DepositAddress({ label, address }: { label: string; address: string }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-medium">
        <CopyValue label={label} value={address} />
      </dd>
    </div>
  );
}
