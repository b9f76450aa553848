import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { Pencil, Plus } from 'lucide-react';
import { JOB_TRANSLATION_LANGUAGES } from '@mizani/shared';
import { EmptyState, QueryState, ResponsiveList } from '@/components/admin-list';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { errorText } from '@/lib/error-messages';
import { formatDate } from '@/lib/format';
import { adminJobsQuery, jobsChanged, setJobActive, type AdminJob } from '../../api/jobs-admin';
import { JobForm } from './JobForm';

/** The admin's job openings: create, edit, and show or hide on /careers. */
export function JobsPanel() {
  const qc = useQueryClient();
  const q = useQuery(adminJobsQuery());
  const [editing, setEditing] = useState<AdminJob | 'new' | null>(null);
  const toggle = useMutation({
    mutationFn: (j: AdminJob) => setJobActive(j, !j.isActive),
    onSuccess: (_d, j) => {
      toast.success(
        j.isActive ? `“${j.title}” is no longer on /careers` : `“${j.title}” is now on /careers`,
      );
      jobsChanged(qc);
    },
    onError: (err) =>
      toast.error('Could not change the opening', {
        description: errorText(err),
      }),
  });

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground">
          Only active openings appear on the careers page, newest first.
        </p>
        <Button type="button" onClick={() => setEditing('new')}>
          <Plus className="size-4" aria-hidden="true" /> New job
        </Button>
      </div>
      <QueryState query={q} rows={4}>
        {(data) => (
          <ResponsiveList
            items={data.jobs}
            itemKey={(j) => j.id}
            empty={<EmptyState>No openings yet. Create the first one.</EmptyState>}
            cards={{
              className: 'divide-y rounded-lg border',
              render: (j) => (
                <li className="flex flex-wrap items-center gap-3 p-4">
                  <div className="mr-auto min-w-0">
                    <p className="flex flex-wrap items-center gap-2 font-medium">
                      {j.title}{' '}
                      {j.isActive ? (
                        <Badge variant="success">Active</Badge>
                      ) : (
                        <Badge variant="muted">Inactive</Badge>
                      )}
                      {JOB_TRANSLATION_LANGUAGES.filter((l) => j.translations[l]).map((l) => (
                        <Badge key={l} variant="outline">
                          <span className="sr-only">Translated: </span>
                          {l.toUpperCase()}
                        </Badge>
                      ))}
                    </p>
                    <p className="text-sm text-muted-foreground">
                      {j.department} · {j.location} · {j.employmentType.replace(/-/g, ' ')}
                      {j.salaryRange ? ` · ${j.salaryRange}` : ''} · posted{' '}
                      {formatDate(j.createdAt)}
                    </p>
                  </div>
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    onClick={() => setEditing(j)}
                    aria-label={`Edit ${j.title}`}
                  >
                    <Pencil className="size-4" aria-hidden="true" /> Edit
                  </Button>
                  <Button
                    type="button"
                    variant={j.isActive ? 'outline' : 'default'}
                    size="sm"
                    disabled={toggle.isPending}
                    onClick={() => toggle.mutate(j)}
                    aria-label={`${j.isActive ? 'Deactivate' : 'Activate'} ${j.title}`}
                  >
                    {j.isActive ? 'Deactivate' : 'Activate'}
                  </Button>
                </li>
              ),
            }}
          />
        )}
      </QueryState>
      <Dialog open={!!editing} onOpenChange={(o) => !o && setEditing(null)}>
        <DialogContent className="max-h-[92dvh] overflow-y-auto sm:max-w-2xl">
          <DialogHeader>
            <DialogTitle>{editing === 'new' ? 'New job opening' : 'Edit job opening'}</DialogTitle>
            <DialogDescription>
              Lists take one item per line. French and Swahili versions are optional.
            </DialogDescription>
          </DialogHeader>
          {editing ? (
            <JobForm job={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />
          ) : null}
        </DialogContent>
      </Dialog>
    </div>
  );
}
