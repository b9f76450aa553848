import { compileMessage } from '@lingui/message-utils/compileMessage';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  AdminRejectSchema,
  BusinessDisableSchema,
  IncidentCreateSchema,
  IncidentEditSchema,
  IncidentUpdateCreateSchema,
  ReviewDecisionSchema,
  englishMessage,
  passkeyNameSchema,
  phoneEntrySchema,
} from '@mizani/shared';
import { compileCataloguesWith, loadLocale } from './i18n.ts';
import { formMessage } from './messages.ts';

// Issue 20, wave 6: the admin's review, business-access and incident schemas and the sign-in
// methods' give message keys; the API keeps answering the English it always did.

/** Each field's first message, raw (as the schema gives it). */
function raw(r: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const out: Record<string, string> = {};
  for (const i of r.error?.issues ?? []) out[i.path.join('.')] ??= i.message;
  return out;
}
const english = (m: Record<string, string>) =>
  Object.fromEntries(Object.entries(m).map(([k, v]) => [k, englishMessage(v)]));

const NO_CHECKS = { legible: false, nameMatches: true, notExpired: true, addressRecent: true };

beforeAll(async () => {
  compileCataloguesWith(compileMessage);
  await Promise.all([loadLocale('en'), loadLocale('fr'), loadLocale('sw')]);
});

describe('admin validation messages (verification, business access, incidents)', () => {
  it('the reviewer’s decision gives keys; English word for word as the API answered', () => {
    const approve = raw(ReviewDecisionSchema.safeParse({ decision: 'approve', checks: NO_CHECKS }));
    const reject = raw(
      ReviewDecisionSchema.safeParse({ decision: 'reject', checks: NO_CHECKS, message: 'short' }),
    );
    const more = raw(ReviewDecisionSchema.safeParse({ decision: 'more_info', checks: NO_CHECKS }));
    const bad = raw(ReviewDecisionSchema.safeParse({ decision: 'maybe', checks: NO_CHECKS }));
    expect({ approve, reject, more, bad }).toEqual({
      approve: { checks: 'validation.verification.checksAll' },
      reject: { message: 'validation.verification.rejectReason?min=10' },
      more: { message: 'validation.verification.moreInfo?min=10' },
      bad: { decision: 'validation.verification.decision' },
    });
    expect(
      [approve.checks!, reject.message!, more.message!, bad.decision!].map(englishMessage),
    ).toEqual([
      'Tick every check before approving',
      'Give the reason for the rejection (at least 10 characters)',
      'Tell the client what is needed (at least 10 characters)',
      'Choose a decision',
    ]);
    expect(formMessage('fr', reject.message!)).toBe(
      'Indiquez le motif du refus (10 caractères au minimum)',
    );
    expect(formMessage('sw', approve.checks!)).toBe(
      'Weka alama kwenye kila ukaguzi kabla ya kuidhinisha',
    );
  });

  it('disabling a business gives keys', () => {
    const short = raw(BusinessDisableSchema.safeParse({ reason: 'no' }));
    const long = raw(BusinessDisableSchema.safeParse({ reason: 'x'.repeat(501) }));
    const missing = raw(BusinessDisableSchema.safeParse({}));
    expect(english({ short: short.reason!, long: long.reason!, missing: missing.reason! })).toEqual(
      {
        short: 'Give the reason (at least 5 characters)',
        long: 'At most 500 characters',
        missing: 'Give the reason',
      },
    );
    expect(formMessage('fr', short.reason!)).toBe('Indiquez le motif (5 caractères au minimum)');
    expect(formMessage('sw', long.reason!)).toBe('Herufi zisizidi 500');
  });

  it('the incident editor gives keys, English as the status API answered', () => {
    const create = raw(
      IncidentCreateSchema.safeParse({
        title: 'API',
        impact: 'huge',
        components: [],
        message: 'x',
      }),
    );
    expect(english(create)).toEqual({
      title: 'Title must be at least 5 characters',
      impact: 'Choose the impact',
      components: 'Choose at least one affected component',
      message: 'Message must be at least 10 characters',
    });
    const update = raw(
      IncidentUpdateCreateSchema.safeParse({ status: 'gone', message: 'm'.repeat(2001) }),
    );
    expect(english(update)).toEqual({
      status: 'Choose a status',
      message: 'Message must be at most 2000 characters',
    });
    const edit = raw(IncidentEditSchema.safeParse({}));
    const longTitle = raw(IncidentEditSchema.safeParse({ title: 't'.repeat(121) }));
    const missing = raw(IncidentCreateSchema.safeParse({}));
    expect(english({ ...edit, long: longTitle.title!, missing: missing.title! })).toEqual({
      _: 'Change at least one field',
      long: 'Title must be at most 120 characters',
      missing: 'Required',
    });
    expect(formMessage('fr', create.components!)).toBe('Choisissez au moins un composant touché');
    expect(formMessage('fr', create.message!)).toBe('Message : 10 caractères au minimum');
    expect(formMessage('sw', create.title!)).toBe('Kichwa: angalau herufi 5');
    expect(formMessage('sw', edit._!)).toBe('Badilisha angalau sehemu moja');
  });

  it('the funding queue’s reason and the sign-in methods give keys in every language', () => {
    const reason = raw(AdminRejectSchema.safeParse({ reason: 'no' })).reason!;
    const name = raw(passkeyNameSchema.safeParse({ name: ' ' })).name!;
    const phone = raw(phoneEntrySchema.safeParse({ country: 'KE', number: '12' })).number!;
    expect([reason, name, phone].map(englishMessage)).toEqual([
      'Give a reason of at least 3 characters',
      'Enter a name',
      'Enter a valid phone number for this country',
    ]);
    for (const m of [reason, name, phone])
      for (const locale of ['fr', 'sw'] as const)
        expect(formMessage(locale, m)).not.toBe(englishMessage(m));
  });
});
