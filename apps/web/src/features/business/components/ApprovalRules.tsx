import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import {
  APPROVAL_OPERATIONS,
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
import { useFormat } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/use-t';
import { businessKeys, rulesQuery, saveRules } from '../api/business';
import { OPERATION_IDS } from './labels';

/** Thresholds in USD equivalent per operation; owners edit them, everyone sees them. */
export function ApprovalRules({ business }: { business: Business }) {
  const qc = useQueryClient();
  const q = useQuery(rulesQuery(business.id));
  const [operation, setOperation] = useState<ApprovalOperation>('withdraw');
  const [over, setOver] = useState('');
  const [approvals, setApprovals] = useState('1');
  const [error, setError] = useState<string | undefined>();
  const edit = business.permissions.includes('settings');
  const { t } = useT();
  const fmt = useFormat();
  const save = useMutation({
    mutationFn: (rules: ApprovalRule[]) => saveRules(business.id, rules),
    onSuccess: async () => {
      toast.success(t('business.rulesSaved'));
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
        <CardTitle>{t('business.rulesTitle')}</CardTitle>
        <CardDescription>{t('business.rulesIntro')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {q.isLoading ? (
          <Skeleton className="h-12" />
        ) : q.isError ? (
          <p role="alert">{t('business.rulesLoadError')}</p>
        ) : rules.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('business.noRules')}</p>
        ) : (
          <ul className="grid gap-2">
            {rules.map((r) => (
              <li
                key={`${r.operation}-${r.overUsd}`}
                className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-border p-3 text-sm"
              >
                <span>
                  {t('business.ruleOver', { operation: t(OPERATION_IDS[r.operation]) })}{' '}
                  <strong>{fmt.money(r.overUsd, 'USD')}</strong>{' '}
                  {t('business.ruleNeed', { n: r.approvals })}
                </span>
                {edit && (
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => save.mutate(rules.filter((x) => x !== r))}
                  >
                    {t('business.deleteRule')}
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
            <FormField label={t('business.operation')}>
              <select
                className={selectClasses}
                value={operation}
                onChange={(e) => setOperation(e.target.value as ApprovalOperation)}
              >
                {APPROVAL_OPERATIONS.map((o) => (
                  <option key={o} value={o}>
                    {t(OPERATION_IDS[o])}
                  </option>
                ))}
              </select>
            </FormField>
            <FormField label={t('business.overUsd')} error={error}>
              <Input inputMode="decimal" value={over} onChange={(e) => setOver(e.target.value)} />
            </FormField>
            <FormField label={t('business.approversNeeded')}>
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
              {t('business.addRule')}
            </Button>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
