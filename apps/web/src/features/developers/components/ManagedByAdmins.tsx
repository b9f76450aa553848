import { ShieldCheck } from 'lucide-react';
import { useT } from '@/lib/i18n/use-t';

/** Shown to business members whose role only reads the Developers section (decision 017). */
export function ManagedByAdmins({ what }: { what: string }) {
  const { t } = useT();
  return (
    <p className="flex items-start gap-2 rounded-md bg-muted/40 p-3 text-sm text-slate-700">
      <ShieldCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      {t('dev.managedByAdmins', { what })}
    </p>
  );
}
