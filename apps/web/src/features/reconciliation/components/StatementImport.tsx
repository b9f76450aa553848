import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { errorText } from '@/lib/error-messages';
import { useT } from '@/lib/i18n/use-t';
import { toast } from '@/lib/toast';
import { importStatement, reconciliationKey, statementsQuery } from '../api/reconciliation';
import { reconWord } from '../words';

export function StatementImport() {
  const { t } = useT();
  const qc = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const list = useQuery(statementsQuery());
  const m = useMutation({
    mutationFn: importStatement,
    onSuccess: (r) => {
      toast.success(
        r.statement.duplicateFile
          ? t('admin.recon.importedAgain', { entries: r.statement.entries })
          : t('admin.recon.imported', {
              entries: r.statement.entries,
              fresh: r.statement.newEntries,
            }),
      );
      void qc.invalidateQueries({ queryKey: reconciliationKey });
    },
    onError: (err) => toast.error(errorText(err)),
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('admin.recon.importTitle')}</CardTitle>
        <CardDescription>{t('admin.recon.importHint')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <form
          className="flex flex-wrap items-end gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            if (file) m.mutate(file);
          }}
        >
          <label className="grid gap-1 text-sm" htmlFor="recon-file">
            {t('admin.recon.file')}
            <input
              id="recon-file"
              type="file"
              accept=".xml,.sta,.mt940,.txt,application/xml,text/xml,text/plain"
              onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            />
          </label>
          <Button type="submit" disabled={!file || m.isPending}>
            {m.isPending ? t('admin.recon.importing') : t('admin.recon.import')}
          </Button>
        </form>
        {list.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {t('admin.recon.statementsError')}
          </p>
        ) : list.data && !list.data.statements.length ? (
          <p className="text-sm text-muted-foreground">{t('admin.recon.noStatements')}</p>
        ) : null}
        {/* Focusable and named so a keyboard can scroll the table on a phone (axe: scrollable-region-focusable). */}
        <div
          className="overflow-x-auto"
          role="region"
          aria-label={t('admin.recon.importTitle')}
          tabIndex={0}
        >
          <table className="w-full text-sm">
            <thead className="text-left text-muted-foreground">
              <tr>
                <th className="py-1 pr-3">{t('admin.recon.file')}</th>
                <th className="py-1 pr-3">{t('admin.recon.status')}</th>
                <th className="py-1 pr-3">{t('admin.recon.entries')}</th>
                <th className="py-1 pr-3">{t('admin.recon.matched')}</th>
                <th className="py-1 pr-3">{t('admin.recon.unmatched')}</th>
              </tr>
            </thead>
            <tbody>
              {(list.data?.statements ?? []).map((s) => (
                <tr key={s.id} className="border-t">
                  <td className="py-1 pr-3">
                    {s.fileName ?? '—'} {s.format ? `(${s.format})` : ''}
                  </td>
                  <td className="py-1 pr-3">{s.error ?? reconWord(s.status, t)}</td>
                  <td className="py-1 pr-3">
                    {s.entries} ({s.newEntries} {t('admin.recon.new')})
                  </td>
                  <td className="py-1 pr-3">{s.matched}</td>
                  <td className="py-1 pr-3">{s.unmatched}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </CardContent>
    </Card>
  );
}
