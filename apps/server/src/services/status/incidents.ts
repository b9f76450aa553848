import type { z } from 'zod';
import type {
  Incident,
  IncidentCreateSchema,
  IncidentEditSchema,
  IncidentUpdateCreateSchema,
} from '@mizani/shared';
import type { AppDeps, SessionUser } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  insertIncident,
  insertIncidentUpdate,
  lockIncident,
  updateIncident,
  type IncidentRow,
} from '../../db/queries/status.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { said } from '../i18n/refusals/index.ts';
import { audit } from '../audit.ts';
import { incidentMail } from './mails.ts';
import { incidentsWithUpdates } from './status-page.ts';
import { mailSubscribers } from './subscriptions.ts';

// Incidents admins open, update and resolve. Each change, its audit row and the subscribers'
// mails commit together.

interface Actor {
  user: SessionUser;
  ip: string;
}

const snapshot = (r: IncidentRow) => ({
  title: r.title,
  impact: r.impact,
  status: r.status,
  components: r.components,
  resolvedAt: r.resolvedAt?.toISOString() ?? null,
});

async function loadOne(tx: DbOrTx, row: IncidentRow): Promise<Incident> {
  const [incident] = await incidentsWithUpdates(tx, [row]);
  return incident!;
}

/** Mails the new update to every confirmed subscriber when asked; returns how many were queued. */
async function notify(deps: AppDeps, tx: DbOrTx, incident: Incident, wanted: boolean) {
  if (!wanted) return 0;
  const update = incident.updates[0]!;
  return mailSubscribers(deps, tx, (links, locale) =>
    incidentMail(incident, update, links, locale),
  );
}

export async function openIncident(
  deps: AppDeps,
  input: z.output<typeof IncidentCreateSchema>,
  actor: Actor,
) {
  return deps.database.db.transaction(async (tx) => {
    const row = await insertIncident(tx, {
      title: input.title,
      impact: input.impact,
      status: input.status,
      components: input.components,
      createdBy: actor.user.id,
    });
    await insertIncidentUpdate(tx, {
      incidentId: row.id,
      status: input.status,
      message: input.message,
      createdBy: actor.user.id,
    });
    const incident = await loadOne(tx, row);
    const notified = await notify(deps, tx, incident, input.notify);
    await audit(tx, {
      actorId: actor.user.id,
      actorEmail: actor.user.email,
      action: 'status.incident_open',
      targetType: 'status_incident',
      targetId: row.id,
      after: { ...snapshot(row), message: input.message, notified },
      ip: actor.ip,
    });
    return { incident, notified };
  });
}

/** A timeline entry; status resolved closes the incident. A resolved incident takes no more. */
export async function addIncidentUpdate(
  deps: AppDeps,
  id: string,
  input: z.output<typeof IncidentUpdateCreateSchema>,
  actor: Actor,
) {
  return deps.database.db.transaction(async (tx) => {
    const before = await lockIncident(tx, id);
    if (!before) throw notFound('Incident');
    if (before.status === 'resolved') throw conflict(said('admin.incidentResolved'));
    const resolving = input.status === 'resolved';
    await insertIncidentUpdate(tx, {
      incidentId: id,
      status: input.status,
      message: input.message,
      createdBy: actor.user.id,
    });
    const row = await updateIncident(tx, id, {
      status: input.status,
      ...(resolving ? { resolvedAt: new Date() } : {}),
    });
    const incident = await loadOne(tx, row);
    const notified = await notify(deps, tx, incident, input.notify);
    await audit(tx, {
      actorId: actor.user.id,
      actorEmail: actor.user.email,
      action: resolving ? 'status.incident_resolve' : 'status.incident_update',
      targetType: 'status_incident',
      targetId: id,
      before: snapshot(before),
      after: { ...snapshot(row), message: input.message, notified },
      ip: actor.ip,
    });
    return { incident, notified };
  });
}

/** Corrects the title, impact or components (audited; no mail). */
export async function editIncident(
  deps: AppDeps,
  id: string,
  input: z.output<typeof IncidentEditSchema>,
  actor: Actor,
) {
  return deps.database.db.transaction(async (tx) => {
    const before = await lockIncident(tx, id);
    if (!before) throw notFound('Incident');
    const row = await updateIncident(tx, id, {
      ...(input.title !== undefined ? { title: input.title } : {}),
      ...(input.impact !== undefined ? { impact: input.impact } : {}),
      ...(input.components !== undefined ? { components: input.components } : {}),
    });
    await audit(tx, {
      actorId: actor.user.id,
      actorEmail: actor.user.email,
      action: 'status.incident_edit',
      targetType: 'status_incident',
      targetId: id,
      before: snapshot(before),
      after: snapshot(row),
      ip: actor.ip,
    });
    return { incident: await loadOne(tx, row) };
  });
}
