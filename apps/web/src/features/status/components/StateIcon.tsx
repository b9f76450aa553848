import { AlertTriangle, CheckCircle2, CircleHelp, OctagonAlert, TriangleAlert } from 'lucide-react';
import type { ComponentState } from '@mizani/shared';
import { cn } from '@/lib/utils';
import { STATE_TONE, type Tone } from '../lib/present';
import { useStatusText } from '../lib/use-status-text';

export const TONE_TEXT_CLASS: Record<Tone, string> = {
  ok: 'text-emerald-700',
  minor: 'text-amber-700',
  major: 'text-orange-700',
  critical: 'text-red-700',
  none: 'text-slate-500',
};

const ICON = {
  ok: CheckCircle2,
  minor: TriangleAlert,
  major: AlertTriangle,
  critical: OctagonAlert,
  none: CircleHelp,
} as const;

/** A component's state as icon and words (colour is never the only cue). */
export function StateLabel({ state, className }: { state: ComponentState; className?: string }) {
  const tone = STATE_TONE[state];
  const Icon = ICON[tone];
  const x = useStatusText();
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 text-sm font-medium',
        TONE_TEXT_CLASS[tone],
        className,
      )}
    >
      <Icon className="size-4 shrink-0" aria-hidden="true" />
      {x.state(state)}
    </span>
  );
}

export function StateIcon({ state, className }: { state: ComponentState; className?: string }) {
  const tone = STATE_TONE[state];
  const Icon = ICON[tone];
  return <Icon className={cn(TONE_TEXT_CLASS[tone], className)} aria-hidden="true" />;
}
