import { passwordStrength } from '@mizani/shared';
import { cn } from '@/lib/utils';
import { useT } from '@/lib/i18n/use-t';

const STYLE = {
  weak: { bar: 'bg-red-600', width: 'w-1/3', text: 'text-red-700' },
  medium: { bar: 'bg-amber-500', width: 'w-2/3', text: 'text-amber-800' },
  strong: { bar: 'bg-emerald-600', width: 'w-full', text: 'text-emerald-800' },
} as const;
/** The spec's three messages (shared PASSWORD_STRENGTH_MESSAGES, word for word in English). */
const MESSAGE = {
  weak: 'auth.strengthWeak',
  medium: 'auth.strengthMedium',
  strong: 'auth.strengthStrong',
} as const;

/** Spec §5 meter: weak (red), medium (amber), strong (green) with the spec's three messages. */
export function PasswordStrengthMeter({ password }: { password: string }) {
  const { t } = useT();
  if (!password) return null;
  const level = passwordStrength(password);
  const s = STYLE[level];
  return (
    <div className="grid gap-1" data-strength={level}>
      <div className="h-1.5 w-full overflow-hidden rounded-full bg-slate-200" aria-hidden="true">
        <div className={cn('h-full rounded-full transition-all', s.bar, s.width)} />
      </div>
      <p className={cn('text-xs font-medium', s.text)} aria-live="polite">
        {t(MESSAGE[level])}
      </p>
    </div>
  );
}
