import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { inputClasses } from '@/components/ui/input';
import { useT } from '@/lib/i18n/use-t';
import { cn } from '@/lib/utils';
import { adminPairsQueryOptions } from '../api/admin';
import { AddPairForm } from './rates-desk/AddPairForm';
import { CsvImport } from './rates-desk/CsvImport';
import { PairsList } from './rates-desk/PairsList';
import { PostRateForm } from './rates-desk/PostRateForm';
import { RateHistory } from './rates-desk/RateHistory';

/** Spec "FX rates manager": pairs, guarded rate posts, CSV import, recent history. Admin-only on the server. */
export function AdminRatesDesk() {
  const pairs = useQuery(adminPairsQueryOptions());
  const [selectedId, setSelectedId] = useState('');
  const { t } = useT();
  const selected = pairs.data?.pairs.find((p) => p.id === selectedId) ?? pairs.data?.pairs[0];

  return (
    <div className="grid min-w-0 gap-6 [&>*]:min-w-0">
      <Card>
        <CardHeader>
          <CardTitle as="h2">{t('admin.rates.title')}</CardTitle>
          <CardDescription>{t('admin.rates.intro')}</CardDescription>
        </CardHeader>
        <CardContent>
          {pairs.isPending ? (
            <Skeleton className="h-64 w-full" />
          ) : (
            <PairsList
              pairs={pairs.data?.pairs ?? []}
              selectedId={selected?.id}
              onSelect={setSelectedId}
            />
          )}
        </CardContent>
      </Card>

      <div className="grid min-w-0 gap-6 lg:grid-cols-2 [&>*]:min-w-0">
        <Card>
          <CardHeader>
            <CardTitle as="h3">{t('admin.rates.postTitle')}</CardTitle>
            <CardDescription>{t('admin.rates.postIntro')}</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4">
            <div className="grid gap-1.5">
              <Label htmlFor="desk-pair">{t('admin.rates.pair')}</Label>
              <select
                id="desk-pair"
                className={cn(inputClasses, 'appearance-auto')}
                value={selected?.id ?? ''}
                onChange={(e) => setSelectedId(e.target.value)}
              >
                {pairs.data?.pairs.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.displayName}
                    {p.isActive ? '' : t('admin.rates.inactiveSuffix')}
                  </option>
                ))}
              </select>
            </div>
            {selected ? <PostRateForm key={selected.id} pair={selected} /> : null}
          </CardContent>
        </Card>
        <RateHistory pair={selected} />
      </div>

      <div className="grid min-w-0 gap-6 lg:grid-cols-2 [&>*]:min-w-0">
        <Card>
          <CardHeader>
            <CardTitle as="h3">{t('admin.rates.addTitle')}</CardTitle>
          </CardHeader>
          <CardContent>
            <AddPairForm />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle as="h3">{t('admin.rates.importTitle')}</CardTitle>
          </CardHeader>
          <CardContent>
            <CsvImport />
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
