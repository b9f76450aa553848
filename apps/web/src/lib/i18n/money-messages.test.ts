import { compileMessage } from '@lingui/message-utils/compileMessage';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  AlertInputSchema,
  BeneficiaryCreateSchema,
  DepositRequestSchema,
  FirmQuoteRequestSchema,
  WithdrawalRequestSchema,
  englishMessage,
} from '@mizani/shared';
import { compileCataloguesWith, loadLocale } from './i18n.ts';
import { formMessage } from './messages.ts';

/** Each field's first message, raw (as the schema gives it). */
function raw(r: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const out: Record<string, string> = {};
  for (const i of r.error?.issues ?? []) out[i.path.join('.')] ??= i.message;
  return out;
}

beforeAll(async () => {
  compileCataloguesWith(compileMessage);
  await Promise.all([loadLocale('en'), loadLocale('fr'), loadLocale('sw')]);
});

describe('money forms’ validation messages (wallet, orders, alerts, funding)', () => {
  it('give keys whose English is the text the API always answered', () => {
    const w = raw(
      WithdrawalRequestSchema.safeParse({ beneficiaryId: 'x', currency: 'XXX', amount: '1.234' }),
    );
    expect(w).toEqual({
      beneficiaryId: 'validation.wallet.beneficiary',
      currency: 'validation.wallet.currency',
      amount: 'validation.wallet.amountFormat',
    });
    expect(englishMessage(w.amount!)).toBe('Enter an amount with at most 2 decimals');
    const b = raw(
      BeneficiaryCreateSchema.safeParse({
        kind: 'mobile_money',
        name: 'A',
        country: 'KE',
        currency: 'KES',
        network: 'mpesa',
        phone: '123',
      }),
    );
    expect(englishMessage(b.name!)).toBe('Name must be at least 2 characters');
    expect(englishMessage(b.phone!)).toBe('Enter a Kenya mobile number like +2547XXXXXXXX');
    const o = raw(
      FirmQuoteRequestSchema.safeParse({ sellCurrency: 'USD', buyCurrency: 'USD', amount: '0' }),
    );
    expect(englishMessage(o.buyCurrency!)).toBe('Choose two different currencies');
    expect(englishMessage(o.amount!)).toBe('Amount must be greater than 0');
    const a = raw(
      AlertInputSchema.safeParse({
        pairId: '',
        direction: 'above',
        targetRate: 'x',
        channelEmail: false,
        channelInApp: false,
      }),
    );
    expect(englishMessage(a.targetRate!)).toBe('Target rate must be a positive number');
    expect(englishMessage(a.pairId!)).toBe('Choose a currency pair');
    expect(englishMessage(raw(DepositRequestSchema.safeParse({ currency: 'USD' })).method!)).toBe(
      'Choose a method',
    );
  });

  it('read in French and Swahili, the payout country named in the language', () => {
    const b = raw(
      BeneficiaryCreateSchema.safeParse({
        kind: 'bank_account',
        name: 'Amina',
        country: 'ZA',
        currency: 'ZAR',
        bankName: 'ABSA',
        accountNumber: '12',
      }),
    );
    expect(formMessage('fr', b.accountNumber!)).toBe(
      'Saisissez un numéro de compte valide (Afrique du Sud)',
    );
    expect(formMessage('sw', b.accountNumber!)).toBe(
      'Weka nambari sahihi ya akaunti ya Afrika Kusini',
    );
    expect(formMessage('en', b.accountNumber!)).toBe('Enter a valid South Africa account number');
    const w = raw(
      WithdrawalRequestSchema.safeParse({
        beneficiaryId: crypto.randomUUID(),
        currency: 'KES',
        amount: '',
      }),
    );
    expect(formMessage('fr', w.amount!)).toBe('Saisissez un montant avec 2 décimales au maximum');
    expect(formMessage('sw', w.amount!)).toBe('Weka kiasi chenye desimali 2 au chache');
    const n = raw(BeneficiaryCreateSchema.safeParse({ ...{ kind: 'mobile_money' }, name: 'x' }));
    expect(formMessage('fr', n.name!)).toMatch(/^Nom/);
  });
});
