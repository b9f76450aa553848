import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Megaphone, Pencil, Plus } from 'lucide-react';
import type { Incident } from '@mizani/shared';
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
import { useT } from '@/lib/i18n/use-t';
import { adminIncidentsQuery } from '../../api/status';
import { IncidentCard } from '../IncidentTimeline';
import { EditIncidentForm, OpenIncidentForm, PostUpdateForm } from './IncidentForms';

type Editing = { kind: 'open' } | { kind: 'update' | 'edit'; incident: Incident } | null;

const TITLES = {
  open: ['admin.status.openTitle', 'admin.status.openIntro'],
  update: ['admin.status.updateTitle', 'admin.status.updateIntro'],
  edit: ['admin.status.editTitle', 'admin.status.editIntro'],
} as const;

/** The admins' incidents: open, update, resolve and correct; what /support/status shows. */
export function IncidentsPanel() {
  const q = useQuery(adminIncidentsQuery());
  const [editing, setEditing] = useState<Editing>(null);
  const close = () => setEditing(null);
  const subscribers = q.data?.subscribers ?? 0;
  const { t } = useT();
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground">
          {t('admin.status.appearOn')}{' '}
          <a className="underline" href={paths.support.status.getHref()}>
            {t('admin.status.statusPage')}
          </a>{' '}
          {t('admin.status.withEveryUpdate', { n: subscribers })}
        </p>
        <Button type="button" onClick={() => setEditing({ kind: 'open' })}>
          <Plus className="size-4" aria-hidden="true" /> {t('admin.status.openIncident')}
        </Button>
      </div>
      <QueryState query={q} rows={3}>
        {(data) =>
          data.incidents.length === 0 ? (
            <EmptyState>{t('admin.status.none')}</EmptyState>
          ) : (
            <ul className="space-y-4">
              {data.incidents.map((i) => (
                <li key={i.id} className="space-y-2">
                  <div className="flex flex-wrap items-center gap-2">
                    <Badge variant={i.status === 'resolved' ? 'success' : 'destructive'}>
                      {t(`admin.status.state.${i.status}`)}
                    </Badge>
                    {i.status !== 'resolved' ? (
                      <>
                        <Button
                          type="button"
                          size="sm"
                          onClick={() => setEditing({ kind: 'update', incident: i })}
                          aria-label={t('admin.status.postUpdateTo', { title: i.title })}
                        >
                          <Megaphone className="size-4" aria-hidden="true" />{' '}
                          {t('admin.status.postUpdate')}
                        </Button>
                        <Button
                          type="button"
                          size="sm"
                          variant="outline"
                          onClick={() => setEditing({ kind: 'edit', incident: i })}
                          aria-label={t('admin.status.correctTitle', { title: i.title })}
                        >
                          <Pencil className="size-4" aria-hidden="true" />{' '}
                          {t('admin.status.correct')}
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
                <DialogTitle>{t(TITLES[editing.kind][0])}</DialogTitle>
                <DialogDescription>{t(TITLES[editing.kind][1])}</DialogDescription>
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
