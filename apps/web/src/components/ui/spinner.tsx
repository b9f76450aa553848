import { Loader2 } from 'lucide-react';
import { cn } from '@/lib/utils';

/** A spinning indicator. With `label`, it is announced (role=status); without, it is decoration. */
export function Spinner({ className, label }: { className?: string; label?: string }) {
  const icon = <Loader2 aria-hidden="true" className={cn('size-5 animate-spin', className)} />;
  if (!label) return icon;
  return (
    <span role="status" className="inline-flex items-center gap-2">
      {icon}
      <span className="sr-only">{label}</span>
    </span>
  );
}
