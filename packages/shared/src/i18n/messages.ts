// Validation messages as keys (issue 20, decision 014): a shared schema's message is a key with
// its values ("validation.tooLong?field=name&max=200"), not English. The web form translates the
// key through its catalogue (apps/web/src/lib/i18n/catalogues, same ids); the server answers API
// clients with the English text below, byte-identical to the spec's. A message that is not a key
// (schemas not converted yet, a custom English message) passes through unchanged.

/** The English text of each validation key: ICU-style `{placeholders}`, no plurals. */
export const VALIDATION_MESSAGES_EN = {
  'validation.required': 'Required',
  'validation.tooLong': '{field} must be at most {max} characters',
  'validation.tooShort': '{field} must be at least {min} characters',
  'validation.controlChars': 'Remove the control characters from this field.',
  'validation.dateFormat': 'Use the format YYYY-MM-DD',
  'validation.dateInvalid': 'Enter a valid date',
  'validation.dateRange': 'Enter a date between {min} and {max}',
  'validation.datePast': 'Preferred date cannot be in the past',
  'validation.monthFormat': 'Choose a month (YYYY-MM)',
  'validation.monthRange': 'Choose a month between {min}-01 and {max}-12',
  'validation.email': 'Please enter a valid email address',
  'validation.emailRequired': 'Valid email is required',
  'validation.phone': 'Enter a valid phone number',
  'validation.url': 'Enter a valid URL starting with http:// or https://',
  'validation.amountRequired': 'Amount is required',
  'validation.amountInvalid': 'Enter a valid amount',
  'validation.amountMin': 'Minimum amount is {min}',
  'validation.amountDecimals': 'Amount can have at most 2 decimal places',
  'validation.amountTooLarge': 'Amount is too large',
  'validation.currency': 'Select a currency',
  'validation.currencyDifferent': 'Choose a different currency to convert to',
  'validation.urgency': 'Select an urgency',
  'validation.inquiryType': 'Select an inquiry type',
  'validation.unknownPosition': 'Unknown position',
  // News articles and their translations (admin editor).
  'validation.news.titleTooShort': 'Title must be at least 5 characters',
  'validation.news.titleTooLong': 'Title must be at most 140 characters',
  'validation.news.summaryTooShort': 'Summary must be at least 20 characters',
  'validation.news.summaryTooLong': 'Summary must be at most 300 characters',
  'validation.news.bodyTooShort': 'Article must be at least 20 characters',
  'validation.news.bodyTooLong': 'Article must be at most 40000 characters',
  'validation.news.coverAltTooLong': 'Description must be at most 200 characters',
  'validation.news.coverAltMissing':
    'Describe the cover image for screen readers (at least 5 characters)',
  // Money forms (wallet, beneficiaries, withdrawals, orders, alerts, funding).
  'validation.wallet.currency': 'Choose a currency',
  'validation.wallet.amountRequired': 'Enter an amount',
  'validation.wallet.amountFormat': 'Enter an amount with at most 2 decimals',
  'validation.wallet.amountPositive': 'Amount must be greater than 0',
  'validation.wallet.kind': 'Choose a type',
  'validation.wallet.atMost': 'At most {max} characters',
  'validation.wallet.country': 'Choose a country',
  'validation.wallet.bankName': 'Enter the bank name',
  'validation.wallet.accountNumber': 'Enter a valid {country} account number',
  'validation.wallet.phone': 'Enter a {country} mobile number like {hint}',
  'validation.wallet.beneficiary': 'Choose a beneficiary',
  'validation.orders.sameCurrency': 'Choose two different currencies',
  'validation.orders.quoteFirst': 'Get a quote first',
  'validation.orders.idempotencyKey': 'Invalid idempotency key',
  'validation.alerts.targetRequired': 'Target rate is required',
  'validation.alerts.targetFormat': 'Target rate must be a positive number',
  'validation.alerts.targetPositive': 'Target rate must be greater than 0',
  'validation.alerts.pair': 'Choose a currency pair',
  'validation.alerts.direction': 'Choose a direction',
  'validation.alerts.channel': 'Choose at least one channel',
  'validation.funding.method': 'Choose a method',
  'validation.funding.reason': 'Give a reason of at least 3 characters',
  // Field names inside messages ({field}).
  'validation.field.name': 'Name',
  'validation.field.company': 'Company',
  'validation.field.email': 'Email',
  'validation.field.phone': 'Phone',
  'validation.field.subject': 'Subject',
  'validation.field.message': 'Message',
  'validation.field.preferredTime': 'Preferred time',
  'validation.field.url': 'URL',
  'validation.field.coverLetter': 'Cover letter',
} as const;

export type ValidationMessageId = keyof typeof VALIDATION_MESSAGES_EN;
/** A field name usable as `{field}`: the part after "validation.field.". */
export type ValidationField =
  Extract<ValidationMessageId, `validation.field.${string}`> extends `validation.field.${infer F}`
    ? F
    : never;

type Values = Record<string, string | number>;

/** The schema-side message: the key, then its values as a query string. */
export function messageKey(
  id: Exclude<ValidationMessageId, `validation.field.${string}`>,
  values?: { field?: ValidationField } & Values,
): string {
  if (!values) return id;
  const q = new URLSearchParams(
    Object.entries(values).map(([k, v]): [string, string] => [k, String(v)]),
  );
  return `${id}?${q.toString()}`;
}

const KEY_RE = /^(validation\.[A-Za-z.]+)(?:\?(.*))?$/;

/**
 * A message's key and values, or null when the message is plain text. `field` stays the field's
 * key ("name"): each language names the field itself (`validation.field.name`).
 */
export function parseMessageKey(raw: string): { id: ValidationMessageId; values: Values } | null {
  const m = KEY_RE.exec(raw);
  if (!m || !Object.hasOwn(VALIDATION_MESSAGES_EN, m[1]!)) return null;
  return {
    id: m[1] as ValidationMessageId,
    values: Object.fromEntries(new URLSearchParams(m[2] ?? '')),
  };
}

/** "{field} must be…" with its values; `{field}` through `name(field id)`. */
export function fillMessage(
  template: string,
  values: Values,
  fieldName: (id: string) => string,
): string {
  return template.replace(/\{(\w+)\}/g, (whole, k: string) =>
    k === 'field' && typeof values.field === 'string'
      ? fieldName(`validation.field.${values.field}`)
      : k in values
        ? String(values[k])
        : whole,
  );
}

const english = (id: string) => VALIDATION_MESSAGES_EN[id as ValidationMessageId] ?? id;

/** The English text of a message (a key with values, or plain text as it is). */
export function englishMessage(raw: string): string {
  const key = parseMessageKey(raw);
  return key ? fillMessage(english(key.id), key.values, english) : raw;
}
