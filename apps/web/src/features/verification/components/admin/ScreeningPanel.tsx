import { useId, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { SCREENING_CSV_COLUMNS, type ScreeningCase } from '@mizani/shared';
import { EmptyState, QueryState } from '@/components/admin-list';
import { Select } from '@/components/admin-form/field';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { errorText } from '@/lib/error-messages';
import { formatDateTime } from '@/lib/format';
import {
  casesQuery,
  decideCase,
  importList,
  listsQuery,
  verificationAdminChanged,
} from '../../api/admin';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

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
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  async function choose(file: File | undefined) {
    if (!file) return;
    setProblem(null);
    setProgress(0);
    try {
      const r = await importList(file, setProgress);
      toast.success(`Imported ${r.entries} entries (${r.listNames.join(', ')})`, {
        description: 'Every client is being screened again against the new lists.',
      });
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
        <CardTitle className="text-lg">Sanctions and PEP lists</CardTitle>
        <CardDescription>
          Import a CSV in the consolidated-list shape with the columns{' '}
          {SCREENING_CSV_COLUMNS.join(', ')} (aliases separated by ;). Each list named in the file
          replaces its previous edition, then every client is screened again.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid gap-1.5">
          <Label htmlFor={`${ids}-csv`}>List file (CSV, up to 20 MB)</Label>
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
              aria-label="Uploading the list"
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
                <h3 className="mb-2 text-sm font-semibold">Lists in force</h3>
                {d.lists.length === 0 ? (
                  <EmptyState>No list imported yet.</EmptyState>
                ) : (
                  <ul className="grid gap-1 text-sm">
                    {d.lists.map((l) => (
                      <li
                        key={l.listName}
                        className="flex justify-between gap-2 rounded border px-3 py-2"
                      >
                        <span className="font-medium">{l.listName}</span>
                        <span className="text-muted-foreground">
                          {l.entries.toLocaleString('en-GB')} entries ·{' '}
                          {formatDateTime(l.importedAt)}
                        </span>
                      </li>
                    ))}
                  </ul>
                )}
              </div>
              <div>
                <h3 className="mb-2 text-sm font-semibold">Recent imports and re-screening</h3>
                <ul className="grid gap-1 text-sm">
                  {d.imports.map((i) => (
                    <li key={i.id} className="rounded border px-3 py-2">
                      {formatDateTime(i.importedAt)} · {i.listNames.join(', ')} · {i.entries}{' '}
                      entries ·{' '}
                      {i.rescreenStatus === 'done'
                        ? `${plural(i.clientsScreened ?? 0, 'client')} screened, ${plural(i.casesOpened ?? 0, 'new case')}`
                        : i.rescreenStatus === 'running'
                          ? 'screening clients…'
                          : 'screening queued'}
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
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Screening cases</CardTitle>
        <CardDescription>
          A possible match pauses the client’s money movements until it is cleared. Confirming a
          match freezes the account. Never tell the client about a list (tipping off).
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid max-w-xs gap-1.5">
          <Label htmlFor={`${ids}-status`}>Cases</Label>
          <Select id={`${ids}-status`} value={status} onChange={(e) => setStatus(e.target.value)}>
            <option value="open">Open</option>
            <option value="false_positive">Cleared as false positive</option>
            <option value="confirmed">Confirmed</option>
            <option value="all">All</option>
          </Select>
        </div>
        <QueryState query={q} rows={3}>
          {(d) =>
            d.cases.length === 0 ? (
              <EmptyState>No {status === 'open' ? 'open ' : ''}screening cases.</EmptyState>
            ) : (
              <ul className="grid gap-3" aria-label="Screening cases">
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
  const [error, setError] = useState<string | null>(null);
  const m = useMutation({
    mutationFn: (decision: 'false_positive' | 'confirmed') => decideCase(c.id, { decision, note }),
    onSuccess: (_r, decision) => {
      toast.success(
        decision === 'confirmed'
          ? 'Match confirmed: the account is frozen'
          : 'Cleared as a false positive',
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
          {c.email} · {c.trigger === 'submission' ? 'at submission' : 'after a list change'} ·{' '}
          {formatDateTime(c.openedAt)}
        </span>
      </p>
      <div
        className="overflow-x-auto"
        role="region"
        aria-label={`Matches for ${c.fullLegalName}`}
        tabIndex={0}
      >
        <table className="w-full text-left">
          <caption className="sr-only">Listed entries matching {c.fullLegalName}</caption>
          <thead className="text-muted-foreground">
            <tr>
              <th scope="col" className="py-1 pr-3 font-medium">
                Listed name
              </th>
              <th scope="col" className="py-1 pr-3 font-medium">
                Score
              </th>
              <th scope="col" className="py-1 pr-3 font-medium">
                Born
              </th>
              <th scope="col" className="py-1 pr-3 font-medium">
                Nationality
              </th>
              <th scope="col" className="py-1 font-medium">
                List
              </th>
            </tr>
          </thead>
          <tbody>
            {c.matches.map((m) => (
              <tr key={m.entryId} className="border-t">
                <td className="py-1 pr-3">
                  {m.name}
                  {m.matchedName !== m.name ? ` (as ${m.matchedName})` : ''}
                </td>
                <td className="py-1 pr-3 tabular-nums">{m.score.toFixed(2)}</td>
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
            <Label htmlFor={`${ids}-note`}>Reason for the decision</Label>
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
              Clear as false positive
            </Button>
            <Button
              size="sm"
              variant="destructive"
              disabled={m.isPending}
              onClick={() => m.mutate('confirmed')}
            >
              Confirm match and freeze
            </Button>
          </div>
        </>
      ) : (
        <p className="text-muted-foreground">
          {c.status === 'confirmed' ? 'Confirmed' : 'Cleared'} by {c.decidedBy ?? '—'}
          {c.decidedAt ? ` on ${formatDateTime(c.decidedAt)}` : ''}: {c.note}
        </p>
      )}
    </li>
  );
}
