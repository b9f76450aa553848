// The OpenAPI document's prose in French, keyed by its English text: what
// /services/api/reference shows in place of each (content/api-translation.ts). Plain data, so
// apps/server/test/api-reference-languages.test.ts checks it against the document the server serves.
export const REFERENCE_TEXTS_FR: Record<string, string> = {
  // Operations
  'Live bid, ask and mid rates of every active pair':
    'Cours acheteur, vendeur et médian en direct de chaque paire active',
  "A pair's bid, ask and mid over 1D, 1W, 1M or 1Y (pair as USD-KES or its id)":
    'Cours acheteur, vendeur et médian d’une paire sur 1D, 1W, 1M ou 1Y (paire sous la forme USD-KES ou son identifiant)',
  'A firm quote, valid for a few seconds': 'Une cotation ferme, valable quelques secondes',
  'Accept a quote: the conversion fills at its rate or is rejected (422)':
    'Accepter une cotation : la conversion est exécutée à son taux ou refusée (422)',
  'Your orders, newest first': 'Vos ordres, les plus récents d’abord',
  'One of your orders': 'Un de vos ordres',
  'Available and pending balance per currency': 'Solde disponible et en attente par devise',
  'Every movement of your balances, newest first':
    'Chaque mouvement de vos soldes, les plus récents d’abord',
  'The months that have a statement (movements), newest first':
    'Les mois qui ont un relevé (des mouvements), les plus récents d’abord',
  "A month's statement (UTC): per currency the opening balance, every movement with the running balance, the closing balance":
    'Le relevé d’un mois (UTC) : par devise, le solde d’ouverture, chaque mouvement avec le solde cumulé, le solde de clôture',
  'Your beneficiaries (bank accounts and mobile money)':
    'Vos bénéficiaires (comptes bancaires et mobile money)',
  'Add a beneficiary': 'Ajouter un bénéficiaire',
  'Your withdrawals, newest first': 'Vos retraits, les plus récents d’abord',
  'Request a payout to a beneficiary: the amount is held until it is paid or rejected':
    'Demander un versement à un bénéficiaire : le montant est bloqué jusqu’à ce qu’il soit versé ou refusé',
  'Your bulk payouts, newest first (the last 100)':
    'Vos versements groupés, les plus récents d’abord (les 100 derniers)',
  Batches: 'Lots',
  'Pay up to 5,000 payees from JSON rows or a CSV: every row checked, then submitted once':
    'Payer jusqu’à 5 000 bénéficiaires à partir de lignes JSON ou d’un CSV : chaque ligne est vérifiée, puis le lot est soumis une seule fois',
  'Reserved and handed to the rails': 'Réservé et transmis aux réseaux de paiement',
  "Over one of the business's withdrawal rules: waits for its approvers":
    'Au-delà d’une des règles de retrait de l’entreprise : attend ses approbateurs',
  'A row has an error (fields `rows.<n>.<column>`, n from 1); nothing kept':
    'Une ligne contient une erreur (champs `rows.<n>.<column>`, n à partir de 1) ; rien n’est conservé',
  'More than 5,000 rows, or over 2 MB': 'Plus de 5 000 lignes, ou plus de 2 Mo',
  'Balance or limits: the batch as a whole cannot be paid':
    'Solde ou plafonds : le lot dans son ensemble ne peut pas être payé',
  'One of your bulk payouts with its lines and their states':
    'Un de vos versements groupés, avec ses lignes et leurs états',
  'The batch and its lines': 'Le lot et ses lignes',
  'Your webhook endpoints': 'Vos points de terminaison webhook',
  'Add an endpoint; the signing secret is in this answer only':
    'Ajouter un point de terminaison ; le secret de signature n’apparaît que dans cette réponse',
  'Remove an endpoint (its pending deliveries are dropped)':
    'Supprimer un point de terminaison (ses envois en attente sont abandonnés)',
  "An endpoint's latest deliveries with every attempt":
    'Les derniers envois d’un point de terminaison, avec chaque tentative',
  'Send a delivered or failed event again': 'Renvoyer un événement livré ou en échec',
  'Test keys only: add test money to a sandbox balance (a completed deposit; sends deposit.confirmed to test endpoints)':
    'Clés de test uniquement : ajouter de l’argent de test à un solde du bac à sable (un dépôt terminé ; envoie deposit.confirmed aux points de terminaison de test)',
  'Test keys only: settle a held sandbox withdrawal as paid or rejected (sends withdrawal.paid or withdrawal.rejected to test endpoints)':
    'Clés de test uniquement : régler un retrait bloqué du bac à sable comme versé ou refusé (envoie withdrawal.paid ou withdrawal.rejected aux points de terminaison de test)',
  // Responses
  'The rates': 'Les cours',
  'The history, oldest first': 'L’historique, du plus ancien au plus récent',
  'No such active pair': 'Aucune paire active de ce nom',
  'The quote': 'La cotation',
  'Below the minimum or above your limits (the detail says which)':
    'En dessous du minimum ou au-dessus de vos plafonds (le détail précise lequel)',
  Filled: 'Exécuté',
  "A business key over one of the business's approval rules: the conversion waits for approval":
    'Clé d’une entreprise au-delà d’une de ses règles d’approbation : la conversion attend son approbation',
  'No such quote of yours (in this mode)': 'Aucune cotation de ce nom à vous (dans ce mode)',
  'Rejected: the problem carries the rejected order':
    'Refusé : le problème contient l’ordre refusé',
  'A page of orders': 'Une page d’ordres',
  'The order': 'L’ordre',
  Balances: 'Soldes',
  'A page of transactions': 'Une page de transactions',
  'A page of months': 'Une page de mois',
  'The statement (the dashboard CSV and PDF show the same amounts)':
    'Le relevé (le CSV et le PDF du tableau de bord indiquent les mêmes montants)',
  'A page of beneficiaries': 'Une page de bénéficiaires',
  'The beneficiary': 'Le bénéficiaire',
  'A page of withdrawals': 'Une page de retraits',
  'Requested (pending review)': 'Demandé (en attente d’examen)',
  "A business key over one of the business's approval rules: the withdrawal waits for approval (nothing is held yet)":
    'Clé d’une entreprise au-delà d’une de ses règles d’approbation : le retrait attend son approbation (rien n’est encore bloqué)',
  'No such beneficiary of yours': 'Aucun bénéficiaire de ce nom à vous',
  'Insufficient balance, below the minimum or above your limits':
    'Solde insuffisant, en dessous du minimum ou au-dessus de vos plafonds',
  Endpoints: 'Points de terminaison',
  'The endpoint and its secret': 'Le point de terminaison et son secret',
  Removed: 'Supprimé',
  Deliveries: 'Envois',
  Queued: 'En file d’attente',
  Credited: 'Crédité',
  'A live key: the sandbox takes test keys only':
    'Une clé réelle : le bac à sable n’accepte que les clés de test',
  'No such sandbox withdrawal of yours': 'Aucun retrait de bac à sable de ce nom à vous',
  'Already settled': 'Déjà réglé',
  Settled: 'Réglé',
  // Responses every operation has
  'Invalid input: `errors` names each field': 'Saisie invalide : `errors` nomme chaque champ',
  'Missing, invalid, revoked or expired key': 'Clé absente, invalide, révoquée ou expirée',
  'The key lacks the scope, or the address is not allowed':
    'La clé n’a pas la portée, ou l’adresse n’est pas autorisée',
  'Not found (or not yours)': 'Introuvable (ou pas à vous)',
  'Idempotency-Key reused with another request': 'Idempotency-Key réutilisé avec une autre requête',
  'Rate limit reached: retry after Retry-After seconds':
    'Limite de requêtes atteinte : réessayez après Retry-After secondes',
  // Parameters and fields
  'Unique per request (a UUID). A retry with the same key and body gets the same answer (Idempotent-Replayed: true); the same key with another body answers 409. Kept 24 hours.':
    'Unique par requête (un UUID). Une nouvelle tentative avec la même clé et le même corps reçoit la même réponse (Idempotent-Replayed: true) ; la même clé avec un autre corps reçoit 409. Conservé 24 heures.',
  'The `next` of the previous page': 'Le `next` de la page précédente',
  'A URI naming the kind of problem': 'Un URI qui nomme le type de problème',
  'The request id (also in X-Request-Id)': 'L’identifiant de la requête (aussi dans X-Request-Id)',
  'Stable machine-readable code': 'Code stable, lisible par une machine',
  'Field errors': 'Erreurs par champ',
  'RFC 9457 problem details': 'Détails du problème selon la RFC 9457',
  'A decimal as a string': 'Un nombre décimal sous forme de chaîne',
  'ISO 8601 date-time': 'Date et heure ISO 8601',
  "A business's request waiting for its approvers (Dashboard › Approvals); a conversion approved there is confirmed at a fresh quote":
    'Demande d’une entreprise en attente de ses approbateurs (Tableau de bord › Approbations) ; une conversion approuvée y est confirmée à une nouvelle cotation',
  'YYYY-MM (a UTC month with movements)': 'AAAA-MM (un mois UTC avec des mouvements)',
  'YYYY-MM (a UTC month)': 'AAAA-MM (un mois UTC)',
  'Your limit orders, newest first (the last 200)':
    'Vos ordres à cours limite, les plus récents d’abord (les 200 derniers)',
  'Limit orders': 'Ordres à cours limite',
  'Convert at a target rate: the sell amount is held until it fills, closes or expires':
    'Convertir à un cours cible : le montant vendu est bloqué jusqu’à l’exécution, la clôture ou l’expiration',
  'Open (or already reached)': 'Ouvert (ou déjà atteint)',
  "A business key over one of the business's conversion rules: waits for approval (held)":
    'Clé d’entreprise au-delà d’une règle de conversion de l’entreprise : attend l’approbation (montant bloqué)',
  'Insufficient balance, limits, or no rate for the pair':
    'Solde insuffisant, limites, ou aucun cours pour la paire',
  'One of your limit orders': 'Un de vos ordres à cours limite',
  'The limit order': 'L’ordre à cours limite',
  'Cancel an open limit order: the held amount returns to the balance':
    'Annuler un ordre à cours limite ouvert : le montant bloqué revient au solde',
  Cancelled: 'Annulé',
  'Your recurring conversions with their last runs':
    'Vos conversions récurrentes et leurs dernières exécutions',
  Plans: 'Plans',
  'Convert a fixed amount every week or month on a day, at most a maximum rate':
    'Convertir un montant fixe chaque semaine ou chaque mois un jour donné, au plus à un cours maximum',
  Active: 'Actif',
  'Waits for the business’s approvers': 'Attend les approbateurs de l’entreprise',
  'One recurring conversion and its last runs (skipped ones say why)':
    'Une conversion récurrente et ses dernières exécutions (celles sautées disent pourquoi)',
  'The plan': 'Le plan',
  'Pause a recurring conversion': 'Suspendre une conversion récurrente',
  'Resume a paused recurring conversion from its next day':
    'Reprendre une conversion récurrente suspendue à partir de son prochain jour',
  'Cancel a recurring conversion (final)': 'Annuler une conversion récurrente (définitif)',
  'YYYY-MM-DD when the month is still in progress: `closing` is then the balance as of that day':
    'AAAA-MM-JJ quand le mois est encore en cours : `closing` est alors le solde à cette date',
  'The running balance after this movement': 'Le solde cumulé après ce mouvement',
  'The mode of the key that added it': 'Le mode de la clé qui l’a ajouté',
  // Forward contracts (issue 41 item 3)
  'Your forward contracts, newest first (the last 200)':
    'Vos contrats à terme, les plus récents d’abord (les 200 derniers)',
  'Forward contracts': 'Contrats à terme',
  'The forward rate and margin for a value date, without booking':
    'Le cours à terme et la marge pour une date de valeur, sans conclure',
  'The forward quote': 'La cotation à terme',
  'No rate or interest rate for a currency, or over your limits':
    'Aucun cours ou taux d’intérêt pour une devise, ou au-delà de vos plafonds',
  'Book a forward contract: the margin is held from the balance until settlement':
    'Conclure un contrat à terme : la marge est bloquée sur le solde jusqu’au règlement',
  Open: 'Ouvert',
  'Over the four-eyes setting or a business rule: waits for approval (held)':
    'Au-delà du seuil des quatre yeux ou d’une règle de l’entreprise : attend l’approbation (marge bloquée)',
  'Insufficient balance for the margin, limits, or no rate':
    'Solde insuffisant pour la marge, plafonds, ou aucun cours',
  'One of your forward contracts with its valuation and timeline':
    'Un de vos contrats à terme, avec sa valorisation et son historique',
  'The forward contract': 'Le contrat à terme',
  'No such forward contract of yours': 'Aucun contrat à terme de ce nom à vous',
  'Settle early at the contract rate: all that is left, or `amount` of it':
    'Régler par anticipation au cours du contrat : tout le reste, ou `amount` de celui-ci',
  'No longer open (settled or closed)': 'Plus ouvert (réglé ou clôturé)',
  'Insufficient balance': 'Solde insuffisant',
  'Answer a margin call: the amount asked is held as more margin':
    'Répondre à un appel de marge : le montant demandé est bloqué en marge supplémentaire',
  'No margin call to answer': 'Aucun appel de marge à satisfaire',
  'Withdraw a contract still waiting for approval: its margin returns':
    'Retirer un contrat encore en attente d’approbation : sa marge revient',
  'Not waiting for approval': 'Pas en attente d’approbation',
  'Left to settle after early drawdowns': 'Reste à régler après les règlements anticipés',
  'Buy per one sell, fixed at booking':
    'Montant acheté pour une unité vendue, fixé à la conclusion',
  'Margin held now, in the sell currency': 'Marge bloquée actuellement, dans la devise vendue',
  'Latest daily valuation: gain (+) or loss (−) in the sell currency':
    'Dernière valorisation quotidienne : gain (+) ou perte (−) dans la devise vendue',
  'Sell sellAmount for buyAmount at forwardRate on valueDate; the margin is held until then':
    'Vendre sellAmount contre buyAmount au cours forwardRate à la date valueDate ; la marge est bloquée jusque-là',
  'What booking would give; nothing is booked':
    'Ce que donnerait la conclusion ; rien n’est conclu',
  'A forward contract was booked (its margin held)':
    'Un contrat à terme a été conclu (sa marge bloquée)',
  'Part of a forward contract was settled early':
    'Une partie d’un contrat à terme a été réglée par anticipation',
  'A forward contract’s loss passed the margin call threshold':
    'La perte d’un contrat à terme a dépassé le seuil d’appel de marge',
  'A forward contract settled (margin released)': 'Un contrat à terme a été réglé (marge libérée)',
  'A forward contract was closed out after an unanswered margin call':
    'Un contrat à terme a été liquidé après un appel de marge sans réponse',
  'A forward contract was rejected or withdrawn before it opened':
    'Un contrat à terme a été refusé ou retiré avant son ouverture',
};
