import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { COUNTRIES, type VerificationStatus } from '@mizani/shared';
import { EmptyState, QueryState } from '@/components/admin-list';
import { Select } from '@/components/admin-form/field';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { useFormat } from '@/lib/i18n/format';
import { useCountryLabel } from '@/lib/i18n/country-label';
import { useT } from '@/lib/i18n/use-t';
import { queueQuery, type QueueFilters, type QueueItem } from '../../api/admin';
import { VerificationStatusBadge } from '../SubmissionStatus';
import { SubmissionReview } from './SubmissionReview';

type T = ReturnType<typeof useT>['t'];
const age = (t: T, h: number) =>
  h < 1
    ? t('admin.verification.underAnHour')
    : h < 48
      ? t('admin.dashboard.hours', { n: h })
      : t('admin.dashboard.days', { n: Math.floor(h / 24) });

/** The admin Verification queue: oldest first, filters, one review dialog. */
export function VerificationQueue() {
  const countryLabel = useCountryLabel();
  const ids = useId();
  const [filters, setFilters] = useState<QueueFilters>({
    status: 'open',
    tier: '',
    country: '',
    olderThan48h: 'false',
  });
  const [cursors, setCursors] = useState<string[]>([]);
  const [open, setOpen] = useState<string | null>(null);
  const q = useQuery(queueQuery(filters, cursors[cursors.length - 1]));
  const { t } = useT();
  const set = (patch: Partial<QueueFilters>) => {
    setFilters({ ...filters, ...patch });
    setCursors([]);
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{t('admin.verification.title')}</CardTitle>
        <CardDescription>{t('admin.verification.intro')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <form
          className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4"
          aria-label={t('admin.verification.filter')}
          onSubmit={(e) => e.preventDefault()}
        >
          <div className="grid gap-1.5">
            <Label htmlFor={`${ids}-status`}>{t('admin.inbox.status')}</Label>
            <Select
              id={`${ids}-status`}
              value={filters.status}
              onChange={(e) => set({ status: e.target.value })}
            >
              <option value="open">{t('admin.verification.waiting')}</option>
              {(
                [
                  'submitted',
                  'in_review',
                  'more_info',
                  'approved',
                  'rejected',
                ] as VerificationStatus[]
              ).map((s) => (
                <option key={s} value={s}>
                  {t(`admin.verification.status.${s}`)}
                </option>
              ))}
            </Select>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${ids}-tier`}>{t('admin.verification.tier')}</Label>
            <Select
              id={`${ids}-tier`}
              value={filters.tier}
              onChange={(e) => set({ tier: e.target.value })}
            >
              <option value="">{t('admin.verification.bothTiers')}</option>
              <option value="1">{t('admin.verification.tierN', { n: 1 })}</option>
              <option value="2">{t('admin.verification.tierN', { n: 2 })}</option>
            </Select>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${ids}-country`}>{t('admin.verification.country')}</Label>
            <Select
              id={`${ids}-country`}
              value={filters.country}
              onChange={(e) => set({ country: e.target.value })}
            >
              <option value="">{t('admin.verification.allCountries')}</option>
              {COUNTRIES.map((c) => (
                <option key={c} value={c}>
                  {countryLabel(c)}
                </option>
              ))}
            </Select>
          </div>
          <label className="flex items-center gap-2 self-end pb-2 text-sm">
            <input
              type="checkbox"
              className="size-4 accent-navy-900"
              checked={filters.olderThan48h === 'true'}
              onChange={(e) => set({ olderThan48h: String(e.target.checked) })}
            />
            {t('admin.verification.over48')}
          </label>
        </form>
        <QueryState query={q} rows={4}>
          {(data) =>
            data.items.length === 0 ? (
              <EmptyState>{t('admin.verification.empty')}</EmptyState>
            ) : (
              <ul className="grid gap-2" aria-label={t('admin.verification.submissions')}>
                {data.items.map((item) => (
                  <QueueRow key={item.id} item={item} onOpen={() => setOpen(item.id)} />
                ))}
              </ul>
            )
          }
        </QueryState>
        <div className="flex gap-2">
          <Button
            variant="outline"
            size="sm"
            disabled={!cursors.length}
            onClick={() => setCursors(cursors.slice(0, -1))}
          >
            {t('admin.list.previous')}
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={!q.data?.nextCursor}
            onClick={() => q.data?.nextCursor && setCursors([...cursors, q.data.nextCursor])}
          >
            {t('admin.list.next')}
          </Button>
        </div>
      </CardContent>
      <SubmissionReview id={open} onClose={() => setOpen(null)} />
    </Card>
  );
}

function QueueRow({ item, onOpen }: { item: QueueItem; onOpen: () => void }) {
  const { t } = useT();
  const fmt = useFormat();
  const countryLabel = useCountryLabel();
  const late = item.ageHours >= 48 && (item.status === 'submitted' || item.status === 'in_review');
  return (
    <li className="flex flex-col gap-2 rounded-lg border p-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="grid gap-1 text-sm">
        <p className="font-semibold">
          {item.fullLegalName ?? item.email}{' '}
          <span className="font-normal text-muted-foreground">{item.email}</span>
        </p>
        <p className="flex flex-wrap items-center gap-2">
          <VerificationStatusBadge status={item.status} />
          {item.holderKind === 'business' ? (
            <span className="rounded-full bg-navy-50 px-2 py-0.5 text-xs font-semibold text-navy-900">
              {t('admin.verification.business')}
            </span>
          ) : (
            <span>{t('admin.verification.tierN', { n: item.tier })}</span>
          )}
          <span>{item.country ? countryLabel(item.country) : '—'}</span>
          <span className={late ? 'font-semibold text-red-800' : 'text-muted-foreground'}>
            {t('admin.verification.waitingFor', { age: age(t, item.ageHours) })} ·{' '}
            {fmt.dateTime(item.submittedAt)}
          </span>
          {item.screening !== 'clear' && (
            <span className="rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-800">
              {t(
                item.screening === 'frozen'
                  ? 'admin.verification.frozen'
                  : 'admin.verification.possibleMatch',
              )}
            </span>
          )}
          {item.firstApprovalBy && (
            <span className="rounded-full bg-sky-50 px-2 py-0.5 text-xs font-semibold text-sky-900">
              {t('admin.verification.oneOfTwo')}
            </span>
          )}
        </p>
      </div>
      <Button
        size="sm"
        onClick={onOpen}
        aria-label={t('admin.verification.reviewName', { name: item.fullLegalName ?? item.email })}
      >
        {t('admin.verification.review')}
      </Button>
    </li>
  );
}
