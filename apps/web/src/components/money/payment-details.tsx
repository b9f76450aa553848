import { CopyValue } from '@/components/copy-value';
import type { MessageId } from '@/lib/i18n/i18n';
import { useFormat } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/use-t';

/** The server's instruction labels and notes (services/funding/deposits.ts) in the reader's language. */
const INSTRUCTION_TEXTS: Record<string, MessageId> = {
  'Paybill / merchant number': 'funding.field.paybill',
  'Business name': 'funding.field.businessName',
  'Account / reference': 'funding.field.accountReference',
  'Account name': 'funding.field.accountName',
  Bank: 'funding.field.bank',
  'Account number': 'funding.field.accountNumber',
  'Payment reference': 'funding.field.paymentReference',
  'Bank address': 'funding.field.bankAddress',
  'SWIFT/BIC': 'funding.field.swift',
  'Intermediary bank': 'funding.field.intermediaryBank',
  'Intermediary SWIFT/BIC': 'funding.field.intermediarySwift',
  'Our account at the intermediary': 'funding.field.intermediaryAccount',
  IBAN: 'funding.field.iban',
  'Sort code': 'funding.field.sortCode',
  'Branch code': 'funding.field.branchCode',
  'Send from a number registered in your name.': 'funding.note.mobile_money',
  'Pay from an account in your own name and quote the reference exactly.':
    'funding.note.bank_transfer',
};

/**
 * Where to pay, field by field with copy buttons (the server's deposit instructions,
 * services/funding/deposits.ts), and the amount to send: a top-up by bank or mobile money, and a
 * transfer paid in by bank transfer.
 */
export function PaymentDetails({
  fields,
  note,
  amount,
  currency,
}: {
  fields: readonly { label: string; value: string }[];
  note?: string | null;
  amount?: string | null;
  currency: string;
}) {
  const { t } = useT();
  const fmt = useFormat();
  const said = (text: string) => (INSTRUCTION_TEXTS[text] ? t(INSTRUCTION_TEXTS[text]!) : text);
  return (
    <div className="grid gap-2 text-sm">
      <dl className="grid gap-2">
        {fields.map((f) => (
          <div key={f.label} className="grid gap-0.5">
            <dt className="text-muted-foreground">{said(f.label)}</dt>
            <dd className="font-medium">
              <CopyValue
                label={said(f.label)}
                value={f.value}
                mono={/number|reference|swift|iban|code|intermediary$/i.test(f.label)}
              />
            </dd>
          </div>
        ))}
        {amount ? (
          <div className="grid gap-0.5">
            <dt className="text-muted-foreground">{t('funding.amountToSend')}</dt>
            <dd className="font-medium">
              <CopyValue
                label={t('funding.amountToSend')}
                value={fmt.money(amount, currency)}
                mono={false}
              />
            </dd>
          </div>
        ) : null}
      </dl>
      {note ? <p className="text-xs text-muted-foreground">{said(note)}</p> : null}
    </div>
  );
}
