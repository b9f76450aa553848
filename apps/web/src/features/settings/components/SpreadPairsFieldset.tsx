import { Plus, Trash2 } from 'lucide-react';
import { Field } from '@/components/admin-form/field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useFormMessage } from '@/lib/i18n/messages';
import { useT } from '@/lib/i18n/use-t';

export type PairDraft = { pair: string; bps: string };
/** A pair key's example, the same in every language. */
const PAIR_EXAMPLE = 'USD-KES';

/** Spreads that override the default for one pair; a new row starts at the default. */
export function SpreadPairsFieldset({
  idPrefix: ids,
  pairs,
  defaultBps,
  errors,
  onChange,
}: {
  idPrefix: string;
  pairs: PairDraft[];
  defaultBps: string;
  errors: Record<string, string>;
  onChange: (pairs: PairDraft[]) => void;
}) {
  const { t } = useT();
  const msg = useFormMessage();
  const pairError = (pair: string) =>
    Object.entries(errors).find(
      ([k]) => k.startsWith('trading.spreadBpsByPair') && k.includes(pair.trim().toUpperCase()),
    )?.[1];
  const edit = (i: number, patch: Partial<PairDraft>) =>
    onChange(pairs.map((x, j) => (j === i ? { ...x, ...patch } : x)));
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-semibold">{t('admin.settings.spreadPerPair')}</legend>
      {pairs.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('admin.settings.noPairs')}</p>
      ) : null}
      {pairs.map((p, i) => (
        <div key={i} className="flex items-end gap-2">
          <Field
            id={`${ids}-pair-${i}`}
            label={t('admin.settings.pair')}
            className="flex-1"
            error={pairError(p.pair)}
          >
            <Input
              id={`${ids}-pair-${i}`}
              placeholder={PAIR_EXAMPLE}
              value={p.pair}
              onChange={(e) => edit(i, { pair: e.target.value })}
            />
          </Field>
          <Field id={`${ids}-bps-${i}`} label={t('admin.settings.pairSpread')} className="w-32">
            <Input
              id={`${ids}-bps-${i}`}
              type="number"
              value={p.bps}
              onChange={(e) => edit(i, { bps: e.target.value })}
            />
          </Field>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-label={
              p.pair
                ? t('admin.settings.removePair', { pair: p.pair })
                : t('admin.settings.removeNew')
            }
            onClick={() => onChange(pairs.filter((_, j) => j !== i))}
          >
            <Trash2 className="size-4" aria-hidden="true" />
          </Button>
        </div>
      ))}
      {errors['trading.spreadBpsByPair'] ? (
        <p className="text-sm font-medium text-destructive">
          {msg(errors['trading.spreadBpsByPair'])}
        </p>
      ) : null}
      <Button
        type="button"
        variant="outline"
        size="sm"
        onClick={() => onChange([...pairs, { pair: '', bps: defaultBps }])}
      >
        <Plus className="size-4" aria-hidden="true" /> {t('admin.settings.addPair')}
      </Button>
    </fieldset>
  );
}
