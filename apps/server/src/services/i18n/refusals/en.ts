import {
  checkLimits,
  COMPLIANCE_PROBLEMS,
  ORDER_REJECT_REASONS,
  REQUEST_STATUS_LABELS,
  tierRefusal,
  type ComplianceProblem,
  type LimitInput,
  type MoneyOperation,
} from '@mizani/shared';

// The API's refusals in English, keyed by a stable id (decision 023). Each entry returns exactly
// the sentence the server answered before refusals were translated: API clients, the developer
// API (/api/v1, always English) and the tests read these words. French and Swahili (fr.ts, sw.ts)
// implement the same ids with the same parameters; amounts arrive as decimal strings.

/** The things a "… not found" refusal names (notFound() in lib/errors.ts), in English. */
export const NOUNS = [
  'Resource',
  'Account',
  'Alert',
  'API key',
  'Article',
  'Beneficiary',
  'Business',
  'Currency pair',
  'Delivery',
  'Deposit',
  'Document',
  'Incident',
  'Invitation',
  'Job',
  'Limit order',
  'Member',
  'Notification',
  'Order',
  'Quote',
  'Quote request',
  'Recurring conversion',
  'Request',
  'Screening case',
  'Submission',
  'User',
  'Webhook endpoint',
  'Withdrawal',
] as const;
export type Noun = (typeof NOUNS)[number];

/** A limit's refusal as the gate computes it (shared checkLimits). */
export type LimitParams = LimitInput;

const limitMessage = (p: LimitParams) => checkLimits(p)?.message ?? '';

export { COMPLIANCE_PROBLEMS, type ComplianceProblem };

