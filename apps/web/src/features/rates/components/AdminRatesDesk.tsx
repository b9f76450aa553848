import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { Upload } from 'lucide-react';
import {
  CreatePairSchema,
  PostRateSchema,
  type AdminPair,
  type CreatePairInput,
  type PostRateInput,
} from '@mizani/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input, inputClasses } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError, api } from '@/lib/api';
import { cn } from '@/lib/utils';
import { errorText } from '@/lib/error-messages';
import { adminPairHistoryQueryOptions, adminPairsQueryOptions, adminRatesKeys } from '../api/admin';
import { ratesKeys } from '../api/rates';
import { formatRate as rateFull, formatUtcTime as timeOf } from '@/lib/format';

function PostRateForm({ pair }: { pair: AdminPair }) {
  const qc = useQueryClient();
  const [needsConfirm, setNeedsConfirm] = useState<string | null>(null);
  const form = useForm<PostRateInput>({
    resolver: zodResolver(PostRateSchema) as never,
    defaultValues: { bid: '', ask: '', confirm: false },
  });
  const post = useMutation({
    mutationFn: (body: PostRateInput) =>
      api<{ rate: { mid: string }; alertsFired: number }>(
        `/api/admin/rates/pairs/${pair.id}/rates`,
        { method: 'POST', body },
      ),
    onSuccess: (r) => {
      toast.success(`Rate posted for ${pair.displayName}`, {
        description: `Mid ${rateFull(r.rate.mid)}${r.alertsFired ? ` · ${r.alertsFired} alert(s) fired` : ''}`,
      });
      setNeedsConfirm(null);
      form.reset({ bid: '', ask: '', confirm: false });
      void qc.invalidateQueries({ queryKey: adminRatesKeys.pairs });
      void qc.invalidateQueries({ queryKey: adminRatesKeys.history(pair.id) });
      void qc.invalidateQueries({ queryKey: ratesKeys.all });
    },
    onError: (err) => {
      if (err instanceof ApiError && err.fields) {
        if (err.fields.confirm) setNeedsConfirm(err.fields.confirm);
        for (const k of ['bid', 'ask'] as const)
          if (err.fields[k]) form.setError(k, { message: err.fields[k] });
        if (!err.fields.confirm) toast.error('Rate not posted', { description: errorText(err) });
      } else toast.error('Rate not posted', { description: errorText(err) });
    },
  });
  const { errors } = form.formState;
  return (
    <form
      className="grid gap-4"
      noValidate
      onSubmit={form.handleSubmit((v) =>
        post.mutate({ ...v, confirm: !!needsConfirm && !!v.confirm }),
      )}
    >
      <div className="grid grid-cols-2 gap-3">
        <FormField label="Bid" required error={errors.bid?.message}>
          <Input inputMode="decimal" placeholder={pair.bid ?? ''} {...form.register('bid')} />
        </FormField>
        <FormField label="Ask" required error={errors.ask?.message}>
          <Input inputMode="decimal" placeholder={pair.ask ?? ''} {...form.register('ask')} />
        </FormField>
      </div>
      {needsConfirm ? (
        <div
          role="alert"
          className="rounded-lg border border-gold-300 bg-gold-50 p-3 text-sm text-gold-700"
        >
          <p>{needsConfirm}</p>
          <label className="mt-2 flex items-center gap-2 font-medium text-navy-900">
            <input type="checkbox" className="size-4" {...form.register('confirm')} />I confirm this
            rate
          </label>
        </div>
      ) : null}
      <Button type="submit" disabled={post.isPending}>
        {post.isPending ? 'Posting...' : 'Post Rate'}
      </Button>
    </form>
  );
}

function AddPairForm() {
  const qc = useQueryClient();
  const form = useForm<CreatePairInput>({
    resolver: zodResolver(CreatePairSchema) as never,
    defaultValues: { base: '', quote: '', displayName: '' },
  });
  const add = useMutation({
    mutationFn: (body: CreatePairInput) =>
      api('/api/admin/rates/pairs', {
        method: 'POST',
        body: { ...body, displayName: body.displayName || undefined },
      }),
    onSuccess: () => {
      toast.success('Currency pair added');
      form.reset();
      void qc.invalidateQueries({ queryKey: adminRatesKeys.pairs });
    },
    onError: (err) => {
      if (err instanceof ApiError && err.fields)
        for (const [k, v] of Object.entries(err.fields))
          form.setError(k as keyof CreatePairInput, { message: v });
      toast.error('Pair not added', { description: errorText(err) });
    },
  });
  const { errors } = form.formState;
  return (
    <form
      className="grid gap-3 sm:grid-cols-[1fr_1fr_1.4fr_auto] sm:items-end"
      noValidate
      onSubmit={form.handleSubmit((v) => add.mutate(v))}
    >
      <FormField label="Base currency" required error={errors.base?.message}>
        <Input maxLength={3} placeholder="USD" className="uppercase" {...form.register('base')} />
      </FormField>
      <FormField label="Quote currency" required error={errors.quote?.message}>
        <Input maxLength={3} placeholder="UGX" className="uppercase" {...form.register('quote')} />
      </FormField>
      <FormField label="Display name" error={errors.displayName?.message}>
        <Input placeholder="USD/UGX" {...form.register('displayName')} />
      </FormField>
      <Button type="submit" variant="outline" disabled={add.isPending}>
        Add Pair
      </Button>
    </form>
  );
}

