import { checkLimits, D, type MoneyOperation } from '@mizani/shared';
import { moneyIn } from '../language.ts';
import type { ComplianceProblem, LimitParams, RefusalCatalogue } from './en.ts';

// The API's refusals in Swahili (decision 023; docs/languages.md lists the terms to review).
// A thing not found is a whole sentence per noun: the verb agrees with the noun's class.

const NOT_FOUND: Record<string, string> = {
  Resource: 'Rasilimali haipatikani',
  Account: 'Akaunti haipatikani',
  Alert: 'Tahadhari haipatikani',
  'Limit order': 'Agizo la kiwango lengwa halipatikani',
  'Recurring conversion': 'Ubadilishaji wa kujirudia haupatikani',
  'Forward contract': 'Mkataba wa baadaye haupatikani',
  'API key': 'Ufunguo wa API haupatikani',
  Article: 'Makala haipatikani',
  Beneficiary: 'Mnufaika hapatikani',
  Business: 'Biashara haipatikani',
  'Currency pair': 'Jozi ya sarafu haipatikani',
  Delivery: 'Uwasilishaji haupatikani',
  Deposit: 'Amana haipatikani',
  Document: 'Hati haipatikani',
  Incident: 'Tukio halipatikani',
  Invitation: 'Mwaliko haupatikani',
  Job: 'Nafasi ya kazi haipatikani',
  Member: 'Mwanachama hapatikani',
  Notification: 'Arifa haipatikani',
  Order: 'Agizo halipatikani',
  Quote: 'Bei haipatikani',
  'Quote request': 'Ombi la bei halipatikani',
  Request: 'Ombi halipatikani',
  'Screening case': 'Kesi ya uchunguzi haipatikani',
  Submission: 'Maombi ya uthibitishaji hayapatikani',
  User: 'Mtumiaji hapatikani',
  'Webhook endpoint': 'Anwani ya webhook haipatikani',
  Withdrawal: 'Utoaji pesa haupatikani',
};

/** A decided deposit or withdrawal in the funding queue's refusal ("… tayari imekamilika"). */
const DEPOSIT_STATUS: Record<string, string> = {
  completed: 'imekamilika',
  rejected: 'imekataliwa',
};
const WITHDRAWAL_STATUS: Record<string, string> = {
  completed: 'umekamilika',
  rejected: 'umekataliwa',
  cancelled: 'umeghairiwa',
  failed: 'umeshindikana',
};

/** An inbox request's status as the admin area names it (web catalogue admin.requestStatus.*). */
const REQUEST_STATUS: Record<string, string> = {
  new: 'Mpya',
  in_progress: 'Inashughulikiwa',
  closed: 'Imefungwa',
  spam: 'Barua taka',
};

const COMPLIANCE: Record<ComplianceProblem, string> = {
  dailyOverMonthly: 'Kikomo cha kila siku hakiwezi kuzidi kikomo cha kila mwezi',
  tier2BelowTier1: 'Vikomo vya kiwango cha 2 lazima viwe angalau vikomo vya kiwango cha 1',
  minOverDaily: 'Kiwango cha chini hakiwezi kuzidi kikomo cha kila siku cha kiwango cha 1',
};

const REJECTED: Record<string, string> = {
  insufficient_balance: 'Salio halitoshi',
  quote_expired: 'Muda wa bei umeisha',
  quote_used: 'Bei imeshatumika',
  pair_inactive: 'Jozi haitumiki',
};

/** "… ili uweke pesa" (subjunctive) and "utaweza kuweka pesa" (infinitive). */
const VERB: Record<MoneyOperation, [string, string]> = {
  fund: ['uweke pesa kwenye pochi yako', 'kuweka pesa kwenye pochi yako'],
  convert: ['ubadilishe sarafu', 'kubadilisha sarafu'],
  withdraw: ['utoe pesa', 'kutoa pesa'],
};
const BUSINESS_VERB: Record<MoneyOperation, string> = {
  fund: 'kuweka pesa kwenye pochi yake',
  convert: 'kubadilisha sarafu',
  withdraw: 'kutoa pesa',
};

