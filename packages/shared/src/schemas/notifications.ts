import { z } from 'zod';

/**
 * The kinds of client notices a client can choose mail for. Every notice also goes to the bell.
 * Security mails (password, email change, sign-in alerts) are always sent and never listed here;
 * an answer to a quote request is the mail itself, so it is always sent too.
 */
export const NOTICE_PREFERENCE_KINDS = ['deposits', 'withdrawals', 'conversions'] as const;
export type NoticePreferenceKind = (typeof NOTICE_PREFERENCE_KINDS)[number];

export const NOTICE_PREFERENCE_LABELS: Record<
  NoticePreferenceKind,
  { label: string; description: string }
> = {
  deposits: {
    label: 'Deposits',
    description:
      'Money credited to your wallet (with any difference from what you said you would send), or a deposit we could not accept.',
  },
  withdrawals: {
    label: 'Withdrawals',
    description: 'A withdrawal paid out to your beneficiary, or rejected with the reason.',
  },
  conversions: {
    label: 'Conversions',
    description: 'A conversion filled, or rejected with the reason.',
  },
};

/** PUT /api/notifications/preferences: mail on or off per kind (any subset). */
export const NoticePreferencesUpdateSchema = z
  .strictObject({
    deposits: z.boolean().optional(),
    withdrawals: z.boolean().optional(),
    conversions: z.boolean().optional(),
  })
  .refine((v) => Object.keys(v).length > 0, { message: 'Choose at least one setting to change' });
export type NoticePreferencesUpdate = z.infer<typeof NoticePreferencesUpdateSchema>;

export interface NoticePreference {
  kind: NoticePreferenceKind;
  label: string;
  description: string;
  email: boolean;
}

/** The public forms' reference prefixes: quoted back to the requester in the dialog and the mail. */
export const REQUEST_REFERENCE_PREFIX = {
  consultation: 'CN',
  quote: 'QT',
  inquiry: 'SU',
  application: 'JA',
} as const;

/** A request's reference from its id: "QT-1A2B3C4D" (the id's first 8 hex digits, upper case). */
export function requestReference(kind: keyof typeof REQUEST_REFERENCE_PREFIX, id: string) {
  return `${REQUEST_REFERENCE_PREFIX[kind]}-${id.replace(/-/g, '').slice(0, 8).toUpperCase()}`;
}
