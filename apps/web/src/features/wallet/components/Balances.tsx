import { useQuery } from '@tanstack/react-query';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatMoney } from '@/lib/format';
import { accountsQuery } from '@/lib/queries/wallet';

/** Each currency the client holds, and what is on hold. */
export function Balances() {
  const q = useQuery(accountsQuery());
  return (
    <Card>
      <CardHeader>
        <CardTitle>Balances</CardTitle>
        <CardDescription>Each currency you hold, from the ledger.</CardDescription>
      </CardHeader>
      <CardContent>
        {q.isLoading ? (
          <Skeleton className="h-16" />
        ) : q.isError ? (
          <p role="alert">Balances could not be loaded.</p>
        ) : q.data!.accounts.length === 0 ? (
          <p className="text-muted-foreground">No balances yet. Fund your wallet to start.</p>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {q.data!.accounts.map((a) => (
              <li key={a.currency} className="rounded-xl border p-4">
                <p className="text-sm text-muted-foreground">{a.currency}</p>
                <p
                  className="text-xl font-semibold tabular-nums"
                  data-testid={`balance-${a.currency}`}
                >
                  {formatMoney(a.balance, a.currency)}
                </p>
                {a.pending !== '0.00' && (
                  <p className="text-xs text-muted-foreground">
                    On hold: {formatMoney(a.pending, a.currency)}
                  </p>
                )}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