export const EN = {
  // Everywhere
  'common.signIn': () => 'Please sign in to continue.',
  // The database could not be reached (issue 42, lib/db-errors.ts): 503 with Retry-After.
  'common.unavailable': () => "We can't reach our systems right now. Please try again in a moment.",
  'common.unavailableWrite': () =>
    "We can't reach our systems right now. Your request may have been applied: retrying it with the same Idempotency-Key is safe.",
  'common.forbidden': () => 'You do not have permission to do this.',
  'common.adminOnly': () => 'You don’t have access to the admin area.',
  'common.rateLimited': () => 'Too many requests. Please wait a moment and try again.',
  'common.notFound': (p: { what: string }) => `${p.what} not found`,
  'common.notFoundBare': () => 'Not found',
  'common.idempotencyReused': () =>
    'This idempotency key was already used with a different request.',
  // Money: balances, orders, withdrawals
  'money.insufficientBalance': () => 'Insufficient balance',
  'money.beneficiaryAccount': () =>
    'This beneficiary’s bank details are not valid (IBAN, SWIFT/BIC or account number): add the payee again with the right details.',
  'money.beneficiaryCurrency': (p: { currency: string }) =>
    `This beneficiary is paid in ${p.currency}`,
  'money.noRate': (p: { sell: string; buy: string }) =>
    `No rate is available for ${p.sell}/${p.buy}`,
  'money.noRateField': () => 'No rate for this pair',
  'money.pairInactive': () => 'This currency pair is not active',
  'money.pairInactiveField': () => 'Pair inactive',
  'money.tooSmall': () => 'The amount is too small to convert',
  'money.tooSmallField': () => 'Amount too small',
  'money.orderRejected': (p: { reason: keyof typeof ORDER_REJECT_REASONS | null }) =>
    (p.reason && ORDER_REJECT_REASONS[p.reason]) || 'Order rejected',
  // The compliance gate (services/verification/gate.ts)
  'gate.review': () =>
    'Your account is under a compliance review, so money movements are paused. We will notify you when it is complete.',
  'gate.frozen': () =>
    'Your account is restricted. Please contact support at compliance@mizani.example.',
  'gate.tier': (p: { op: MoneyOperation; pending: boolean; holder: 'person' | 'business' }) =>
    tierRefusal(p.op, p.pending, p.holder),
  'gate.limit': limitMessage,
  // Alerts
  'alerts.tooMany': (p: { max: number }) =>
    `You can have at most ${p.max} active alerts. Pause or delete one first.`,
  'alerts.choosePair': () => 'Please check the form: Choose a currency pair',
  'alerts.choosePairField': () => 'Choose a currency pair',
  // Treasury (issue 41)
  'treasury.tooManyOrders': (p: { max: number }) =>
    `You can have at most ${p.max} open limit orders. Cancel one first.`,
  'treasury.tooManyPlans': (p: { max: number }) =>
    `You can have at most ${p.max} recurring conversions. Cancel one first.`,
  'treasury.notOpen': () =>
    'This instruction is no longer open: it has filled, closed or is being executed.',
  'treasury.validUntil': () => 'Choose a date from today to 365 days ahead',
  'forwards.valueDate': () => 'Choose a value date from tomorrow to 12 months ahead',
  'forwards.noInterest': (p: { currency: string }) =>
    `Forward contracts in ${p.currency} are not offered now (no interest rate is set). Contact us.`,
  'forwards.tooMany': (p: { max: number }) =>
    `You can have at most ${p.max} forward contracts in progress. Settle one first.`,
  'forwards.notOpen': () => 'This forward contract is no longer open: it has settled or closed.',
  'forwards.drawdownTooMuch': () => 'Enter at most what is left to settle',
  'forwards.noMarginCall': () => 'There is no margin call to answer on this contract.',
  'forwards.notWaiting': () => 'This forward contract is not waiting for a review.',
  // Business accounts: membership, invitations, approvals
  'business.disabled': () =>
    'This business account is disabled. Contact support at compliance@mizani.example.',
  'business.duplicate': () =>
    'A business with this registration number in this country already has an account. Ask one of its owners to invite you.',
  'business.needsTwoFactor': () =>
    'This business requires two-factor sign-in for all members. Turn it on in Security first.',
  'business.noAccess': () => 'You do not have access to this account.',
  'business.roleNotAllowed': () => 'Your role in this business does not allow this.',
  'business.lastOwner': () =>
    'A business needs at least one owner. Make another member an owner first.',
  'business.ownersOnly': () => 'Only an owner can invite, change or remove an owner.',
  'business.invitationUsed': () => 'This invitation has already been used or cancelled.',
  'business.invitationExpired': () => 'This invitation has expired. Ask for a new one.',
  'business.invitationRevoked': () =>
    'This invitation no longer works: the person who sent it is no longer allowed to add members with this role. Ask the business for a new invitation.',
  'business.invitationOtherEmail': () =>
    'This invitation was sent to another email address. Sign in with that address to accept it.',
  'business.alreadyMemberSelf': () => 'You are already a member of this business.',
  'business.alreadyMember': () => 'This person is already a member.',
  'business.alreadyMemberField': () => 'This person is already a member',
  'business.invitationWaiting': () => 'An invitation to this address is already waiting.',
  'business.invitationWaitingField': () => 'An invitation to this address is already waiting',
  'business.twoFactorFirst': () =>
    'Turn on two-factor sign-in for your own account first (Security).',
  'business.selfApproval': () => 'You cannot approve or reject your own request.',
  'business.alreadyDecided': () => 'This request has already been decided.',
  'business.alreadyApproved': () => 'You have already approved this request.',
  'business.onlyRequesterCancels': () => 'Only the member who asked can cancel it.',
  'business.onlyRequesterOrApprover': () =>
    'Only the member who asked or an approver can confirm it.',
  'business.notAwaitingQuote': () => 'This conversion is not waiting for a fresh quote.',
  'business.freshQuoteFirst': () => 'Get a fresh quote first.',
  // Developer keys and webhooks (the dashboard's Developers tab)
  'dev.maxKeys': (p: { max: number }) =>
    `At most ${p.max} active keys; revoke one you no longer use.`,
  'dev.maxEndpoints': (p: { max: number }) => `At most ${p.max} webhook endpoints per account.`,
  'dev.httpsOnly': () => 'Webhook URLs must use https.',
  'dev.httpsOnlyField': () => 'Use an https:// URL',
  'dev.unresolved': () => 'The webhook host does not resolve.',
  'dev.unresolvedField': () => 'This host name does not resolve',
  'dev.privateAddress': () => 'Webhook URLs must point to a public internet address.',
  'dev.privateAddressField': () => 'Private, loopback and link-local addresses are not allowed',
  // Profile and security
  'dev.blockedPort': (p: { port: string }) =>
    `Webhook URLs cannot use port ${p.port}: it belongs to another protocol (mail, DNS, file sharing...) and HTTP clients refuse it.`,
  'dev.blockedPortField': (p: { port: string }) =>
    `Port ${p.port} is blocked for HTTP: use 443, 80 or a port from 8000 to 65535`,
  'dev.portRange': (p: { port: string }) =>
    `Webhook URLs must use port 443, 80 or a port from 8000 to 65535, not ${p.port}.`,
  'dev.portRangeField': () => 'Use port 443, 80 or a port from 8000 to 65535',
  'kyc.pdfUnreadable': () =>
    'This PDF could not be read (it is damaged, or protected by a password). Save or scan it again as a PDF, or upload a photo of the document.',
  'kyc.pdfActive': () =>
    'This PDF contains scripts or attached files, which we do not accept. Print it to a new PDF, or upload a scan or photo of the document.',
  'profile.sameEmail': () => 'This is already your email address.',
  'profile.wrongPassword': () => 'The password is not correct.',
  'profile.enterPassword': () => 'Enter your password.',
  'profile.signInAgain': () => 'For your security, sign in again before changing this.',
  'profile.wrongCode': () => 'The code is not correct or has expired.',
  'security.stepUp': () =>
    'For your security, confirm it is you (your password or a sign-in code) before this change.',
  'profile.phoneFirst': () => 'Add and verify a mobile number first.',
  'profile.noPhone': () => 'There is no phone number to remove.',
  'profile.smsOnFirst': () => 'Turn off text-message codes before removing your number.',
  // Identity verification (the client's side)
  'kyc.alreadyVerified': (p: { tier: number }) => `You are already verified at tier ${p.tier}`,
  'kyc.tierOneFirst': () => 'Complete tier 1 (identity verification) first',
  'kyc.inReview': () =>
    'Your verification is already being reviewed. We will notify you when it is decided.',
  'kyc.uploadAgain': () => 'Please check the form: upload the document again',
  'kyc.uploadAgainField': () => 'Upload the document again',
  'kyc.notAFile': () =>
    'Upload a PDF, JPEG or PNG file. This file is not one, whatever its name says.',
  'kyc.damaged': () => 'This file is damaged. Scan or photograph it again.',
  'kyc.tooManyUploads': (p: { max: number }) =>
    `You have ${p.max} uploads waiting. Remove some or submit them first.`,
  'kyc.chooseKind': () => 'Please check the form: choose the kind of document',
  'kyc.chooseKindField': () => 'Choose the kind of document',
  'kyc.emptyFile': () => 'Please check the form: the file is empty',
  'kyc.emptyFileField': () => 'The file is empty',
  'kyc.businessVerified': () => 'This business is already verified',
  'kyc.businessInReview': () =>
    'The business verification is already being reviewed. We will notify you when it is decided.',
  // The admin area: verification review, funding queue, screening, users, settings, rates desk,
  // business disabling, the status editor; and a public form's old status-subscription link
  'admin.invalidCursor': () => 'Please check the form: the page cursor is invalid',
  'admin.invalidCursorField': () => 'Invalid cursor',
  'admin.submissionNotWaiting': () => 'This submission is not waiting for review',
  'admin.submissionDecided': () => 'This submission has already been decided',
  'admin.screeningFirst': () => 'Decide the open screening case for this client first',
  'admin.secondApprover': () => 'A second admin must approve a tier 2 submission',
  'chain.convertNeedsApproval': (p: { approvals: number }) =>
    `Kept in USD: this business's rules ask for ${p.approvals} ${p.approvals === 1 ? 'approval' : 'approvals'} to convert this amount. Convert it from the wallet; the request waits in Approvals.`,
  'transfer.noAccountHolder': () =>
    'This number has no mobile money account. Check the number with the person you are paying.',
  'chain.unavailable': () => 'Stablecoin deposits are not available at the moment.',
  'chain.notAccepted': () => 'This asset is not accepted on this network.',
  'transfer.payInWaiting': () =>
    'A payment prompt for this transfer is already waiting on your phone.',
  'transfer.bankPayInWaiting': (p: { reference: string }) =>
    `A bank transfer for this transfer is already expected: pay it quoting ${p.reference}.`,
  'transfer.stablecoinCurrency': (p: { currency: string }) =>
    `A stablecoin pays in USD transfers only; this one is in ${p.currency}.`,
  'transfer.corridorExists': () => 'A corridor for this route already exists',
  'transfer.stablecoinPayInWaiting': () =>
    'A stablecoin deposit for this transfer is already expected at your deposit address.',
  'transfer.notWaitingForPayment': () => 'This transfer is no longer waiting to be paid.',
  'transfer.railCurrency': (p: { rail: string; currency: string }) =>
    `${p.rail} cannot pay in ${p.currency}.`,
  'transfer.corridorMethod': () => 'This corridor does not pay out that way',
  'transfer.noCorridorRate': () => 'No rate is published for this corridor right now',
  'transfer.belowCorridorMin': (p: { amount: string }) =>
    `The smallest transfer on this corridor is ${p.amount}`,
  'transfer.aboveCorridorMax': (p: { amount: string }) =>
    `The largest transfer on this corridor is ${p.amount}`,
  'transfer.corridorMonthly': (p: { limit: string; left: string }) =>
    `This would pass your monthly limit on this corridor (${p.limit}); ${p.left} is left this month`,
  'transfer.mobilePayee': () => 'Choose a mobile-money payee for this transfer',
  'transfer.bankPayee': () => 'Choose a bank payee for this transfer',
  'transfer.payeeCorridor': (p: { currency: string; country: string }) =>
    `Choose a payee paid in ${p.currency} in ${p.country}`,
  'transfer.clientWallet': () => 'Sending to another client pays their Mizani wallet',
  'transfer.noSuchClient': () => 'No Mizani client uses this email or phone number',
  'transfer.toYourself': () => 'You cannot send money to yourself',
  'transfer.recipientRefused': () =>
    'We cannot send money to this recipient. Our compliance team reviews every such case and will contact you if more is needed.',
  'transfer.runNotWaiting': () => 'This run is no longer waiting for you',
  'transfer.scheduleCancelled': () => 'This recurring transfer was cancelled',
  'transfer.scheduleAlready': (p: { status: 'active' | 'paused' }) =>
    `This recurring transfer is already ${p.status}`,
  'transfer.keyReused': () => 'This idempotency key was used for another transfer',
  'transfer.priceExpired': () =>
    'The price of this transfer has expired. Review the new price and confirm again.',
  'transfer.cancelled': () => 'This transfer was cancelled. Start a new one.',
  'transfer.payoutStarted': () =>
    'The payout has started, so this transfer can no longer be cancelled.',
  'transfer.checkNumber': () => 'Check the number',
  'chain.payoutsUnavailable': () => 'Stablecoin payouts are not available at the moment.',
  'chain.overPayoutMax': (p: { max: string }) =>
    `One stablecoin payout can send at most USD ${p.max}.`,
  'chain.overPayoutDaily': (p: { max: string; left: string }) =>
    `Over the daily stablecoin payout limit of USD ${p.max} (USD ${p.left} left today).`,
  'chain.travelRuleRequired': () =>
    'Originator and beneficiary information is required for transfers of this size (travel rule).',
  'chain.ownAddress': () =>
    'This is a Mizani address. Send to an outside wallet; to move money between Mizani accounts, use Send money.',
  'chain.payoutDecided': (p: { status: string }) => `This payout is already ${p.status}.`,
  'chain.secondPerson': () =>
    'Another admin, not the person who asked for it, must approve this payout.',
  'admin.fundingDecided': (p: { kind: 'deposit' | 'withdrawal'; status: string }) =>
    `This ${p.kind} is already ${p.status}.`,
  'admin.caseDecided': () => 'This case has already been decided',
  'admin.lastAdminRole': () =>
    'At least one admin must remain, so this admin role cannot be removed.',
  'admin.disableSelf': () => 'You cannot disable your own account.',
  'admin.lastAdminDisable': () =>
    'At least one admin must remain, so this account cannot be disabled.',
  'admin.dailyBelowMinute': () =>
    'Please check the form: the daily limit must be at least the per-minute limit',
  'admin.dailyBelowMinuteField': () => 'Must be at least the per-minute limit',
  'admin.compliance': (p: { problem: ComplianceProblem }) =>
    `Please check the form: ${COMPLIANCE_PROBLEMS[p.problem]}`,
  'admin.complianceField': (p: { problem: ComplianceProblem }) => COMPLIANCE_PROBLEMS[p.problem],
  'admin.pairExists': (p: { base: string; quote: string }) =>
    `The pair ${p.base}/${p.quote} already exists.`,
  'admin.businessAlreadyDisabled': () => 'This business is already disabled.',
  'admin.businessNotDisabled': () => 'This business is not disabled.',
  'admin.requestMove': (p: { from: string; to: string }) =>
    `A ${REQUEST_STATUS_LABELS[p.from as keyof typeof REQUEST_STATUS_LABELS] ?? p.from} request cannot move to ${REQUEST_STATUS_LABELS[p.to as keyof typeof REQUEST_STATUS_LABELS]}.`,
  'admin.requestMoveField': () => 'Not allowed from the current status',
  'admin.assignActiveAdmin': () =>
    'Please check the form: requests can only be assigned to an active admin',
  'admin.assignActiveAdminField': () => 'Choose an active admin',
  'admin.requestClosed': () => 'This request is closed; reopen it before sending a quote.',
  'admin.slugTaken': () => 'Another article already uses this web address.',
  'admin.slugTakenField': () => 'Another article already uses this web address',
  'admin.incidentResolved': () => 'This incident is resolved. Open a new incident instead.',
  'jobs.positionNotFound': () => 'This position could not be found. It may have been removed.',
  'jobs.positionClosed': () => 'This position is no longer open for applications.',
  'jobs.cvNotPdf': () =>
    'Attach your CV as a PDF file. This file is not one, whatever its name says.',
  'jobs.cvEmpty': () => 'This file is empty. Choose your CV again.',
  'jobs.cvUploadAgain': () => 'Please check the form: attach your CV again',
  'jobs.cvUploadAgainField': () => 'Attach your CV again',
  'status.invalidLink': () =>
    'This link is no longer valid. Subscribe again to receive a new confirmation email.',
};

export type RefusalId = keyof typeof EN;
export type RefusalParams<K extends RefusalId> = Parameters<(typeof EN)[K]>[0];
/** A language's refusals: every English id, with the same parameters. */
export type RefusalCatalogue = { [K in RefusalId]: (p: RefusalParams<K>) => string };
