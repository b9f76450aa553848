import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Megaphone, Pencil, Plus } from 'lucide-react';
import { INCIDENT_STATUS_LABELS, type Incident } from '@mizani/shared';
import { EmptyState, QueryState } from '@/components/admin-list';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { paths } from '@/config/paths';
import { adminIncidentsQuery } from '../../api/status';
import { IncidentCard } from '../IncidentTimeline';
import { EditIncidentForm, OpenIncidentForm, PostUpdateForm } from './IncidentForms';

type Editing = { kind: 'open' } | { kind: 'update' | 'edit'; incident: Incident } | null;

const TITLES = {
  open: ['Open an incident', 'It shows on the status page at once, with this first update.'],
  update: ['Post an update', 'Added to the incident’s public timeline.'],
  edit: ['Correct the incident', 'Fix the title, impact or affected components.'],
} as const;

/** The admins' incidents: open, update, resolve and correct; what /support/status shows. */
export function IncidentsPanel() {
  const q = useQuery(adminIncidentsQuery());
  const [editing, setEditing] = useState<Editing>(null);
  const close = () => setEditing(null);
  const subscribers = q.data?.subscribers ?? 0;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground">
          Incidents appear on{' '}
          <a className="underline" href={paths.support.status.getHref()}>
            the status page
          </a>{' '}
          with every update. {subscribers} confirmed email subscriber{subscribers === 1 ? '' : 's'}.
        </p>
        <Button type="button" onClick={() => setEditing({ kind: 'open' })}>
          <Plus className="size-4" aria-hidden="true" /> Open incident
        </Button>
      </div>
      <QueryState query={q} rows={3}>
        {(data) =>
          data.incidents.length === 0 ? (
            <EmptyState>No incidents yet.</EmptyState>
          ) : (
            <ul className="space-y-4">
              {data.incidents.map((i) => (
                <li key={i.id} className="space-y-2">
                  <div className="flex flex-wrap items-center gap-2">
                    <Badge variant={i.status === 'resolved' ? 'success' : 'destructive'}>
                      {INCIDENT_STATUS_LABELS[i.status]}
                    </Badge>
                    {i.status !== 'resolved' ? (
                      <>
                        <Button
                          type="button"
                          size="sm"
                          onClick={() => setEditing({ kind: 'update', incident: i })}
                          aria-label={`Post an update to ${i.title}`}
                        >
                          <Megaphone className="size-4" aria-hidden="true" /> Post update
                        </Button>
                        <Button
                          type="button"
                          size="sm"
                          variant="outline"
                          onClick={() => setEditing({ kind: 'edit', incident: i })}
                          aria-label={`Correct ${i.title}`}
                        >
                          <Pencil className="size-4" aria-hidden="true" /> Correct
                        </Button>
                      </>
                    ) : null}
                  </div>
                  <IncidentCard incident={i} />
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
      <Dialog open={!!editing} onOpenChange={(o) => !o && close()}>
        <DialogContent className="max-h-[92dvh] overflow-y-auto sm:max-w-xl">
          {editing ? (
            <>
              <DialogHeader>
                <DialogTitle>{TITLES[editing.kind][0]}</DialogTitle>
                <DialogDescription>{TITLES[editing.kind][1]}</DialogDescription>
              </DialogHeader>
              {editing.kind === 'open' ? (
                <OpenIncidentForm subscribers={subscribers} onDone={close} />
              ) : editing.kind === 'update' ? (
                <PostUpdateForm
                  incident={editing.incident}
                  subscribers={subscribers}
                  onDone={close}
                />
              ) : (
                <EditIncidentForm incident={editing.incident} onDone={close} />
              )}
            </>
          ) : null}
        </DialogContent>
      </Dialog>
    </div>
  );
}
