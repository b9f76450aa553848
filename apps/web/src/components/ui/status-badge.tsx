/**
 * An order, deposit or withdrawal status, coloured by outcome. `label` is the status in the
 * reader's language (already capitalised); without it the raw status is shown capitalised.
 */
export function StatusBadge({ status, label }: { status: string; label?: string }) {
  const tone =
    status === 'filled' || status === 'completed'
      ? 'bg-emerald-50 text-emerald-800'
      : status === 'pending'
        ? 'bg-amber-50 text-amber-900'
        : 'bg-red-50 text-red-800';
  return (
    <span
      className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ${label ? '' : 'capitalize'} ${tone}`}
    >
      {label ?? status}
    </span>
  );
}
