import { z } from 'zod';
import { singleLine } from './text.ts';
import { emptyToUndefined, filterDate, pageLimit } from './list-query.ts';

// The audit log as the admin area lists it (issue 8).

export const AuditQuerySchema = z.object({
  q: z.preprocess(emptyToUndefined, singleLine().max(200).optional()),
  action: z.preprocess(emptyToUndefined, singleLine().max(100).optional()),
  from: z.preprocess(emptyToUndefined, filterDate.optional()),
  to: z.preprocess(emptyToUndefined, filterDate.optional()),
  cursor: z.preprocess(emptyToUndefined, z.coerce.number().int().positive().optional()),
  limit: pageLimit(50),
});
export interface AuditEntryRow {
  id: number;
  actorId: string | null;
  actorEmail: string | null;
  action: string;
  targetType: string | null;
  targetId: string | null;
  before: unknown;
  after: unknown;
  ip: string | null;
  createdAt: string;
}
