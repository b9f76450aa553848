import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import {
  APPROVAL_OPERATIONS,
  APPROVAL_OPERATION_LABELS,
  ApprovalRuleSchema,
  MAX_APPROVALS,
  type ApprovalOperation,
  type ApprovalRule,
  type Business,
} from '@mizani/shared';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { selectClasses } from '@/components/ui/labelled-field';
import { Skeleton } from '@/components/ui/skeleton';
import { errorText } from '@/lib/error-messages';
import { formatMoney } from '@/lib/format';
import { businessKeys, rulesQuery, saveRules } from '../api/business';

/** Thresholds in USD equivalent per operation; owners edit them, everyone sees them. */
export function ApprovalRules({ business }: { business: Business }) {
  const qc = useQueryClient();
  const q = useQuery(rulesQuery(business.id));
  const [operation, setOperation] = useState<ApprovalOperation>('withdraw');
  const [over, setOver] = useState('');
  const [approvals, setApprovals] = useState('1');
  const [error, setError] = useState<string | undefined>();
  const edit = business.permissions.includes('settings');
  const save = useMutation({
    mutationFn: (rules: ApprovalRule[]) => saveRules(business.id, rules),
    onSuccess: async () => {
      toast.success('Approval rules saved.');
      setOver('');
      await qc.invalidateQueries({ queryKey: businessKeys.all });
    },
    onError: (err) => toast.error(errorText(err)),
  });
  const rules = q.data?.rules ?? [];
  const add = (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = ApprovalRuleSchema.safeParse({
      operation,
      overUsd: over,
      approvals: Number(approvals),
    });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    const same = (r: ApprovalRule) =>
      r.operation === parsed.data.operation && r.overUsd === parsed.data.overUsd;
    save.mutate([...rules.filter((r) => !same(r)), parsed.data]);
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>Approval rules</CardTitle>
        <CardDescription>
          A withdrawal or conversion over a threshold (its value in US dollars) waits in Pending
          approvals until enough approvers approve it; an approved conversion then gets a fresh
          quote. Nobody approves their own request.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {q.isLoading ? (
          <Skeleton className="h-12" />
        ) : q.isError ? (
          <p role="alert">The rules could not be loaded.</p>
        ) : rules.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            No rules: every withdrawal or conversion by a member who may initiate goes ahead at
            once.
          </p>
        ) : (
          <ul className="grid gap-2">
            {rules.map((r) => (
              <li
                key={`${r.operation}-${r.overUsd}`}
                className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-border p-3 text-sm"
              >
                <span>
                  {APPROVAL_OPERATION_LABELS[r.operation]} over{' '}
                  <strong>{formatMoney(r.overUsd, 'USD')}</strong> need {r.approvals} approver
                  {r.approvals > 1 ? 's' : ''}
                </span>
                {edit && (
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => save.mutate(rules.filter((x) => x !== r))}
                  >
                    Delete rule
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
        {edit && (
          <form
            noValidate
            onSubmit={add}
            className="grid gap-3 border-t border-border pt-4 sm:grid-cols-[10rem_1fr_10rem_auto] sm:items-start"
          >
            <FormField label="Operation">
              <select
                className={selectClasses}
                value={operation}
                onChange={(e) => setOperation(e.target.value as ApprovalOperation)}
              >
                {APPROVAL_OPERATIONS.map((o) => (
                  <option key={o} value={o}>
                    {APPROVAL_OPERATION_LABELS[o]}
                  </option>
                ))}
              </select>
            </FormField>
            <FormField label="Over (USD)" error={error}>
              <Input inputMode="decimal" value={over} onChange={(e) => setOver(e.target.value)} />
            </FormField>
            <FormField label="Approvers needed">
              <select
                className={selectClasses}
                value={approvals}
                onChange={(e) => setApprovals(e.target.value)}
              >
                {Array.from({ length: MAX_APPROVALS }, (_, i) => String(i + 1)).map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </select>
            </FormField>
            <Button type="submit" className="sm:mt-6" disabled={save.isPending}>
              Add rule
            </Button>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
