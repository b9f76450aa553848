import { z } from 'zod';
import { messageKey } from '../i18n/messages.ts';
import { multiLine, singleLine } from './text.ts';
import { emptyToUndefined, pageCursor, pageLimit } from './list-query.ts';

// User management in the admin area (issue 8): list query, rows, detail, role and disabling.

export const UserListQuerySchema = z.object({
  q: z.preprocess(emptyToUndefined, singleLine().max(200).optional()),
  role: z.preprocess(emptyToUndefined, z.enum(['client', 'admin']).optional()),
  status: z.preprocess(emptyToUndefined, z.enum(['active', 'disabled']).optional()),
  cursor: z.preprocess(emptyToUndefined, pageCursor.optional()),
  limit: pageLimit(25),
});
export interface AdminUserRow {
  id: string;
  email: string;
  name: string;
  role: 'client' | 'admin';
  emailVerified: boolean;
  twoFactorEnabled: boolean;
  disabledAt: string | null;
  createdAt: string;
  company: string | null;
  country: string | null;
}
export interface AdminUserDetail extends AdminUserRow {
  firstName: string | null;
  lastName: string | null;
  activeSessions: number;
  balances: { currency: string; balance: string }[];
  activity: { at: string; action: string; detail: string | null }[];
}

export const RoleChangeSchema = z.strictObject({
  role: z.enum(['client', 'admin'], { error: messageKey('validation.admin.role') }),
});
export const DisableUserSchema = z.strictObject({
  reason: multiLine({ error: messageKey('validation.required') })
    .min(3, messageKey('validation.admin.reasonShort', { min: 3 }))
    .max(500, messageKey('validation.admin.reasonTooLong', { max: 500 })),
});
export type DisableUserInput = z.input<typeof DisableUserSchema>;
