import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { api } from '@/lib/api';
import { SelectField, money, when } from '@/features/wallet/components/parts';

interface Statement {
  month: string;
  currencies: {
    currency: string;
    opening: string;
    closing: string;
    movements: { at: string; type: string; reference: string; amount: string; balance: string }[];
  }[];
}

export function ReportsTab() {
  const months = useQuery({
    queryKey: ['wallet', 'report-months'],
    queryFn: () => api<{ months: string[] }>('/api/reports/months'),
  });
  const [month, setMonth] = useState('');
  const chosen = month || months.data?.months[0] || '';
  const st = useQuery({
    queryKey: ['wallet', 'statement', chosen],
    queryFn: () => api<Statement>(`/api/reports/statement?month=${chosen}`),
    enabled: !!chosen,
  });
  if (months.isLoading) return <Skeleton className="h-32" />;
  if (months.isError) return <p role="alert">Reports could not be loaded.</p>;
  if (!months.data!.months.length)
    return (
      <Card>
        <CardHeader>
          <CardTitle>Reports</CardTitle>
        </CardHeader>
        <CardContent>
          <p className="text-muted-foreground">
            No reports yet. Your statements will appear here once you have account activity.
          </p>
        </CardContent>
      </Card>
    );
  return (
    <Card>
      <CardHeader>
        <CardTitle>Monthly statements</CardTitle>
        <CardDescription>
          Opening balance, every movement and closing balance per currency.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="flex flex-wrap items-end gap-3">
          <SelectField id="report-month" label="Month" value={chosen} onChange={setMonth}>
            {months.data!.months.map((m) => (
              <option key={m}>{m}</option>
            ))}
          </SelectField>
          <Button asChild variant="outline">
            <a href={`/api/reports/statement?month=${chosen}&format=csv`} download>
              Download statement (CSV)
            </a>
          </Button>
          <Button asChild variant="outline">
            <a href="/api/reports/orders.csv" download>
              Export orders (CSV)
            </a>
          </Button>
        </div>
        {st.isLoading ? (
          <Skeleton className="h-24" />
        ) : (
          st.data?.currencies.map((c) => (
            <section
              key={c.currency}
              aria-label={`${c.currency} statement`}
              className="rounded-xl border p-4"
            >
              <h3 className="font-semibold">{c.currency}</h3>
              <p className="text-sm">
                Opening balance <span className="tabular-nums">{money(c.opening, c.currency)}</span>
              </p>
              <ul className="my-2 grid gap-1 text-sm">
                {c.movements.map((m, i) => (
                  <li key={i} className="flex flex-wrap justify-between gap-2">
                    <span>
                      {when(m.at)} · {m.type} ·{' '}
                      <span className="font-mono text-xs">{m.reference}</span>
                    </span>
                    <span className="tabular-nums">{money(m.amount, c.currency)}</span>
                  </li>
                ))}
              </ul>
              <p className="text-sm font-semibold">
                Closing balance <span className="tabular-nums">{money(c.closing, c.currency)}</span>
              </p>
            </section>
          ))
        )}
      </CardContent>
    </Card>
  );
}