const usd = (v: string | number) => moneyIn('sw', new D(v).toFixed(2), 'USD');

function limit(p: LimitParams): string {
  const r = checkLimits(p);
  if (!r) return '';
  const what = p.op === 'convert' ? 'ubadilishaji' : 'utoaji pesa';
  if (r.code === 'BELOW_MINIMUM')
    return `Kiwango cha chini cha ${what} ni ${usd(p.minimumUsd)} au sawa nacho; huu ni ${usd(p.amountUsd)}`;
  const period = r.period === 'daily' ? 'kila siku' : 'kila mwezi';
  const subject = p.op === 'convert' ? 'Ubadilishaji huu' : 'Utoaji pesa huu';
  return `${subject} ungezidi kikomo chako cha ${period} cha ${usd(r.limitUsd)}; kimebaki ${usd(r.remainingUsd)}`;
}

export const SW: RefusalCatalogue = {
  'common.signIn': () => 'Tafadhali ingia ili uendelee.',
  'common.unavailable': () =>
    'Hatuwezi kufikia mifumo yetu kwa sasa. Tafadhali jaribu tena baada ya muda mfupi.',
  'common.unavailableWrite': () =>
    'Hatuwezi kufikia mifumo yetu kwa sasa. Ombi lako huenda limetekelezwa: kulituma tena kwa Idempotency-Key ileile ni salama.',
  'common.forbidden': () => 'Huna ruhusa ya kufanya hivi.',
  'common.adminOnly': () => 'Huna ruhusa ya kuingia eneo la wasimamizi.',
  'common.rateLimited': () => 'Maombi ni mengi mno. Tafadhali subiri kidogo kisha ujaribu tena.',
  'common.notFound': (p) => NOT_FOUND[p.what] ?? `${p.what} not found`,
  'common.notFoundBare': () => 'Haipatikani',
  'common.idempotencyReused': () =>
    'Ufunguo huu wa kutorudia ombi (idempotency) tayari umetumika kwa ombi tofauti.',
  'money.insufficientBalance': () => 'Salio halitoshi',
  'money.beneficiaryAccount': () =>
    'Maelezo ya benki ya mnufaika huyu si sahihi (IBAN, SWIFT/BIC au nambari ya akaunti): mwongeze tena kwa maelezo sahihi.',
  'money.beneficiaryCurrency': (p) => `Mnufaika huyu hulipwa kwa ${p.currency}`,
  'money.noRate': (p) => `Hakuna kiwango kinachopatikana kwa ${p.sell}/${p.buy}`,
  'money.noRateField': () => 'Hakuna kiwango kwa jozi hii',
  'money.pairInactive': () => 'Jozi hii ya sarafu haitumiki kwa sasa',
  'money.pairInactiveField': () => 'Jozi haitumiki',
  'money.tooSmall': () => 'Kiasi ni kidogo mno kubadilishwa',
  'money.tooSmallField': () => 'Kiasi ni kidogo mno',
  'money.orderRejected': (p) => (p.reason && REJECTED[p.reason]) || 'Agizo limekataliwa',
  'gate.review': () =>
    'Akaunti yako inakaguliwa na kitengo cha uzingatiaji, kwa hiyo miamala ya fedha imesimamishwa kwa muda. Tutakuarifu ukaguzi ukikamilika.',
  'gate.frozen': () =>
    'Akaunti yako imezuiliwa. Tafadhali wasiliana na huduma kwa wateja kupitia compliance@mizani.example.',
  'gate.tier': (p) => {
    if (p.holder === 'business')
      return p.pending
        ? `Uthibitishaji wa biashara unakaguliwa; biashara itaweza ${BUSINESS_VERB[p.op]} ukishaidhinishwa`
        : `Thibitisha biashara ili iweze ${BUSINESS_VERB[p.op]}`;
    return p.pending
      ? `Uthibitishaji wa utambulisho wako unakaguliwa; utaweza ${VERB[p.op][1]} ukishaidhinishwa`
      : `Thibitisha utambulisho wako ili ${VERB[p.op][0]}`;
  },
  'gate.limit': limit,
  'alerts.tooMany': (p) =>
    `Unaweza kuwa na tahadhari ${p.max} tu zinazotumika. Sitisha au futa moja kwanza.`,
  'alerts.choosePair': () => 'Tafadhali kagua fomu: Chagua jozi ya sarafu',
  'alerts.choosePairField': () => 'Chagua jozi ya sarafu',
  'treasury.tooManyOrders': (p) =>
    `Unaweza kuwa na maagizo ${p.max} ya kiwango lengwa yaliyo wazi zaidi. Ghairi moja kwanza.`,
  'treasury.tooManyPlans': (p) =>
    `Unaweza kuwa na ubadilishaji ${p.max} wa kujirudia zaidi. Ghairi mmoja kwanza.`,
  'treasury.notOpen': () =>
    'Agizo hili halipo wazi tena: limetekelezwa, limefungwa au linatekelezwa sasa.',
  'treasury.validUntil': () => 'Chagua tarehe kuanzia leo hadi siku 365 mbele',
  'forwards.valueDate': () => 'Chagua tarehe ya malipo kuanzia kesho hadi miezi 12 ijayo',
  'forwards.noInterest': (p) =>
    `Mikataba ya baadaye kwa ${p.currency} haitolewi sasa (hakuna kiwango cha riba). Wasiliana nasi.`,
  'forwards.tooMany': (p) =>
    `Unaweza kuwa na mikataba ya baadaye isiyozidi ${p.max} inayoendelea. Lipa mmoja kwanza.`,
  'forwards.notOpen': () => 'Mkataba huu wa baadaye haujafunguliwa tena: umelipwa au umefungwa.',
  'forwards.drawdownTooMuch': () => 'Weka kiasi kisichozidi kilichobaki kulipwa',
  'forwards.noMarginCall': () => 'Hakuna wito wa dhamana wa kujibu kwenye mkataba huu.',
  'forwards.notWaiting': () => 'Mkataba huu wa baadaye hausubiri ukaguzi.',
  'business.disabled': () =>
    'Akaunti hii ya biashara imezimwa. Wasiliana na huduma kwa wateja kupitia compliance@mizani.example.',
  'business.duplicate': () =>
    'Biashara yenye nambari hii ya usajili katika nchi hii tayari ina akaunti. Muombe mmoja wa wamiliki wake akualike.',
  'business.needsTwoFactor': () =>
    'Biashara hii inahitaji uthibitishaji wa hatua mbili kwa wanachama wote. Uwashe kwanza kwenye Usalama.',
  'business.noAccess': () => 'Huna ruhusa ya kufikia akaunti hii.',
  'business.roleNotAllowed': () => 'Jukumu lako katika biashara hii haliruhusu hili.',
  'business.lastOwner': () =>
    'Biashara inahitaji angalau mmiliki mmoja. Mfanye mwanachama mwingine kuwa mmiliki kwanza.',
  'business.ownersOnly': () =>
    'Ni mmiliki pekee anayeweza kualika, kubadilisha au kuondoa mmiliki.',
  'business.invitationUsed': () => 'Mwaliko huu tayari umetumika au umeghairiwa.',
  'business.invitationExpired': () => 'Muda wa mwaliko huu umeisha. Omba mwaliko mpya.',
  'business.invitationRevoked': () =>
    'Mwaliko huu haufanyi kazi tena: aliyeutuma haruhusiwi tena kuongeza wanachama wenye jukumu hili. Omba biashara ikutumie mwaliko mpya.',
  'business.invitationOtherEmail': () =>
    'Mwaliko huu ulitumwa kwa anwani nyingine ya barua pepe. Ingia kwa anwani hiyo ili kuukubali.',
  'business.alreadyMemberSelf': () => 'Tayari wewe ni mwanachama wa biashara hii.',
  'business.alreadyMember': () => 'Mtu huyu tayari ni mwanachama.',
  'business.alreadyMemberField': () => 'Mtu huyu tayari ni mwanachama',
  'business.invitationWaiting': () => 'Tayari kuna mwaliko unaosubiri kwa anwani hii.',
  'business.invitationWaitingField': () => 'Tayari kuna mwaliko unaosubiri kwa anwani hii',
  'business.twoFactorFirst': () =>
    'Washa kwanza uthibitishaji wa hatua mbili kwenye akaunti yako mwenyewe (Usalama).',
  'business.selfApproval': () => 'Huwezi kuidhinisha wala kukataa ombi lako mwenyewe.',
  'business.alreadyDecided': () => 'Ombi hili tayari limeamuliwa.',
  'business.alreadyApproved': () => 'Tayari umeidhinisha ombi hili.',
  'business.onlyRequesterCancels': () => 'Ni mwanachama aliyeomba pekee anayeweza kulighairi.',
  'business.onlyRequesterOrApprover': () =>
    'Ni mwanachama aliyeomba au mwidhinishaji pekee anayeweza kulithibitisha.',
  'business.notAwaitingQuote': () => 'Ubadilishaji huu hausubiri bei mpya.',
  'business.freshQuoteFirst': () => 'Pata bei mpya kwanza.',
  'dev.maxKeys': (p) =>
    `Funguo ${p.max} tu zinazotumika zinaruhusiwa; batilisha ule usioutumia tena.`,
  'dev.maxEndpoints': (p) => `Anwani ${p.max} tu za webhook zinaruhusiwa kwa kila akaunti.`,
  'dev.httpsOnly': () => 'URL za webhook lazima zitumie https.',
  'dev.httpsOnlyField': () => 'Tumia URL ya https://',
  'dev.unresolved': () => 'Jina la seva ya webhook halipatikani.',
  'dev.unresolvedField': () => 'Jina hili la seva halipatikani',
  'dev.privateAddress': () => 'URL za webhook lazima zielekeze kwenye anwani ya umma ya intaneti.',
  'dev.privateAddressField': () => 'Anwani za faragha, za loopback na za link-local haziruhusiwi',
  'dev.blockedPort': (p: { port: string }) =>
    `URL za webhook haziwezi kutumia mlango ${p.port}: ni wa itifaki nyingine (barua pepe, DNS, kushiriki faili...) na programu za HTTP huukataa.`,
  'dev.blockedPortField': (p: { port: string }) =>
    `Mlango ${p.port} umezuiwa kwa HTTP: tumia 443, 80 au mlango kati ya 8000 na 65535`,
  'dev.portRange': (p: { port: string }) =>
    `URL za webhook lazima zitumie mlango 443, 80 au mlango kati ya 8000 na 65535, si ${p.port}.`,
  'dev.portRangeField': () => 'Tumia mlango 443, 80 au mlango kati ya 8000 na 65535',
  'kyc.pdfUnreadable': () =>
    'PDF hii haisomeki (imeharibika, au imefungwa kwa nenosiri). Ihifadhi au iskani tena kama PDF, au pakia picha ya hati.',
  'kyc.pdfActive': () =>
    'PDF hii ina skripti au faili zilizoambatishwa, ambazo hatuzikubali. Ichapishe kuwa PDF mpya, au pakia skani au picha ya hati.',
  'profile.sameEmail': () => 'Hii tayari ni anwani yako ya barua pepe.',
  'profile.wrongPassword': () => 'Nenosiri si sahihi.',
  'profile.enterPassword': () => 'Weka nenosiri lako.',
  'profile.signInAgain': () => 'Kwa usalama wako, ingia tena kabla ya kubadilisha hili.',
  'profile.wrongCode': () => 'Msimbo si sahihi au muda wake umeisha.',
  'security.stepUp': () =>
    'Kwa usalama wako, thibitisha kuwa ni wewe (nenosiri au msimbo wa kuingia) kabla ya mabadiliko haya.',
  'profile.phoneFirst': () => 'Ongeza na uthibitishe nambari ya simu kwanza.',
  'profile.noPhone': () => 'Hakuna nambari ya simu ya kuondoa.',
  'profile.smsOnFirst': () => 'Zima misimbo ya ujumbe mfupi kabla ya kuondoa nambari yako.',
  'kyc.alreadyVerified': (p) => `Tayari umethibitishwa katika Daraja ${p.tier}`,
  'kyc.tierOneFirst': () => 'Kamilisha Daraja 1 (uthibitishaji wa utambulisho) kwanza',
  'kyc.inReview': () => 'Uthibitishaji wako tayari unakaguliwa. Tutakuarifu uamuzi utakapofanywa.',
  'kyc.uploadAgain': () => 'Tafadhali kagua fomu: pakia hati tena',
  'kyc.uploadAgainField': () => 'Pakia hati tena',
  'kyc.notAFile': () =>
    'Pakia faili ya PDF, JPEG au PNG. Faili hii si mojawapo, bila kujali jina lake.',
  'kyc.damaged': () => 'Faili hii imeharibika. Iskani au ipige picha tena.',
  'kyc.tooManyUploads': (p) =>
    `Una faili ${p.max} zinazosubiri. Ondoa baadhi au uziwasilishe kwanza.`,
  'kyc.chooseKind': () => 'Tafadhali kagua fomu: chagua aina ya hati',
  'kyc.chooseKindField': () => 'Chagua aina ya hati',
  'kyc.emptyFile': () => 'Tafadhali kagua fomu: faili haina kitu',
  'kyc.emptyFileField': () => 'Faili haina kitu',
  'kyc.businessVerified': () => 'Biashara hii tayari imethibitishwa',
  'kyc.businessInReview': () =>
    'Uthibitishaji wa biashara tayari unakaguliwa. Tutakuarifu uamuzi utakapofanywa.',
  'admin.invalidCursor': () => 'Tafadhali kagua fomu: kiashiria cha ukurasa si sahihi',
  'admin.invalidCursorField': () => 'Kiashiria si sahihi',
  'admin.submissionNotWaiting': () => 'Maombi haya hayasubiri ukaguzi',
  'admin.submissionDecided': () => 'Maombi haya tayari yameamuliwa',
  'admin.screeningFirst': () => 'Amua kwanza kesi ya uchunguzi iliyo wazi ya mteja huyu',
  'admin.secondApprover': () => 'Msimamizi wa pili lazima aidhinishe maombi ya kiwango cha 2',
  'chain.convertNeedsApproval': (p) =>
    `Imehifadhiwa kwa USD: kanuni za biashara hii zinahitaji idhini ${p.approvals} kubadilisha kiasi hiki. Kibadilishe kutoka kwenye pochi; ombi litasubiri kwenye Idhini.`,
  'transfer.noAccountHolder': () =>
    'Namba hii haina akaunti ya pesa kwa simu. Hakikisha namba na mtu unayemlipa.',
  'chain.unavailable': () => 'Amana za stablecoin hazipatikani kwa sasa.',
  'chain.notAccepted': () => 'Rasilimali hii haikubaliwi kwenye mtandao huu.',
  'transfer.payInWaiting': () =>
    'Ombi la malipo la uhamisho huu tayari linasubiri kwenye simu yako.',
  'transfer.bankPayInWaiting': (p: { reference: string }) =>
    `Uhamisho wa benki kwa uhamisho huu tayari unatarajiwa: ulipe ukitaja kumbukumbu ${p.reference}.`,
  'transfer.stablecoinCurrency': (p: { currency: string }) =>
    `Stablecoin hulipa uhamisho wa USD pekee; huu ni wa ${p.currency}.`,
  'transfer.corridorExists': () => 'Njia ya uhamisho kwa mwelekeo huu tayari ipo',
  'transfer.stablecoinPayInWaiting': () =>
    'Amana ya stablecoin kwa uhamisho huu tayari inatarajiwa kwenye anwani yako ya kuweka.',
  'transfer.notWaitingForPayment': () => 'Uhamisho huu haukusubiri tena malipo.',
  'transfer.railCurrency': (p: { rail: string; currency: string }) =>
    `${p.rail} haiwezi kulipa kwa ${p.currency}.`,
  'transfer.corridorMethod': () => 'Njia hii ya uhamisho hailipi kwa namna hiyo',
  'transfer.noCorridorRate': () => 'Hakuna kiwango kilichochapishwa kwa njia hii kwa sasa',
  'transfer.belowCorridorMin': (p: { amount: string }) =>
    `Uhamisho mdogo zaidi kwenye njia hii ni ${p.amount}`,
  'transfer.aboveCorridorMax': (p: { amount: string }) =>
    `Uhamisho mkubwa zaidi kwenye njia hii ni ${p.amount}`,
  'transfer.corridorMonthly': (p: { limit: string; left: string }) =>
    `Hii ingezidi kikomo chako cha mwezi kwenye njia hii (${p.limit}); zimebaki ${p.left} mwezi huu`,
  'transfer.mobilePayee': () => 'Chagua mpokeaji wa pesa kwa simu kwa uhamisho huu',
  'transfer.bankPayee': () => 'Chagua mpokeaji wa benki kwa uhamisho huu',
  'transfer.payeeCorridor': (p: { currency: string; country: string }) =>
    `Chagua mpokeaji anayelipwa kwa ${p.currency} nchini ${p.country}`,
  'transfer.clientWallet': () => 'Kutuma kwa mteja mwingine hulipa pochi yake ya Mizani',
  'transfer.noSuchClient': () => 'Hakuna mteja wa Mizani anayetumia barua pepe au namba hii',
  'transfer.toYourself': () => 'Huwezi kujitumia pesa mwenyewe',
  'transfer.recipientRefused': () =>
    'Hatuwezi kutuma pesa kwa mpokeaji huyu. Timu yetu ya uzingatiaji hukagua kila kesi kama hii na itawasiliana nawe ikihitajika.',
  'transfer.runNotWaiting': () => 'Awamu hii haikusubiri tena',
  'transfer.scheduleCancelled': () => 'Uhamisho huu wa kujirudia ulighairiwa',
  'transfer.scheduleAlready': (p: { status: 'active' | 'paused' }) =>
    `Uhamisho huu wa kujirudia tayari ${p.status === 'active' ? 'unaendelea' : 'umesitishwa'}`,
  'transfer.keyReused': () => 'Ufunguo huu wa idempotency ulitumika kwa uhamisho mwingine',
  'transfer.priceExpired': () =>
    'Bei ya uhamisho huu imeisha muda. Kagua bei mpya na uthibitishe tena.',
  'transfer.cancelled': () => 'Uhamisho huu ulighairiwa. Anza mpya.',
  'transfer.payoutStarted': () => 'Malipo yameanza, kwa hiyo uhamisho huu hauwezi kughairiwa tena.',
  'transfer.checkNumber': () => 'Hakikisha namba',
  'chain.payoutsUnavailable': () => 'Malipo ya stablecoin hayapatikani kwa sasa.',
  'chain.overPayoutMax': (p: { max: string }) =>
    `Malipo moja ya stablecoin yanaweza kutuma hadi USD ${p.max}.`,
  'chain.overPayoutDaily': (p: { max: string; left: string }) =>
    `Inazidi kikomo cha kila siku cha malipo ya stablecoin cha USD ${p.max} (zimebaki USD ${p.left} leo).`,
  'chain.travelRuleRequired': () =>
    'Taarifa za mtumaji na mpokeaji zinahitajika kwa uhamisho wa kiasi hiki (kanuni ya usafiri).',
  'chain.ownAddress': () =>
    'Hii ni anwani ya Mizani. Tuma kwenye pochi ya nje; kati ya akaunti za Mizani, tumia Tuma pesa.',
  'chain.payoutDecided': (p: { status: string }) => `Malipo haya tayari ni ${p.status}.`,
  'chain.secondPerson': () => 'Msimamizi mwingine, si aliyeyaomba, lazima aidhinishe malipo haya.',
  'admin.fundingDecided': (p) =>
    p.kind === 'deposit'
      ? `Amana hii tayari ${DEPOSIT_STATUS[p.status] ?? `ina hali: ${p.status}`}.`
      : `Utoaji pesa huu tayari ${WITHDRAWAL_STATUS[p.status] ?? `una hali: ${p.status}`}.`,
  'admin.caseDecided': () => 'Kesi hii tayari imeamuliwa',
  'admin.lastAdminRole': () =>
    'Lazima abaki angalau msimamizi mmoja, kwa hiyo jukumu hili la msimamizi haliwezi kuondolewa.',
  'admin.disableSelf': () => 'Huwezi kuzima akaunti yako mwenyewe.',
  'admin.lastAdminDisable': () =>
    'Lazima abaki angalau msimamizi mmoja, kwa hiyo akaunti hii haiwezi kuzimwa.',
  'admin.dailyBelowMinute': () =>
    'Tafadhali kagua fomu: kikomo cha kila siku lazima kiwe angalau kikomo cha kila dakika',
  'admin.dailyBelowMinuteField': () => 'Lazima kiwe angalau kikomo cha kila dakika',
  'admin.compliance': (p) => `Tafadhali kagua fomu: ${COMPLIANCE[p.problem]}`,
  'admin.complianceField': (p) => COMPLIANCE[p.problem],
  'admin.pairExists': (p) => `Jozi ${p.base}/${p.quote} tayari ipo.`,
  'admin.businessAlreadyDisabled': () => 'Biashara hii tayari imezimwa.',
  'admin.businessNotDisabled': () => 'Biashara hii haijazimwa.',
  'admin.requestMove': (p) =>
    `Ombi lenye hali "${REQUEST_STATUS[p.from] ?? p.from}" haliwezi kuhamishiwa hali "${REQUEST_STATUS[p.to] ?? p.to}".`,
  'admin.requestMoveField': () => 'Hairuhusiwi kutoka hali ya sasa',
  'admin.assignActiveAdmin': () =>
    'Tafadhali kagua fomu: maombi yanaweza kukabidhiwa kwa msimamizi aliye hai tu',
  'admin.assignActiveAdminField': () => 'Chagua msimamizi aliye hai',
  'admin.requestClosed': () => 'Ombi hili limefungwa; lifungue tena kabla ya kutuma bei.',
  'admin.slugTaken': () => 'Makala nyingine tayari inatumia anwani hii ya wavuti.',
  'admin.slugTakenField': () => 'Makala nyingine tayari inatumia anwani hii ya wavuti',
  'admin.incidentResolved': () => 'Tukio hili limetatuliwa. Fungua tukio jipya badala yake.',
  'jobs.positionNotFound': () => 'Nafasi hii ya kazi haipatikani. Huenda imeondolewa.',
  'jobs.positionClosed': () => 'Nafasi hii ya kazi haipokei tena maombi.',
  'jobs.cvNotPdf': () =>
    'Ambatisha CV yako kama faili la PDF. Faili hili si PDF, hata jina lake likisema hivyo.',
  'jobs.cvEmpty': () => 'Faili hili ni tupu. Chagua CV yako tena.',
  'jobs.cvUploadAgain': () => 'Tafadhali kagua fomu: ambatisha CV yako tena',
  'jobs.cvUploadAgainField': () => 'Ambatisha CV yako tena',
  'status.invalidLink': () =>
    'Kiungo hiki si halali tena. Jisajili tena ili upokee barua pepe mpya ya uthibitisho.',
};
