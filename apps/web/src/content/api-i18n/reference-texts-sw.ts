// The OpenAPI document's prose in Swahili, keyed by its English text: what
// /services/api/reference shows in place of each (content/api-translation.ts). Plain data, so
// apps/server/test/api-reference-languages.test.ts checks it against the document the server serves.
export const REFERENCE_TEXTS_SW: Record<string, string> = {
  // Operations
  'Live bid, ask and mid rates of every active pair':
    'Viwango vya moja kwa moja vya kununua, kuuza na vya kati vya kila jozi inayotumika',
  "A pair's bid, ask and mid over 1D, 1W, 1M or 1Y (pair as USD-KES or its id)":
    'Viwango vya kununua, kuuza na vya kati vya jozi kwa 1D, 1W, 1M au 1Y (jozi kama USD-KES au kitambulisho chake)',
  'A firm quote, valid for a few seconds': 'Bei thabiti, halali kwa sekunde chache',
  'Accept a quote: the conversion fills at its rate or is rejected (422)':
    'Kubali bei: ubadilishaji unatekelezwa kwa kiwango chake au unakataliwa (422)',
  'Your orders, newest first': 'Maagizo yako, mapya kwanza',
  'One of your orders': 'Mojawapo ya maagizo yako',
  'Available and pending balance per currency':
    'Salio linalopatikana na linalosubiri kwa kila sarafu',
  'Every movement of your balances, newest first': 'Kila muamala wa salio lako, mipya kwanza',
  'The months that have a statement (movements), newest first':
    'Miezi yenye taarifa (miamala), mipya kwanza',
  "A month's statement (UTC): per currency the opening balance, every movement with the running balance, the closing balance":
    'Taarifa ya mwezi (UTC): kwa kila sarafu salio la mwanzo, kila muamala pamoja na salio linalofuata, salio la mwisho',
  'Your beneficiaries (bank accounts and mobile money)':
    'Wanufaika wako (akaunti za benki na pesa za simu)',
  'Add a beneficiary': 'Ongeza mnufaika',
  'Your withdrawals, newest first': 'Maombi yako ya kutoa pesa, ya karibuni kwanza',
  'Request a payout to a beneficiary: the amount is held until it is paid or rejected':
    'Omba malipo kwa mnufaika: kiasi kinazuiliwa hadi kilipwe au kikataliwe',
  'Your bulk payouts, newest first (the last 100)':
    'Malipo yako ya pamoja, ya karibuni kwanza (100 ya mwisho)',
  Batches: 'Makundi',
  'Pay up to 5,000 payees from JSON rows or a CSV: every row checked, then submitted once':
    'Lipa hadi wapokeaji 5,000 kutoka safu za JSON au CSV: kila safu hukaguliwa, kisha kundi huwasilishwa mara moja',
  'Reserved and handed to the rails': 'Kimezuiliwa na kukabidhiwa kwa njia za malipo',
  "Over one of the business's withdrawal rules: waits for its approvers":
    'Kinazidi mojawapo ya kanuni za kutoa pesa za biashara: kinasubiri wanaoidhinisha',
  'A row has an error (fields `rows.<n>.<column>`, n from 1); nothing kept':
    'Safu ina kosa (sehemu `rows.<n>.<column>`, n kuanzia 1); hakuna kilichohifadhiwa',
  'More than 5,000 rows, or over 2 MB': 'Zaidi ya safu 5,000, au zaidi ya MB 2',
  'Balance or limits: the batch as a whole cannot be paid':
    'Salio au vikomo: kundi zima haliwezi kulipwa',
  'One of your bulk payouts with its lines and their states':
    'Mojawapo ya malipo yako ya pamoja, pamoja na safu zake na hali zake',
  'The batch and its lines': 'Kundi na safu zake',
  'Your webhook endpoints': 'Anwani zako za kupokea webhook',
  'Add an endpoint; the signing secret is in this answer only':
    'Ongeza anwani ya kupokea; siri ya kutia saini iko katika jibu hili tu',
  'Remove an endpoint (its pending deliveries are dropped)':
    'Ondoa anwani ya kupokea (utumaji wake unaosubiri unaachwa)',
  "An endpoint's latest deliveries with every attempt":
    'Utumaji wa hivi karibuni wa anwani ya kupokea pamoja na kila jaribio',
  'Send a delivered or failed event again': 'Tuma tena tukio lililofika au lililoshindwa',
  'Test keys only: add test money to a sandbox balance (a completed deposit; sends deposit.confirmed to test endpoints)':
    'Funguo za majaribio tu: ongeza pesa za majaribio kwenye salio la majaribio (amana iliyokamilika; hutuma deposit.confirmed kwa anwani za majaribio)',
  'Test keys only: settle a held sandbox withdrawal as paid or rejected (sends withdrawal.paid or withdrawal.rejected to test endpoints)':
    'Funguo za majaribio tu: kamilisha ombi la majaribio la kutoa pesa lililozuiliwa kama limelipwa au limekataliwa (hutuma withdrawal.paid au withdrawal.rejected kwa anwani za majaribio)',
  // Responses
  'The rates': 'Viwango',
  'The history, oldest first': 'Historia, ya zamani kwanza',
  'No such active pair': 'Hakuna jozi kama hiyo inayotumika',
  'The quote': 'Bei',
  'Below the minimum or above your limits (the detail says which)':
    'Chini ya kiwango cha chini au juu ya mipaka yako (maelezo yanasema ipi)',
  Filled: 'Limetekelezwa',
  "A business key over one of the business's approval rules: the conversion waits for approval":
    'Ufunguo wa biashara unaozidi mojawapo ya kanuni zake za idhini: ubadilishaji unasubiri idhini',
  'No such quote of yours (in this mode)': 'Huna bei kama hiyo (katika hali hii)',
  'Rejected: the problem carries the rejected order':
    'Limekataliwa: tatizo lina agizo lililokataliwa',
  'A page of orders': 'Ukurasa wa maagizo',
  'The order': 'Agizo',
  Balances: 'Salio',
  'A page of transactions': 'Ukurasa wa miamala',
  'A page of months': 'Ukurasa wa miezi',
  'The statement (the dashboard CSV and PDF show the same amounts)':
    'Taarifa (CSV na PDF ya dashibodi zinaonyesha viasi vilevile)',
  'A page of beneficiaries': 'Ukurasa wa wanufaika',
  'The beneficiary': 'Mnufaika',
  'A page of withdrawals': 'Ukurasa wa maombi ya kutoa pesa',
  'Requested (pending review)': 'Limeombwa (linasubiri ukaguzi)',
  "A business key over one of the business's approval rules: the withdrawal waits for approval (nothing is held yet)":
    'Ufunguo wa biashara unaozidi mojawapo ya kanuni zake za idhini: ombi la kutoa pesa linasubiri idhini (hakuna kilichozuiliwa bado)',
  'No such beneficiary of yours': 'Huna mnufaika kama huyo',
  'Insufficient balance, below the minimum or above your limits':
    'Salio halitoshi, chini ya kiwango cha chini au juu ya mipaka yako',
  Endpoints: 'Anwani za kupokea',
  'The endpoint and its secret': 'Anwani ya kupokea na siri yake',
  Removed: 'Imeondolewa',
  Deliveries: 'Utumaji',
  Queued: 'Imewekwa foleni',
  Credited: 'Imewekwa kwenye salio',
  'A live key: the sandbox takes test keys only':
    'Ufunguo halisi: mazingira ya majaribio hupokea funguo za majaribio tu',
  'No such sandbox withdrawal of yours': 'Huna ombi la majaribio la kutoa pesa kama hilo',
  'Already settled': 'Tayari limekamilishwa',
  Settled: 'Limekamilishwa',
  // Responses every operation has
  'Invalid input: `errors` names each field': 'Ingizo batili: `errors` inataja kila sehemu',
  'Missing, invalid, revoked or expired key':
    'Ufunguo haupo, ni batili, umebatilishwa au umeisha muda',
  'The key lacks the scope, or the address is not allowed':
    'Ufunguo hauna ruhusa hiyo, au anwani hairuhusiwi',
  'Not found (or not yours)': 'Haikupatikana (au si yako)',
  'Idempotency-Key reused with another request': 'Idempotency-Key imetumika tena kwa ombi jingine',
  'Rate limit reached: retry after Retry-After seconds':
    'Kikomo cha maombi kimefikiwa: jaribu tena baada ya sekunde za Retry-After',
  // Parameters and fields
  'Unique per request (a UUID). A retry with the same key and body gets the same answer (Idempotent-Replayed: true); the same key with another body answers 409. Kept 24 hours.':
    'Ya kipekee kwa kila ombi (UUID). Jaribio jipya lenye ufunguo na maudhui yaleyale hupata jibu lilelile (Idempotent-Replayed: true); ufunguo uleule wenye maudhui mengine hujibiwa 409. Huhifadhiwa saa 24.',
  'The `next` of the previous page': '`next` ya ukurasa uliotangulia',
  'A URI naming the kind of problem': 'URI inayotaja aina ya tatizo',
  'The request id (also in X-Request-Id)': 'Kitambulisho cha ombi (pia kwenye X-Request-Id)',
  'Stable machine-readable code': 'Msimbo thabiti unaosomeka na mashine',
  'Field errors': 'Makosa ya sehemu',
  'RFC 9457 problem details': 'Maelezo ya tatizo ya RFC 9457',
  'A decimal as a string': 'Desimali kama mfuatano wa herufi',
  'ISO 8601 date-time': 'Tarehe na saa ya ISO 8601',
  "A business's request waiting for its approvers (Dashboard › Approvals); a conversion approved there is confirmed at a fresh quote":
    'Ombi la biashara linalosubiri waidhinishaji wake (Dashibodi › Idhini); ubadilishaji ulioidhinishwa hapo unathibitishwa kwa bei mpya',
  'YYYY-MM (a UTC month with movements)': 'YYYY-MM (mwezi wa UTC wenye miamala)',
  'YYYY-MM (a UTC month)': 'YYYY-MM (mwezi wa UTC)',
  'Your limit orders, newest first (the last 200)':
    'Oda zako za kikomo, mpya kwanza (200 za mwisho)',
  'Limit orders': 'Oda za kikomo',
  'Convert at a target rate: the sell amount is held until it fills, closes or expires':
    'Badilisha kwa kiwango lengwa: kiasi cha kuuza kinazuiliwa hadi oda itekelezwe, ifungwe au iishe muda',
  'Open (or already reached)': 'Wazi (au tayari imefikiwa)',
  "A business key over one of the business's conversion rules: waits for approval (held)":
    'Ufunguo wa biashara juu ya kanuni ya ubadilishaji ya biashara: inasubiri idhini (kiasi kimezuiliwa)',
  'Insufficient balance, limits, or no rate for the pair':
    'Salio halitoshi, vikomo, au hakuna kiwango cha jozi hiyo',
  'One of your limit orders': 'Mojawapo ya oda zako za kikomo',
  'The limit order': 'Oda ya kikomo',
  'Cancel an open limit order: the held amount returns to the balance':
    'Ghairi oda ya kikomo iliyo wazi: kiasi kilichozuiliwa kinarudi kwenye salio',
  Cancelled: 'Imeghairiwa',
  'Your recurring conversions with their last runs':
    'Ubadilishaji wako wa kujirudia na utekelezaji wake wa mwisho',
  Plans: 'Mipango',
  'Convert a fixed amount every week or month on a day, at most a maximum rate':
    'Badilisha kiasi kisichobadilika kila wiki au kila mwezi siku fulani, kwa kiwango kisichozidi kiwango cha juu',
  Active: 'Inatumika',
  'Waits for the business’s approvers': 'Inasubiri waidhinishaji wa biashara',
  'One recurring conversion and its last runs (skipped ones say why)':
    'Ubadilishaji mmoja wa kujirudia na utekelezaji wake wa mwisho (ulioruka unasema kwa nini)',
  'The plan': 'Mpango',
  'Pause a recurring conversion': 'Sitisha ubadilishaji wa kujirudia',
  'Resume a paused recurring conversion from its next day':
    'Endeleza ubadilishaji wa kujirudia uliositishwa kuanzia siku yake inayofuata',
  'Cancel a recurring conversion (final)': 'Ghairi ubadilishaji wa kujirudia (wa mwisho)',
  'YYYY-MM-DD when the month is still in progress: `closing` is then the balance as of that day':
    'YYYY-MM-DD mwezi ukiwa bado unaendelea: `closing` basi ni salio la siku hiyo',
  'The running balance after this movement': 'Salio linalofuata baada ya muamala huu',
  'The mode of the key that added it': 'Hali ya ufunguo ulioiongeza',
  // Forward contracts (issue 41 item 3)
  'Your forward contracts, newest first (the last 200)':
    'Mikataba yako ya baadaye, ya karibuni kwanza (200 ya mwisho)',
  'Forward contracts': 'Mikataba ya baadaye',
  'The forward rate and margin for a value date, without booking':
    'Kiwango cha baadaye na dhamana kwa tarehe ya malipo, bila kuweka',
  'The forward quote': 'Bei ya baadaye',
  'No rate or interest rate for a currency, or over your limits':
    'Hakuna kiwango au riba kwa sarafu, au zaidi ya mipaka yako',
  'Book a forward contract: the margin is held from the balance until settlement':
    'Weka mkataba wa baadaye: dhamana inashikiliwa kutoka salio hadi malipo',
  Open: 'Wazi',
  'Over the four-eyes setting or a business rule: waits for approval (held)':
    'Zaidi ya kiwango cha macho manne au kanuni ya biashara: inasubiri idhini (imeshikiliwa)',
  'Insufficient balance for the margin, limits, or no rate':
    'Salio halitoshi kwa dhamana, mipaka, au hakuna kiwango',
  'One of your forward contracts with its valuation and timeline':
    'Mmoja wa mikataba yako ya baadaye, na tathmini na historia yake',
  'The forward contract': 'Mkataba wa baadaye',
  'No such forward contract of yours': 'Hakuna mkataba wa baadaye kama huo wako',
  'Settle early at the contract rate: all that is left, or `amount` of it':
    'Lipa mapema kwa kiwango cha mkataba: yote yaliyobaki, au `amount` yake',
  'No longer open (settled or closed)': 'Haujafunguliwa tena (umelipwa au umefungwa)',
  'Insufficient balance': 'Salio halitoshi',
  'Answer a margin call: the amount asked is held as more margin':
    'Jibu wito wa dhamana: kiasi kinachoombwa kinashikiliwa kama dhamana zaidi',
  'No margin call to answer': 'Hakuna wito wa dhamana wa kujibu',
  'Withdraw a contract still waiting for approval: its margin returns':
    'Ondoa mkataba unaosubiri idhini: dhamana yake inarudi',
  'Not waiting for approval': 'Hausubiri idhini',
  'Left to settle after early drawdowns': 'Kilichobaki kulipwa baada ya malipo ya mapema',
  'Buy per one sell, fixed at booking':
    'Kiasi kinachonunuliwa kwa kimoja kinachouzwa, kimewekwa wakati wa kuweka',
  'Margin held now, in the sell currency': 'Dhamana inayoshikiliwa sasa, kwa sarafu inayouzwa',
  'Latest daily valuation: gain (+) or loss (−) in the sell currency':
    'Tathmini ya kila siku ya mwisho: faida (+) au hasara (−) kwa sarafu inayouzwa',
  'Sell sellAmount for buyAmount at forwardRate on valueDate; the margin is held until then':
    'Uza sellAmount kwa buyAmount kwa forwardRate tarehe valueDate; dhamana inashikiliwa hadi wakati huo',
  'What booking would give; nothing is booked': 'Kile ambacho kuweka kungetoa; hakuna kilichowekwa',
  'A forward contract was booked (its margin held)':
    'Mkataba wa baadaye umewekwa (dhamana yake imeshikiliwa)',
  'Part of a forward contract was settled early': 'Sehemu ya mkataba wa baadaye imelipwa mapema',
  'A forward contract’s loss passed the margin call threshold':
    'Hasara ya mkataba wa baadaye imepita kiwango cha wito wa dhamana',
  'A forward contract settled (margin released)':
    'Mkataba wa baadaye umelipwa (dhamana imeachiliwa)',
  'A forward contract was closed out after an unanswered margin call':
    'Mkataba wa baadaye umefungwa baada ya wito wa dhamana usiojibiwa',
  'A forward contract was rejected or withdrawn before it opened':
    'Mkataba wa baadaye umekataliwa au kuondolewa kabla ya kufunguliwa',
};
