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
  'validation.invisibleChars':
    'Remove the invisible or text-direction characters from this field (names are written with visible letters only).',
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
  'validation.resumeFile': 'Attach your CV again',
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
  // Job postings (the admin's editor, GET /api/jobs?lang=).
  'validation.jobs.titleTooShort': 'Title must be at least {min} characters',
  'validation.jobs.titleTooLong': 'Title must be at most {max} characters',
  'validation.jobs.departmentTooShort': 'Department must be at least {min} characters',
  'validation.jobs.departmentTooLong': 'Department must be at most {max} characters',
  'validation.jobs.locationTooShort': 'Location must be at least {min} characters',
  'validation.jobs.locationTooLong': 'Location must be at most {max} characters',
  'validation.jobs.salaryTooLong': 'Salary range must be at most {max} characters',
  'validation.jobs.descriptionTooShort': 'Description must be at least {min} characters',
  'validation.jobs.descriptionTooLong': 'Description must be at most {max} characters',
  'validation.jobs.itemTooLong': 'Each item must be at most {max} characters',
  'validation.jobs.tooManyItems': 'At most {max} items',
  'validation.jobs.employmentType': 'Choose an employment type',
  'validation.jobs.active': 'Choose active or inactive',
  'validation.jobs.language': 'Choose English, French or Swahili',
  // Sign-in, sign-up, password and profile (schemas/auth.ts).
  'validation.auth.passwordTooShort': 'Password must be at least {min} characters',
  'validation.auth.terms': 'Accept the terms and the privacy notice to create an account',
  'validation.auth.passwordTooLong': 'Password must be at most {max} characters',
  'validation.auth.passwordCommon': 'This password is too common. Choose another one.',
  'validation.auth.passwordRequired': 'Password is required',
  'validation.auth.currentPasswordRequired': 'Current password is required',
  'validation.auth.passwordsDiffer': 'Passwords do not match',
  'validation.auth.emailRequired': 'Email is required',
  'validation.auth.email': 'Enter a valid email address',
  'validation.auth.firstNameRequired': 'First name is required',
  'validation.auth.atMost': 'At most {max} characters',
  'validation.auth.country': 'Choose a country from the list',
  'validation.auth.sixDigitCode': 'Enter the 6-digit code',
  'validation.auth.code': 'Enter the code',
  // Admin screens (issue 20): the inbox, users.
  'validation.admin.searchTooLong': 'Search must be at most {max} characters',
  'validation.admin.status': 'Choose a status',
  'validation.admin.nothingToChange': 'Nothing to change',
  'validation.admin.noteEmpty': 'Write a note first',
  'validation.admin.replyEmpty': 'Write your answer first',
  'validation.admin.noteTooLong': 'Note must be at most {max} characters',
  'validation.admin.ratePositive': 'Rate must be a positive number',
  'validation.admin.rateAboveZero': 'Rate must be greater than 0',
  'validation.admin.hoursNumber': 'Enter a number of hours',
  'validation.admin.wholeHours': 'Whole hours only',
  'validation.admin.hoursMin': 'At least 1 hour',
  'validation.admin.hoursMax': 'At most 168 hours',
  'validation.admin.role': 'Choose client or admin',
  'validation.admin.reasonShort': 'Give a reason (at least {min} characters)',
  'validation.admin.reasonTooLong': 'Reason must be at most {max} characters',
  // Admin settings.
  'validation.admin.onOff': 'Choose on or off',
  'validation.admin.number': 'Enter a number',
  'validation.admin.wholeBps': 'Whole basis points only',
  'validation.admin.atLeast': 'At least {min}',
  'validation.admin.atMost': 'At most {max}',
  'validation.admin.bpsMax': 'At most 1000 bps (10%)',
  'validation.admin.pair': 'Pair must look like USD-KES',
  'validation.admin.wholeSeconds': 'Whole seconds only',
  'validation.admin.secondsMin': 'At least {min} seconds',
  'validation.admin.secondsMax': 'At most {max} seconds',
  'validation.admin.wholeNumbers': 'Whole numbers only',
  'validation.admin.perDayMin': 'Must be at least the per-minute limit',
  'validation.admin.wholeUsd': 'Whole US dollars only',
  'validation.admin.hoursUpTo': 'At most {max} hours',
  'validation.admin.wholeDays': 'Whole days only',
  'validation.admin.daysMin': 'At least 1 day',
  'validation.admin.daysUpTo': 'At most {max} days',
  // Document lookup.
  'validation.admin.documentReference': 'Enter the reference as printed, e.g. MZ-ST-7K2Q-H9WD',
  // Profile and security forms (issue 20, wave 5).
  'validation.profile.atMost': 'At most {max} characters',
  'validation.profile.passwordRequired': 'Password is required',
  'validation.profile.passwordTooLong': 'Password must be at most {max} characters',
  'validation.profile.code': 'Enter the 6-digit code',
  'validation.profile.phoneCountry': 'Choose a country',
  'validation.profile.phoneRequired': 'Enter your mobile number',
  'validation.profile.phoneInvalid': 'Enter a valid phone number for this country',
  'validation.profile.nameRequired': 'Enter a name',
  // Identity verification forms (issue 20, wave 5).
  'validation.kyc.dateInvalid': 'Enter a valid date (YYYY-MM-DD)',
  'validation.kyc.fullNameAsOnId': 'Enter your full legal name as on your ID',
  'validation.kyc.fullName': 'Enter your full legal name',
  'validation.kyc.dobRequired': 'Enter your date of birth',
  'validation.kyc.minAge': 'You must be 18 or older',
  'validation.kyc.checkYear': 'Check the year of birth',
  'validation.kyc.nationality': 'Choose your nationality',
  'validation.kyc.street': 'Enter your street address',
  'validation.kyc.city': 'Enter your city',
  'validation.kyc.residence': 'Choose your country of residence',
  'validation.kyc.phoneRequired': 'Enter your phone number',
  'validation.kyc.phoneFormat': 'Enter the number in international format, e.g. +254712345678',
  'validation.kyc.idType': 'Choose the type of ID',
  'validation.kyc.idNumber': 'Enter the document number',
  'validation.kyc.idNumberChars': 'Letters, digits, spaces and hyphens only',
  'validation.kyc.issuingCountry': 'Choose the issuing country',
  'validation.kyc.expiryRequired': 'Enter the expiry date',
  'validation.kyc.expired': 'This document has expired; use a valid one',
  'validation.kyc.idFile': 'Upload a photo or scan of your ID',
  'validation.kyc.documentDate': 'Enter the date on the document',
  'validation.kyc.futureDate': 'The date cannot be in the future',
  'validation.kyc.addressTooOld': 'Proof of address must be dated within the last 3 months',
  'validation.kyc.addressFile': 'Upload your proof of address',
  'validation.kyc.sourceOfFunds': 'Choose where your funds come from',
  'validation.kyc.describeFundsMin': 'Describe your source of funds in at least 20 characters',
  'validation.kyc.describeFunds': 'Describe your source of funds',
  'validation.kyc.volumeRequired': 'Enter the monthly volume you expect',
  'validation.kyc.volumeWhole': 'Enter a whole number of US dollars',
  'validation.kyc.fundsFile': 'Upload a document supporting your source of funds',
  // Developer forms: API keys and webhook endpoints (issue 20, wave 5).
  'validation.developer.textTooLong': 'At most 2,000 characters',
  'validation.developer.notIp': '“{value}” is not an IP address or range',
  'validation.developer.tooManyIps': 'At most 20 addresses or ranges',
  'validation.developer.nameMin': 'Name must be at least 2 characters',
  'validation.developer.mode': 'Choose live or test',
  'validation.developer.unknownScope': 'Unknown scope',
  'validation.developer.scopeRequired': 'Choose at least one scope',
  'validation.developer.expiry': 'Choose when the key expires',
  'validation.developer.urlRequired': 'Enter the URL of your receiver',
  'validation.developer.urlInvalid':
    'Enter a full http(s) URL, like https://example.com/webhooks/mizani',
  'validation.developer.unknownEvent': 'Unknown event',
  'validation.developer.eventRequired': 'Choose at least one event',
  'validation.developer.nothingToChange': 'Send at least one field to change',
  // Business accounts and business verification (KYB) forms (issue 20, wave 5).
  'validation.business.role': 'Choose a role',
  'validation.business.legalName': 'Enter the registered name of the business',
  'validation.business.registrationNumber': 'Enter the registration number',
  'validation.business.registrationChars': 'Letters, digits, spaces, dots, slashes and hyphens',
  'validation.business.country': 'Choose the country of registration',
  'validation.business.address': 'Enter the registered address',
  'validation.business.city': 'Enter the city',
  'validation.business.onOff': 'Choose on or off',
  'validation.business.usdRequired': 'Enter an amount in USD',
  'validation.business.usdFormat': 'Enter an amount in USD with at most 2 decimals',
  'validation.business.operation': 'Choose withdrawals or conversions',
  'validation.business.approversRequired': 'Enter the number of approvers',
  'validation.business.wholeNumber': 'Whole numbers only',
  'validation.business.approversMin': 'At least 1 approver',
  'validation.business.duplicateThreshold': 'This threshold is already set for this operation',
  'validation.business.decision': 'Choose approve or reject',
  'validation.business.rejectReason': 'Say why you reject it (at least 3 characters)',
  'validation.business.freshQuote': 'Get a fresh quote first',
  'validation.business.personNameAsOnId': 'Enter the full legal name as on their ID',
  'validation.business.personName': 'Enter the full legal name',
  'validation.business.personRole': 'Choose their role',
  'validation.business.shareRequired': 'Enter the share held (0 if none)',
  'validation.business.shareFormat': 'Enter a percentage such as 30 or 12.5',
  'validation.business.shareMax': 'At most 100%',
  'validation.business.personDob': 'Enter their date of birth',
  'validation.business.personAge': 'Directors and owners must be 18 or older',
  'validation.business.personNationality': 'Choose their nationality',
  'validation.business.ownerShareLow': 'A beneficial owner holds more than 25%',
  'validation.business.directorShareHigh': 'Over 25%: they are a beneficial owner too',
  'validation.business.incorporationDate': 'Enter the date of incorporation',
  'validation.business.nature': 'Describe what the business does',
  'validation.business.certificateFile': 'Upload the certificate of incorporation',
  'validation.business.people': 'List the directors and beneficial owners',
  'validation.business.declaration': 'Confirm that nobody else owns or controls more than 25%',
  'validation.business.director': 'List at least one director',
  'validation.business.sharesOverTotal': 'The shares listed add up to more than 100%',
  'validation.business.approversMax': 'At most {max} approvers',
  'validation.business.rulesMax': 'At most {max} rules',
  'validation.business.peopleMax': 'At most {max} people',
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
  'validation.wallet.iban': 'Enter a valid IBAN: check its length and its check digits',
  'validation.wallet.ibanCountry':
    'This IBAN is not from {country}: enter the payee’s account in {country}',
  'validation.wallet.bic': 'Enter a valid SWIFT/BIC code (8 or 11 letters and digits)',
  'validation.wallet.bicCountry': 'This SWIFT/BIC code is not of a bank in {country}',
  'validation.wallet.phone': 'Enter a {country} mobile number like {hint}',
  'validation.wallet.network': 'Choose a mobile-money network in {country}',
  'validation.wallet.noMobileMoney': 'Mobile money is not offered in {country}: add a bank account',
  'validation.wallet.beneficiary': 'Choose a beneficiary',
  // The wallet's balance chart (issue 39).
  'validation.insights.range': 'Choose 1M, 3M, 6M or 1Y',
  'validation.rails.wholeUnits': 'Mobile money takes whole amounts: enter the amount without cents',
  'validation.orders.sameCurrency': 'Choose two different currencies',
  'validation.orders.quoteFirst': 'Get a quote first',
  'validation.orders.idempotencyKey': 'Invalid idempotency key',
  'validation.treasury.rateRequired': 'Rate is required',
  'validation.treasury.rateFormat': 'Rate must be a positive number',
  'validation.treasury.frequency': 'Choose weekly or monthly',
  'validation.treasury.day': 'Choose a day from 1 to 28',
  'validation.treasury.weekday': 'Choose a weekday from 1 (Monday) to 7 (Sunday)',
  'validation.send.tolerance': 'Choose a tolerance from 0.1 to 20 %',
  'validation.treasury.validUntil': 'Choose a date from today to 365 days ahead',
  'validation.forwards.valueDate': 'Choose a value date from tomorrow to 12 months ahead',
  'validation.forwards.interest': 'Enter a yearly rate in percent, from -5 to 100',
  'validation.forwards.dayCount': 'Choose 360 or 365 days',
  'validation.forwards.drawdown': 'Enter at most what is left to settle',
  'validation.alerts.targetRequired': 'Target rate is required',
  'validation.alerts.targetFormat': 'Target rate must be a positive number',
  'validation.alerts.targetPositive': 'Target rate must be greater than 0',
  'validation.alerts.pair': 'Choose a currency pair',
  'validation.alerts.direction': 'Choose a direction',
  'validation.alerts.channel': 'Choose at least one channel',
  'validation.funding.method': 'Choose a method',
  'validation.funding.reason': 'Give a reason of at least 3 characters',
  'validation.stablecoin.asset': 'Choose USDC or USDT',
  'validation.stablecoin.network': 'Choose a network',
  'validation.stablecoin.convertTo': 'Choose a currency other than USD',
  'validation.stablecoin.keepStablecoin': 'Choose whether to keep deposits as USDC or USDT',
  'validation.stablecoin.keepOrConvert': 'Keep the stablecoin or convert it, not both',
  'validation.stablecoin.payFrom': 'Pay from your USD wallet or from the same stablecoin',
  'validation.stablecoin.address': 'Enter an address: 0x followed by 40 hexadecimal characters',
  'validation.stablecoin.travelRequired': 'Required for transfers of this size (travel rule)',
  'validation.stablecoin.decision': 'Choose approve or reject',
  // Admin reviews, business access and incidents (issue 20, wave 6).
  'validation.verification.decision': 'Choose a decision',
  'validation.verification.checksAll': 'Tick every check before approving',
  'validation.verification.rejectReason':
    'Give the reason for the rejection (at least {min} characters)',
  'validation.verification.moreInfo': 'Tell the client what is needed (at least {min} characters)',
  'validation.business.reasonRequired': 'Give the reason',
  'validation.business.reasonShort': 'Give the reason (at least {min} characters)',
  'validation.status.component': 'Choose a component',
  'validation.status.components': 'Choose the affected components',
  'validation.status.componentsMin': 'Choose at least one affected component',
  'validation.status.impact': 'Choose the impact',
  'validation.status.changeOne': 'Change at least one field',
  'validation.status.titleTooShort': 'Title must be at least {min} characters',
  'validation.status.titleTooLong': 'Title must be at most {max} characters',
  // A bulk payout's line (services/bulk-payouts/validate.ts), shown beside the line.
  'validation.bulk.method': 'Write mobile_money or bank',
  'validation.bulk.currencyMissing': 'Write the currency',
  'validation.bulk.currencyUnsupported': 'We do not pay out in {currency}',
  'validation.bulk.ibanOrAccount': 'Give the IBAN or the account number, not both',
  'validation.bulk.amountMissing': 'Write the amount',
  'validation.bulk.amountFormat':
    'Write the amount as digits with a dot for decimals, e.g. 1500.50',
  'validation.bulk.amountPositive': 'The amount must be more than zero',
  'validation.bulk.amountDecimals': '{currency} has at most {places} decimals',
  'validation.bulk.mobileCurrency': 'Mobile money in {country} is paid in {currency}',
  'validation.bulk.mpesaWhole': 'M-Pesa pays whole shillings, at least KES 10',
  'validation.bulk.referenceLong': 'At most 140 characters',
  'validation.bulk.sanctions':
    'We cannot pay this payee: the name matches an entry of a sanctions list. Our compliance team reviews every such case.',
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