function CsvImport() {
  const qc = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [confirm, setConfirm] = useState(false);
  const [problems, setProblems] = useState<string | null>(null);
  const run = useMutation({
    mutationFn: async () =>
      api<{ imported: number }>('/api/admin/rates/import', {
        method: 'POST',
        body: { csv: await file!.text(), confirm },
      }),
    onSuccess: (r) => {
      toast.success(`Imported ${r.imported} rates`);
      setProblems(null);
      void qc.invalidateQueries({ queryKey: ['admin', 'rates'] });
      void qc.invalidateQueries({ queryKey: ratesKeys.all });
    },
    onError: (err) => {
      setProblems(err instanceof ApiError && err.fields?.csv ? err.fields.csv : errorText(err));
      toast.error('Nothing was imported', { description: errorText(err) });
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
        <Label htmlFor="rates-csv">CSV file</Label>
        <input
          id="rates-csv"
          type="file"
          accept=".csv,text/csv"
          className={cn(inputClasses, 'h-auto py-1.5')}
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          aria-describedby="rates-csv-hint"
        />
        <p id="rates-csv-hint" className="text-xs text-muted-foreground">
          Columns pair,bid,ask (optional timestamp), e.g. <code>USD/KES,129.10,129.40</code>. Every
          row is checked first; one bad row and nothing is applied.
        </p>
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="size-4"
          checked={confirm}
          onChange={(e) => setConfirm(e.target.checked)}
        />
        Allow moves over 20% from the last rate
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
        <Upload aria-hidden="true" /> Import Rates
      </Button>
    </form>
  );
}

/** Spec "FX rates manager": pairs, guarded rate posts, CSV import, recent history. Admin-only on the server. */
export function AdminRatesDesk() {
  const qc = useQueryClient();
  const pairs = useQuery(adminPairsQueryOptions());
  const [selectedId, setSelectedId] = useState('');
  const selected = pairs.data?.pairs.find((p) => p.id === selectedId) ?? pairs.data?.pairs[0];
  const history = useQuery(adminPairHistoryQueryOptions(selected?.id ?? ''));
  const toggle = useMutation({
    mutationFn: (p: AdminPair) =>
      api(`/api/admin/rates/pairs/${p.id}/active`, {
        method: 'PATCH',
        body: { isActive: !p.isActive },
      }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: adminRatesKeys.pairs });
      void qc.invalidateQueries({ queryKey: ratesKeys.all });
    },
    onError: (err) => toast.error('Could not change the pair', { description: errorText(err) }),
  });

  return (
    <div className="grid min-w-0 gap-6 [&>*]:min-w-0">
      <Card>
        <CardHeader>
          <CardTitle as="h2">FX Rates Manager</CardTitle>
          <CardDescription>
            Every change is recorded with your account and the time.
          </CardDescription>
        </CardHeader>
        <CardContent>
          {pairs.isPending ? (
            <Skeleton className="h-64 w-full" />
          ) : (
            <>
              {/* Small screens: one card per pair (the six columns do not fit 390 px). */}
              <ul className="grid gap-3 md:hidden" aria-label="All pairs">
                {pairs.data?.pairs.map((p) => (
                  <li
                    key={p.id}
                    className={cn(
                      'min-w-0 rounded-lg border p-3 text-sm',
                      selected?.id === p.id && 'border-primary bg-accent',
                    )}
                  >
                    <div className="flex flex-wrap items-center justify-between gap-2">
                      <button
                        type="button"
                        className="font-semibold underline-offset-4 hover:underline"
                        onClick={() => setSelectedId(p.id)}
                        aria-pressed={selected?.id === p.id}
                      >
                        {p.displayName}
                      </button>
                      <Badge variant={p.isActive ? 'default' : 'outline'}>
                        {p.isActive ? 'Active' : 'Inactive'}
                      </Badge>
                    </div>
                    <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-xs">
                      <dt className="text-muted-foreground">Bid</dt>
                      <dd className="tabular-nums">{p.bid ? rateFull(p.bid) : '—'}</dd>
                      <dt className="text-muted-foreground">Ask</dt>
                      <dd className="tabular-nums">{p.ask ? rateFull(p.ask) : '—'}</dd>
                      <dt className="text-muted-foreground">Updated</dt>
                      <dd>{p.timestamp ? timeOf(p.timestamp) : '—'}</dd>
                    </dl>
                    <div className="mt-2 flex justify-end">
                      <Button
                        size="sm"
                        variant="outline"
                        onClick={() => toggle.mutate(p)}
                        disabled={toggle.isPending}
                        aria-label={`${p.isActive ? 'Deactivate' : 'Activate'} ${p.displayName}`}
                      >
                        {p.isActive ? 'Deactivate' : 'Activate'}
                      </Button>
                    </div>
                  </li>
                ))}
              </ul>
              <div
                className="relative hidden overflow-x-auto md:block"
                tabIndex={0}
                role="region"
                aria-label="All pairs"
              >
                <table className="w-full min-w-[36rem] text-sm">
                  <caption className="sr-only">Currency pairs</caption>
                  <thead className="text-left text-xs uppercase tracking-wide text-muted-foreground">
                    <tr>
                      <th scope="col" className="py-2 pr-3">
                        Pair
                      </th>
                      <th scope="col" className="py-2 pr-3 text-right">
                        Bid
                      </th>
                      <th scope="col" className="py-2 pr-3 text-right">
                        Ask
                      </th>
                      <th scope="col" className="py-2 pr-3">
                        Updated
                      </th>
                      <th scope="col" className="py-2 pr-3">
                        Status
                      </th>
                      <th scope="col" className="py-2">
                        <span className="sr-only">Actions</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {pairs.data?.pairs.map((p) => (
                      <tr
                        key={p.id}
                        className={cn(
                          'border-t border-border',
                          selected?.id === p.id && 'bg-accent',
                        )}
                      >
                        <th scope="row" className="py-2 pr-3 text-left font-semibold">
                          <button
                            type="button"
                            className="underline-offset-4 hover:underline"
                            onClick={() => setSelectedId(p.id)}
                            aria-pressed={selected?.id === p.id}
                          >
                            {p.displayName}
                          </button>
                        </th>
                        <td className="py-2 pr-3 text-right tabular-nums">
                          {p.bid ? rateFull(p.bid) : '—'}
                        </td>
                        <td className="py-2 pr-3 text-right tabular-nums">
                          {p.ask ? rateFull(p.ask) : '—'}
                        </td>
                        <td className="py-2 pr-3 text-muted-foreground">
                          {p.timestamp ? timeOf(p.timestamp) : '—'}
                        </td>
                        <td className="py-2 pr-3">
                          <Badge variant={p.isActive ? 'default' : 'outline'}>
                            {p.isActive ? 'Active' : 'Inactive'}
                          </Badge>
                        </td>
                        <td className="py-2 text-right">
                          <Button
                            size="sm"
                            variant="ghost"
                            onClick={() => toggle.mutate(p)}
                            disabled={toggle.isPending}
                            aria-label={`${p.isActive ? 'Deactivate' : 'Activate'} ${p.displayName}`}
                          >
                            {p.isActive ? 'Deactivate' : 'Activate'}
                          </Button>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </>
          )}
        </CardContent>
      </Card>

      <div className="grid min-w-0 gap-6 lg:grid-cols-2 [&>*]:min-w-0">
        <Card>
          <CardHeader>
            <CardTitle as="h3">Post a rate</CardTitle>
            <CardDescription>
              Mid is computed as (bid + ask) / 2. A move of more than 20% needs confirmation.
            </CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4">
            <div className="grid gap-1.5">
              <Label htmlFor="desk-pair">Currency pair</Label>
              <select
                id="desk-pair"
                className={cn(inputClasses, 'appearance-auto')}
                value={selected?.id ?? ''}
                onChange={(e) => setSelectedId(e.target.value)}
              >
                {pairs.data?.pairs.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.displayName}
                    {p.isActive ? '' : ' (inactive)'}
                  </option>
                ))}
              </select>
            </div>
            {selected ? <PostRateForm key={selected.id} pair={selected} /> : null}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle as="h3">
              Recent history{selected ? ` · ${selected.displayName}` : ''}
            </CardTitle>
          </CardHeader>
          <CardContent
            className="relative max-h-96 overflow-auto"
            tabIndex={0}
            role="region"
            aria-label="Recent rates"
          >
            {history.isPending ? (
              <Skeleton className="h-40 w-full" />
            ) : (
              <table className="w-full text-xs">
                <caption className="sr-only">Recent rates</caption>
                <thead className="text-left text-muted-foreground">
                  <tr>
                    <th scope="col" className="py-1.5 pr-2">
                      Time
                    </th>
                    <th scope="col" className="py-1.5 pr-2 text-right">
                      Bid
                    </th>
                    <th scope="col" className="py-1.5 pr-2 text-right">
                      Ask
                    </th>
                    <th scope="col" className="py-1.5">
                      By
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {history.data?.rates.map((r) => (
                    <tr key={r.id} className="border-t border-border">
                      <td className="py-1.5 pr-2 text-muted-foreground">{timeOf(r.createdAt)}</td>
                      <td className="py-1.5 pr-2 text-right tabular-nums">{rateFull(r.bid)}</td>
                      <td className="py-1.5 pr-2 text-right tabular-nums">{rateFull(r.ask)}</td>
                      <td className="py-1.5 truncate">{r.createdByEmail ?? r.source}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </CardContent>
        </Card>
      </div>

      <div className="grid min-w-0 gap-6 lg:grid-cols-2 [&>*]:min-w-0">
        <Card>
          <CardHeader>
            <CardTitle as="h3">Add a pair</CardTitle>
          </CardHeader>
          <CardContent>
            <AddPairForm />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle as="h3">Import rates from CSV</CardTitle>
          </CardHeader>
          <CardContent>
            <CsvImport />
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
