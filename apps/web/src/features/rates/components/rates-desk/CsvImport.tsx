import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { Upload } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { inputClasses } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { ApiError } from '@/lib/api';
import { errorText } from '@/lib/error-messages';
import { ratesKeys } from '@/lib/queries/rates';
import { useT } from '@/lib/i18n/use-t';
import { cn } from '@/lib/utils';
import { importRates } from '../../api/admin';

/** Rates from a CSV file: every row is checked first, one bad row and nothing is applied. */
export function CsvImport() {
  const qc = useQueryClient();
  const { t } = useT();
  const [file, setFile] = useState<File | null>(null);
  const [confirm, setConfirm] = useState(false);
  const [problems, setProblems] = useState<string | null>(null);
  const run = useMutation({
    mutationFn: async () => importRates(await file!.text(), confirm),
    onSuccess: (r) => {
      toast.success(t('admin.rates.imported', { n: r.imported }));
      setProblems(null);
      void qc.invalidateQueries({ queryKey: ['admin', 'rates'] });
      void qc.invalidateQueries({ queryKey: ratesKeys.all });
    },
    onError: (err) => {
      setProblems(err instanceof ApiError && err.fields?.csv ? err.fields.csv : errorText(err));
      toast.error(t('admin.rates.nothingImported'), { description: errorText(err) });
    },
  });
  return (
    <form
      className="grid gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        if (file) run.mutate();
      }}
    >
      <div className="grid gap-1.5">
        <Label htmlFor="rates-csv">{t('admin.rates.csvFile')}</Label>
        <input
          id="rates-csv"
          type="file"
          accept=".csv,text/csv"
          className={cn(inputClasses, 'h-auto py-1.5')}
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          aria-describedby="rates-csv-hint"
        />
        <p id="rates-csv-hint" className="text-xs text-muted-foreground">
          {t('admin.rates.csvColumns')} <code>{'USD/KES,129.10,129.40'}</code>
          {t('admin.rates.csvChecked')}
        </p>
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="size-4"
          checked={confirm}
          onChange={(e) => setConfirm(e.target.checked)}
        />
        {t('admin.rates.allowMoves')}
      </label>
      {problems ? (
        <pre
          role="alert"
          className="whitespace-pre-wrap rounded-lg border border-destructive/30 bg-red-50 p-3 text-xs text-destructive"
        >
          {problems}
        </pre>
      ) : null}
      <Button type="submit" variant="outline" disabled={!file || run.isPending}>
        <Upload aria-hidden="true" /> {t('admin.rates.import')}
      </Button>
    </form>
  );
}
