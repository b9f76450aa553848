import { z } from 'zod';
import { messageKey } from '../i18n/messages.ts';
import { BENEFICIARY_COUNTRIES } from '../constants/beneficiary-countries.ts';
import { moneyString } from './wallet.ts';

// Paying in from a phone (issue 37, docs/payments.md): the client names the rail, their number
// and the amount; the rail prompts the phone and the money is credited when the rail confirms.

/** Rails a client can pay in from a phone, and the currency each moves. */
export const PHONE_RAILS = { mpesa: { currency: 'KES', country: 'KE', label: 'M-Pesa' } } as const;
export type PhoneRail = keyof typeof PHONE_RAILS;

export const PhoneDepositSchema = z
  .strictObject({
    rail: z.enum(Object.keys(PHONE_RAILS) as [PhoneRail], {
      error: messageKey('validation.funding.method'),
    }),
    currency: z.string().trim(),
    amount: moneyString,
    /** E.164 with '+', e.g. +254712345678. */
    phone: z.string().trim().max(20),
  })
  .superRefine((v, ctx) => {
    const rail = PHONE_RAILS[v.rail];
    if (!rail) return;
    const country = BENEFICIARY_COUNTRIES[rail.country];
    if (v.currency !== rail.currency)
      ctx.addIssue({
        code: 'custom',
        path: ['currency'],
        message: messageKey('validation.currency'),
      });
    if (!country.phone.test(v.phone.replace(/\s/g, '')))
      ctx.addIssue({
        code: 'custom',
        path: ['phone'],
        message: messageKey('validation.wallet.phone', {
          country: country.name,
          hint: country.phoneHint,
        }),
      });
    // Mobile money moves whole shillings (Daraja's Amount is an integer).
    if (/\.\d*[1-9]/.test(v.amount))
      ctx.addIssue({
        code: 'custom',
        path: ['amount'],
        message: messageKey('validation.rails.wholeUnits'),
      });
  });
export type PhoneDeposit = z.infer<typeof PhoneDepositSchema>;
