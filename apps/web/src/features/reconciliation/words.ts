import { PHONE_RAILS } from '@mizani/shared';
import type { MessageId } from '@/lib/i18n/i18n';

// The reconciliation screens show the rails' own values (mpesa, collect, submitting) in words an
// operator reads; the CSV keeps the raw values for spreadsheets and scripts.

/** A rail's name: "M-Pesa", "MTN MoMo", "Bank"; an unknown rail as the server names it. */
export function railName(rail: string, t: (id: MessageId) => string): string {
  if (rail in PHONE_RAILS) return PHONE_RAILS[rail as keyof typeof PHONE_RAILS].label;
  return rail === 'bank' ? t('admin.recon.railBank') : rail;
}

const WORDS = [
  'collect',
  'payout',
  'CRDT',
  'DBIT',
  'submitting',
  'submitted',
  'succeeded',
  'failed',
  'refused',
  'received',
  'applied',
  'pending',
  // A statement's import, and how an exception ended.
  'importing',
  'imported',
  'credited',
  'refunded',
  'written_off',
  'write_off_requested',
  'confirmed_paid',
  'confirmed_not_paid',
  // A ledger movement's direction, and how a statement entry ended.
  'in',
  'out',
  'exception',
  'ignored',
] as const;

/** A direction or status in words ("Money in", "Being handed over"); others as they are. */
export function reconWord(value: string, t: (id: MessageId) => string): string {
  return (WORDS as readonly string[]).includes(value)
    ? t(`admin.recon.word.${value as (typeof WORDS)[number]}`)
    : value;
}
