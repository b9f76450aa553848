import { useId, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { SCREENING_CSV_COLUMNS, type ScreeningCase } from '@mizani/shared';
import { EmptyState, QueryState } from '@/components/admin-list';
import { Select } from '@/components/admin-form/field';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { errorText } from '@/lib/error-messages';
import { useFormat } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/use-t';
import {
  casesQuery,
  decideCase,
  importList,
  listsQuery,
  verificationAdminChanged,
} from '../../api/admin';

/** Sanctions and PEP screening: the lists (CSV import) and the cases to decide. */
export function ScreeningPanel() {
  return (
    <div className="grid gap-6">
      <CasesCard />
      <ListsCard />
    </div>
  );
}

function ListsCard() {
  const ids = useId();
  const qc = useQueryClient();
  const q = useQuery(listsQuery());
  const { t } = useT();
  const fmt = useFormat();
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  async function choose(file: File | undefined) {
    if (!file) return;
    setProblem(null);
    setProgress(0);
    try {
      const r = await importList(file, setProgress);
      toast.success(
        t('admin.screening.imported', { n: r.entries, lists: r.listNames.join(', ') }),
        { description: t('admin.screening.rescreening') },
      );
      verificationAdminChanged(qc);
    } catch (err) {
      setProblem(errorText(err));
    } finally {
      setProgress(null);
    }
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{t('admin.screening.listsTitle')}</CardTitle>
        <CardDescription>
          {t('admin.screening.listsIntro', { columns: SCREENING_CSV_COLUMNS.join(', ') })}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid gap-1.5">
          <Label htmlFor={`${ids}-csv`}>{t('admin.screening.file')}</Label>
          <input
            id={`${ids}-csv`}
            type="file"
            accept=".csv,text/csv"
            disabled={progress !== null}
            className="text-sm file:mr-3 file:cursor-pointer file:rounded-md file:border-0 file:bg-navy-900 file:px-3 file:py-1.5 file:text-sm file:font-semibold file:text-white"
            onChange={(e) => {
              void choose(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
          {progress !== null && (
            <div
              role="progressbar"
              aria-label={t('admin.screening.uploading')}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.round(progress * 100)}
              className="h-2 overflow-hidden rounded-full bg-navy-100"
            >
              <div
                className="h-full bg-navy-700"
                style={{ width: `${Math.round(progress * 100)}%` }}
              />
            </div>
          )}
          {problem && (
            <p role="alert" className="text-sm font-medium text-destructive">
              {problem}
            </p>
          )}
        </div>
        <QueryState query={q} rows={3}>
          {(d) => (
            <div className="grid gap-4 md:grid-cols-2">
              <div>
                <h3 className="mb-2 text-sm font-semibold">{t('admin.screening.inForce')}</h3>
                {d.lists.length === 0 ? (
                  <EmptyState>{t('admin.screening.noList')}</EmptyState>
                ) : (
                  <ul className="grid gap-1 text-sm">
                    {d.lists.map((l) => (
                      <li
                        key={l.listName}
                        className="flex justify-between gap-2 rounded border px-3 py-2"
                      >
                        <span className="font-medium">{l.listName}</span>
                        <span className="text-muted-foreground">
                          {t('admin.screening.entries', {
                            n: l.entries,
                            count: fmt.amount(String(l.entries), 0),
                          })}{' '}
                          · {fmt.dateTime(l.importedAt)}
                        </span>
                      </li>
                    ))}
                  </ul>
                )}
              </div>
              <div>
                <h3 className="mb-2 text-sm font-semibold">{t('admin.screening.recentImports')}</h3>
                <ul className="grid gap-1 text-sm">
                  {d.imports.map((i) => (
                    <li key={i.id} className="rounded border px-3 py-2">
                      {fmt.dateTime(i.importedAt)} · {i.listNames.join(', ')} ·{' '}
                      {t('admin.screening.entries', { n: i.entries, count: String(i.entries) })} ·{' '}
                      {i.rescreenStatus === 'done'
                        ? t('admin.screening.screened', {
                            clients: i.clientsScreened ?? 0,
                            cases: i.casesOpened ?? 0,
                          })
                        : t(
                            i.rescreenStatus === 'running'
                              ? 'admin.screening.running'
                              : 'admin.screening.queued',
                          )}
                    </li>
                  ))}
                </ul>
              </div>
            </div>
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
}

function CasesCard() {
  const ids = useId();
  const [status, setStatus] = useState('open');
  const q = useQuery(casesQuery(status));
  const { t } = useT();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{t('admin.screening.casesTitle')}</CardTitle>
        <CardDescription>{t('admin.screening.casesIntro')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid max-w-xs gap-1.5">
          <Label htmlFor={`${ids}-status`}>{t('admin.screening.cases')}</Label>
          <Select id={`${ids}-status`} value={status} onChange={(e) => setStatus(e.target.value)}>
            <option value="open">{t('admin.screening.open')}</option>
            <option value="false_positive">{t('admin.screening.clearedFalse')}</option>
            <option value="confirmed">{t('admin.screening.confirmed')}</option>
            <option value="all">{t('admin.screening.all')}</option>
          </Select>
        </div>
        <QueryState query={q} rows={3}>
          {(d) =>
            d.cases.length === 0 ? (
              <EmptyState>
                {t(status === 'open' ? 'admin.screening.noOpenCases' : 'admin.screening.noCases')}
              </EmptyState>
            ) : (
              <ul className="grid gap-3" aria-label={t('admin.screening.casesTitle')}>
                {d.cases.map((c) => (
                  <CaseItem key={c.id} c={c} />
                ))}
              </ul>
            )
          }
        </QueryState>
      </CardContent>
    </Card>
  );
}

function CaseItem({ c }: { c: ScreeningCase }) {
  const ids = useId();
  const qc = useQueryClient();
  const [note, setNote] = useState('');
  const { t } = useT();
  const fmt = useFormat();
  const [error, setError] = useState<string | null>(null);
  const m = useMutation({
    mutationFn: (decision: 'false_positive' | 'confirmed') => decideCase(c.id, { decision, note }),
    onSuccess: (_r, decision) => {
      toast.success(
        t(
          decision === 'confirmed' ? 'admin.screening.frozenToast' : 'admin.screening.clearedToast',
        ),
      );
      verificationAdminChanged(qc);
    },
    onError: (err) => setError(errorText(err)),
  });
  return (
    <li className="grid gap-3 rounded-lg border p-3 text-sm">
      <p>
        <span className="font-semibold">{c.fullLegalName}</span>{' '}
        <span className="text-muted-foreground">
          {c.email} ·{' '}
          {t(
            c.trigger === 'submission'
              ? 'admin.screening.atSubmission'
              : 'admin.screening.afterListChange',
          )}{' '}
          · {fmt.dateTime(c.openedAt)}
        </span>
      </p>
      <div
        className="overflow-x-auto"
        role="region"
        aria-label={t('admin.screening.matchesFor', { name: c.fullLegalName })}
        tabIndex={0}
      >
        <table className="w-full text-left">
          <caption className="sr-only">
            {t('admin.screening.entriesMatching', { name: c.fullLegalName })}
          </caption>
          <thead className="text-muted-foreground">
            <tr>
              <th scope="col" className="py-1 pr-3 font-medium">
                {t('admin.screening.listedName')}
              </th>
              <th scope="col" className="py-1 pr-3 font-medium">
                {t('admin.screening.score')}
              </th>
              <th scope="col" className="py-1 pr-3 font-medium">
                {t('admin.screening.born')}
              </th>
              <th scope="col" className="py-1 pr-3 font-medium">
                {t('admin.verification.nationality')}
              </th>
              <th scope="col" className="py-1 font-medium">
                {t('admin.screening.list')}
              </th>
            </tr>
          </thead>
          <tbody>
            {c.matches.map((m) => (
              <tr key={m.entryId} className="border-t">
                <td className="py-1 pr-3">
                  {m.name}
                  {m.matchedName !== m.name
                    ? t('admin.screening.asName', { name: m.matchedName })
                    : ''}
                </td>
                <td className="py-1 pr-3 tabular-nums">{fmt.amount(m.score.toFixed(2))}</td>
                <td className="py-1 pr-3">{m.dateOfBirth ?? '—'}</td>
                <td className="py-1 pr-3">{m.nationality ?? '—'}</td>
                <td className="py-1">
                  {m.listName}
                  {m.programme ? ` · ${m.programme}` : ''}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {c.status === 'open' ? (
        <>
          <div className="grid gap-1.5">
            <Label htmlFor={`${ids}-note`}>{t('admin.screening.reason')}</Label>
            <Textarea
              id={`${ids}-note`}
              rows={2}
              value={note}
              onChange={(e) => setNote(e.target.value)}
            />
          </div>
          {error && (
            <p role="alert" className="font-medium text-destructive">
              {error}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              variant="success"
              disabled={m.isPending}
              onClick={() => m.mutate('false_positive')}
            >
              {t('admin.screening.clear')}
            </Button>
            <Button
              size="sm"
              variant="destructive"
              disabled={m.isPending}
              onClick={() => m.mutate('confirmed')}
            >
              {t('admin.screening.confirmFreeze')}
            </Button>
          </div>
        </>
      ) : (
        <p className="text-muted-foreground">
          {t(
            c.status === 'confirmed' ? 'admin.screening.confirmedBy' : 'admin.screening.clearedBy',
            {
              by: c.decidedBy ?? '—',
            },
          )}
          {c.decidedAt ? t('admin.screening.decidedOn', { at: fmt.dateTime(c.decidedAt) }) : ''}:{' '}
          {c.note}
        </p>
      )}
    </li>
  );
}
