import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { COUNTRIES, VERIFICATION_STATUS_LABELS, type VerificationStatus } from '@mizani/shared';
import { EmptyState, QueryState } from '@/components/admin-list';
import { Select } from '@/components/admin-form/field';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { formatDateTime } from '@/lib/format';
import { queueQuery, type QueueFilters, type QueueItem } from '../../api/admin';
import { VerificationStatusBadge } from '../SubmissionStatus';
import { SubmissionReview } from './SubmissionReview';

const age = (h: number) =>
  h < 1 ? 'under an hour' : h < 48 ? `${h} h` : `${Math.floor(h / 24)} days`;

/** The admin Verification queue: oldest first, filters, one review dialog. */
export function VerificationQueue() {
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
  const set = (patch: Partial<QueueFilters>) => {
    setFilters({ ...filters, ...patch });
    setCursors([]);
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Verification queue</CardTitle>
        <CardDescription>
          Oldest first. The promise to clients is 24-48 hours, at most 5 business days.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <form
          className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4"
          aria-label="Filter the verification queue"
          onSubmit={(e) => e.preventDefault()}
        >
          <div className="grid gap-1.5">
            <Label htmlFor={`${ids}-status`}>Status</Label>
            <Select
              id={`${ids}-status`}
              value={filters.status}
              onChange={(e) => set({ status: e.target.value })}
            >
              <option value="open">Waiting (submitted or in review)</option>
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
                  {VERIFICATION_STATUS_LABELS[s]}
                </option>
              ))}
            </Select>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${ids}-tier`}>Tier</Label>
            <Select
              id={`${ids}-tier`}
              value={filters.tier}
              onChange={(e) => set({ tier: e.target.value })}
            >
              <option value="">Both tiers</option>
              <option value="1">Tier 1</option>
              <option value="2">Tier 2</option>
            </Select>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${ids}-country`}>Country of residence</Label>
            <Select
              id={`${ids}-country`}
              value={filters.country}
              onChange={(e) => set({ country: e.target.value })}
            >
              <option value="">All countries</option>
              {COUNTRIES.map((c) => (
                <option key={c}>{c}</option>
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
            Waiting over 48 hours
          </label>
        </form>
        <QueryState query={q} rows={4}>
          {(data) =>
            data.items.length === 0 ? (
              <EmptyState>No submissions match these filters.</EmptyState>
            ) : (
              <ul className="grid gap-2" aria-label="Submissions">
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
            Previous
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={!q.data?.nextCursor}
            onClick={() => q.data?.nextCursor && setCursors([...cursors, q.data.nextCursor])}
          >
            Next
          </Button>
        </div>
      </CardContent>
      <SubmissionReview id={open} onClose={() => setOpen(null)} />
    </Card>
  );
}

function QueueRow({ item, onOpen }: { item: QueueItem; onOpen: () => void }) {
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
              Business (KYB)
            </span>
          ) : (
            <span>Tier {item.tier}</span>
          )}
          <span>{item.country ?? '—'}</span>
          <span className={late ? 'font-semibold text-red-800' : 'text-muted-foreground'}>
            waiting {age(item.ageHours)} · {formatDateTime(item.submittedAt)}
          </span>
          {item.screening !== 'clear' && (
            <span className="rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-800">
              {item.screening === 'frozen' ? 'Frozen' : 'Possible match'}
            </span>
          )}
          {item.firstApprovalBy && (
            <span className="rounded-full bg-sky-50 px-2 py-0.5 text-xs font-semibold text-sky-900">
              1 of 2 approvals
            </span>
          )}
        </p>
      </div>
      <Button size="sm" onClick={onOpen} aria-label={`Review ${item.fullLegalName ?? item.email}`}>
        Review
      </Button>
    </li>
  );
}
