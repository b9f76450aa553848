// The documentation in French (content/docs/localized.ts): the English articles (articles.ts,
// meta.ts) section by section, block by block, in the same order (docs-i18n.test.ts checks it).
// Buttons and tabs are named as the interface names them; figures come from the fee example,
// already written the French way (feeExampleIn).
import type { DocsTranslation } from './types.ts';

const fr: DocsTranslation = {
  categories: {
    start: 'Premiers pas',
    money: 'Portefeuille et paiements',
    trading: 'Conversions de devises',
    security: 'Sécurité',
  },
  articles: {
    'getting-started': {
      description:
        'Créez votre compte, confirmez votre adresse e-mail, connectez-vous et activez l’authentification à deux facteurs.',
      intro:
        'Tout ce qu’il faut pour ouvrir un compte et vous connecter en sécurité : créez le compte, confirmez votre adresse e-mail, puis protégez-le par l’authentification à deux facteurs.',
      sections: [
        {
          id: 'create-account',
          heading: 'Créer votre compte',
          blocks: [
            {
              kind: 'steps',
              items: [
                'Sélectionnez Se connecter en haut de n’importe quelle page, puis ouvrez l’onglet Inscription.',
                'Saisissez votre prénom et votre adresse e-mail (obligatoires) et, si vous le souhaitez, votre nom, votre entreprise et votre pays.',
                'Choisissez un mot de passe de 8 à 128 caractères. Les mots de passe trop courants sont refusés ; la jauge sous le champ indique sa solidité, et Générer crée pour vous un mot de passe solide de 12 caractères.',
                'Sélectionnez Créer le compte.',
              ],
            },
            {
              kind: 'note',
              text: 'Nos services sont réservés aux personnes de 18 ans ou plus. Si un compte existe déjà pour votre adresse e-mail, connectez-vous ou réinitialisez votre mot de passe.',
            },
          ],
        },
        {
          id: 'verify-email',
          heading: 'Confirmer votre adresse e-mail',
          blocks: [
            {
              kind: 'p',
              text: 'Nous envoyons un lien à l’adresse utilisée pour l’inscription. Ouvrez-le dans les 24 heures pour confirmer l’adresse : la connexion n’est possible qu’une fois l’adresse confirmée.',
            },
            {
              kind: 'p',
              text: 'Pas d’e-mail ? Regardez dans vos courriers indésirables, puis essayez de vous connecter : pour une adresse pas encore confirmée, le formulaire de connexion propose de renvoyer l’e-mail de confirmation.',
            },
          ],
        },
        {
          id: 'sign-in',
          heading: 'Se connecter et réinitialiser un mot de passe oublié',
          blocks: [
            {
              kind: 'p',
              text: 'Connectez-vous avec votre adresse e-mail et votre mot de passe. Après cinq mots de passe erronés en 15 minutes, la connexion est suspendue pendant 15 minutes et nous vous envoyons par e-mail un lien qui débloque le compte ; ce lien ne sert qu’une fois, dans l’heure.',
            },
            {
              kind: 'p',
              text: 'Mot de passe oublié ? envoie un lien de réinitialisation à votre adresse e-mail. Il ne sert qu’une fois, dans l’heure, et seul le dernier lien demandé est valable. Choisir un nouveau mot de passe vous déconnecte sur tous vos appareils.',
            },
          ],
        },
        {
          id: 'two-factor',
          heading: 'Activer l’authentification à deux facteurs',
          blocks: [
            {
              kind: 'p',
              text: 'L’authentification à deux facteurs demande, à chaque connexion, un code à 6 chiffres donné par une application d’authentification (par exemple Google Authenticator, Microsoft Authenticator ou 1Password) : un mot de passe volé ne suffit plus.',
            },
            {
              kind: 'steps',
              items: [
                'Ouvrez votre Tableau de bord, puis l’onglet Profil, et trouvez la rubrique Sécurité.',
                'Sélectionnez Activer la double authentification et saisissez votre mot de passe.',
                'Scannez le code QR avec votre application d’authentification, ou tapez la clé secrète affichée à côté.',
                'Saisissez le code à 6 chiffres affiché par l’application.',
                'Conservez vos dix codes de secours : sélectionnez Télécharger les codes de secours et gardez le fichier en lieu sûr, loin de votre téléphone.',
              ],
            },
            {
              kind: 'p',
              text: 'À la connexion suivante, saisissez le code de l’application après votre mot de passe. Sans votre téléphone, choisissez Utiliser un code de secours ; chaque code de secours ne sert qu’une fois.',
            },
          ],
        },
        {
          id: 'next-steps',
          heading: 'Étapes suivantes',
          blocks: [
            {
              kind: 'list',
              items: [
                'Lisez ce que nous demandons pour vérifier votre identité (Vérification d’identité).',
                'Approvisionnez votre portefeuille par virement bancaire ou mobile money (Dépôts et retraits).',
                'Obtenez une cotation ferme et convertissez (Conversions et cotations fermes).',
              ],
            },
          ],
        },
      ],
    },
    'identity-verification': {
      description:
        'Les pièces d’identité et justificatifs de domicile qu’un prestataire agréé demande, pourquoi, et comment les préparer.',
      intro:
        'En tant qu’entreprise de services monétaires réglementée, nous devons savoir qui sont nos clients avant de transférer leur argent. Cet article explique ce qu’un prestataire comme nous demande, et pourquoi, pour que vous ayez vos documents prêts.',
      sections: [
        {
          id: 'why',
          heading: 'Pourquoi nous vérifions l’identité',
          blocks: [
            {
              kind: 'p',
              text: 'Les lois de lutte contre le blanchiment de capitaux et le financement du terrorisme (LBC/FT) des pays où nous opérons nous obligent à identifier chaque client, à le filtrer au regard des listes de sanctions et à comprendre l’origine des montants importants. La vérification vous protège aussi : elle rend bien plus difficile l’ouverture d’un compte ou un transfert d’argent à votre nom par quelqu’un d’autre.',
            },
          ],
        },
        {
          id: 'individuals',
          heading: 'Ce que l’on demande aux particuliers',
          blocks: [
            {
              kind: 'list',
              items: [
                'Une pièce d’identité officielle avec photo, en cours de validité : passeport, carte nationale d’identité ou permis de conduire.',
                'Un justificatif de domicile de moins de 3 mois, par exemple une facture d’eau ou d’électricité ou un relevé bancaire.',
                'Vos nom et prénoms, date de naissance, nationalité et adresse, conformes à ces documents.',
              ],
            },
          ],
        },
        {
          id: 'businesses',
          heading: 'Ce que l’on demande aux entreprises',
          blocks: [
            {
              kind: 'list',
              items: [
                'Les documents d’immatriculation de la société et l’adresse de son siège.',
                'Une description de l’activité et de l’usage que vous ferez de nos services.',
                'Une pièce d’identité de chaque dirigeant, signataire autorisé et bénéficiaire effectif (les personnes qui, en dernier ressort, possèdent ou contrôlent l’entreprise), vérifiée comme pour un particulier.',
              ],
            },
          ],
        },
        {
          id: 'more-information',
          heading: 'Quand nous pouvons demander davantage',
          blocks: [
            {
              kind: 'p',
              text: 'Pour une activité inhabituellement importante ou complexe, pour les personnes politiquement exposées, ou en cas de liens avec des pays à risque élevé, la loi nous demande de comprendre l’origine des fonds, et parfois celle du patrimoine. Nous pouvons aussi demander de nouveaux documents lorsque ceux que nous détenons expirent.',
            },
            {
              kind: 'p',
              text: 'La vérification prend généralement 24 à 48 heures une fois tous les documents reçus, et au plus 5 jours ouvrés. Notre page Conformité décrit notre programme en détail.',
            },
          ],
        },
        {
          id: 'today',
          heading: 'La vérification dans votre tableau de bord',
          blocks: [
            {
              kind: 'note',
              text: 'L’onglet Vérification de votre tableau de bord indique votre niveau de vérification, ce qu’il vous permet de faire et où déposer ces documents. Nous les examinons dans les délais ci-dessus et vous communiquons le résultat par e-mail et dans vos notifications. Déposez vos documents uniquement à cet endroit : ne les envoyez jamais par les réseaux sociaux ni à une adresse dont vous ne pouvez pas confirmer qu’elle est la nôtre (voir Protéger votre compte).',
            },
          ],
        },
      ],
    },
    'funding-and-withdrawals': {
      description:
        'Approvisionnez votre portefeuille par virement ou mobile money avec votre propre référence, et retirez vers un bénéficiaire enregistré.',
      intro:
        'Votre portefeuille détient un solde dans chaque devise. Vous l’approvisionnez par virement bancaire ou mobile money avec une référence qui n’appartient qu’à vous, et vous retirez vers un compte bancaire ou un numéro mobile money que vous avez enregistré.',
      sections: [
        {
          id: 'fund',
          heading: 'Approvisionner votre portefeuille',
          blocks: [
            {
              kind: 'steps',
              items: [
                'Ouvrez votre Tableau de bord et l’onglet Portefeuille, puis trouvez Approvisionner le portefeuille.',
                'Choisissez la devise et le moyen : Virement bancaire ou Mobile money.',
                'Saisissez si vous le souhaitez le montant que vous allez envoyer ; cela nous aide à rapprocher votre paiement plus vite.',
                'Sélectionnez Obtenir les instructions de dépôt. Vous recevez une référence unique et les coordonnées de paiement : pour un virement, l’intitulé du compte, la banque et le numéro de compte ; pour le mobile money, le numéro de paybill ou de marchand.',
                'Effectuez le paiement en indiquant exactement la référence. En mobile money, envoyez depuis un numéro enregistré à votre nom.',
              ],
            },
            {
              kind: 'p',
              text: 'Le dépôt reste en attente (« En attente des fonds ») jusqu’à ce que notre équipe confirme l’arrivée du paiement. Nous créditons le montant effectivement reçu, qui peut différer du montant annoncé (par exemple après les frais de votre banque). Une fois confirmé, le dépôt est marqué terminé et le montant apparaît dans votre solde et vos transactions.',
            },
            {
              kind: 'note',
              text: 'Chaque référence correspond à une seule demande de dépôt. Demandez de nouvelles instructions pour chaque paiement, et ne payez jamais selon des coordonnées qui vous parviennent autrement que par votre propre tableau de bord.',
            },
          ],
        },
        {
          id: 'beneficiaries',
          heading: 'Enregistrer un bénéficiaire',
          blocks: [
            {
              kind: 'p',
              text: 'Les retraits sont versés uniquement aux bénéficiaires que vous avez enregistrés. Dans l’onglet Portefeuille, sous Bénéficiaires, choisissez le type (Mobile money ou Compte bancaire), puis saisissez le nom du titulaire, le pays, la devise de versement et le numéro de mobile, ou le nom de la banque et le numéro de compte.',
            },
            {
              kind: 'p',
              text: 'Les numéros sont contrôlés selon le format de chaque pays, par exemple un numéro de mobile kényan sous la forme +2547XXXXXXXX. Vous pouvez supprimer un bénéficiaire à tout moment ; un bénéficiaire supprimé ne peut plus recevoir de nouveaux retraits.',
            },
          ],
        },
        {
          id: 'withdraw',
          heading: 'Retirer',
          blocks: [
            {
              kind: 'steps',
              items: [
                'Dans l’onglet Portefeuille, sous Retirer, choisissez le bénéficiaire. Le retrait est versé dans la devise du bénéficiaire, et le formulaire affiche le solde disponible dans cette devise.',
                'Saisissez le montant et sélectionnez Demander le retrait.',
              ],
            },
            {
              kind: 'p',
              text: 'Le montant est aussitôt bloqué : il quitte votre solde disponible, il ne peut donc pas être dépensé deux fois, et le retrait apparaît en attente. Une fois versé, il est marqué terminé. Si nous ne pouvons pas le verser, il est marqué refusé avec le motif, et le montant bloqué revient sur votre solde.',
            },
            {
              kind: 'p',
              text: 'Vous ne pouvez pas retirer plus que votre solde dans la devise. Si votre connexion coupe pendant la demande et que vous sélectionnez de nouveau Demander le retrait, la demande n’est pas faite deux fois.',
            },
          ],
        },
        {
          id: 'statuses',
          heading: 'Les statuts en bref',
          blocks: [
            {
              kind: 'list',
              items: [
                'En attente : un dépôt dont le paiement attend d’être confirmé, ou un retrait bloqué qui attend d’être versé.',
                'Terminé : le dépôt est crédité, ou le retrait est versé.',
                'Refusé : la demande a été déclinée ; le motif est indiqué, et le montant d’un retrait bloqué est revenu sur votre solde.',
              ],
            },
          ],
        },
      ],
    },
    'statements-and-reports': {
      description:
        'Relevés mensuels par devise avec soldes d’ouverture et de clôture, relevés et confirmations en PDF, téléchargements CSV.',
      intro:
        'L’onglet Rapports de votre tableau de bord vous donne un relevé mensuel pour chaque devise détenue, et des fichiers à conserver ou à remettre à votre comptable.',
      sections: [
        {
          id: 'monthly-statements',
          heading: 'Relevés mensuels',
          blocks: [
            {
              kind: 'p',
              text: 'Ouvrez votre Tableau de bord et l’onglet Rapports, puis choisissez un mois. Pour chaque devise, le relevé présente le solde d’ouverture, chaque mouvement par ordre de date avec sa référence et le solde cumulé qui en résulte, puis le solde de clôture.',
            },
            {
              kind: 'list',
              items: [
                'Dépôt : l’argent que vous avez versé, une fois confirmé.',
                'Retrait (bloqué) : le montant mis de côté lors de votre demande de retrait.',
                'Retrait débloqué : un montant bloqué qui vous est rendu après un retrait refusé.',
                'Conversion : chacune des deux jambes d’une conversion de devises que vous avez effectuée.',
              ],
            },
            {
              kind: 'p',
              text: 'Un mois apparaît dès qu’il comporte une activité ; avant votre premier mouvement, l’onglet indique qu’il n’y a pas encore de rapport.',
            },
          ],
        },
        {
          id: 'downloads',
          heading: 'Téléchargements',
          blocks: [
            {
              kind: 'list',
              items: [
                'Télécharger le PDF, à côté de chaque devise : le relevé du mois dans cette devise, en document PDF à remettre à votre banque ou à votre auditeur.',
                'Télécharger le relevé (CSV) : le relevé du mois choisi en fichier tableur.',
                'Exporter les ordres (CSV) : vos ordres de conversion, pour vos propres archives.',
                'Télécharger la confirmation (PDF), dans le détail d’un ordre de l’onglet Trading : la confirmation d’une conversion.',
              ],
            },
            {
              kind: 'p',
              text: 'Chaque PDF porte notre en-tête, vos nom et adresse e-mail, les chiffres (pour un relevé : le solde d’ouverture, chaque mouvement avec son solde cumulé et le solde de clôture, les mêmes montants que le CSV), la date et l’heure de sa création, les numéros de page et une référence de vérification telle que MZ-ST-XXXX-XXXX. Chaque téléchargement est un nouveau document avec sa propre référence.',
            },
            {
              kind: 'p',
              text: 'Nous enregistrons chaque référence avec l’empreinte du fichier exact émis : une banque ou un auditeur qui en reçoit une copie peut nous demander de confirmer la référence et que le fichier est bien celui que nous avons émis, sans modification.',
            },
            {
              kind: 'p',
              text: 'L’onglet Portefeuille liste aussi vos transactions, filtrables par devise, type et date.',
            },
          ],
        },
      ],
    },
    'conversions-and-firm-quotes': {
      description:
        'Obtenez une cotation ferme valable 30 secondes, lisez son taux, sa marge et ses frais, et acceptez-la avant la fin du compte à rebours.',
      intro:
        'Toute conversion commence par une cotation ferme : les montants exacts, le taux et les frais, garantis pendant 30 secondes. Rien ne bouge tant que vous ne l’avez pas acceptée.',
      sections: [
        {
          id: 'get-a-quote',
          heading: 'Obtenir une cotation ferme',
          blocks: [
            {
              kind: 'steps',
              items: [
                'Ouvrez votre Tableau de bord et l’onglet Trading (Passer un ordre).',
                'Choisissez la devise que vous vendez et celle que vous achetez.',
                'Indiquez si le montant est exprimé dans la devise vendue ou dans la devise achetée, puis saisissez-le. Le formulaire affiche le disponible dans la devise vendue.',
                'Sélectionnez Obtenir une cotation.',
              ],
            },
            {
              kind: 'p',
              text: 'Saisir le montant dans la devise achetée est utile lorsque vous devez payer une somme exacte : la cotation calcule combien vous devez vendre, frais compris, pour recevoir exactement le montant demandé.',
            },
          ],
        },
        {
          id: 'read-the-quote',
          heading: 'Ce qu’indique la cotation',
          blocks: [
            {
              kind: 'list',
              items: [
                'Vous vendez : le montant prélevé sur votre portefeuille, frais compris.',
                'Frais : nos frais de conversion, avec leur pourcentage, prélevés sur le montant vendu.',
                'Converti : le montant vendu moins les frais.',
                'Taux : combien d’unités de la devise achetée vous obtenez pour 1 unité de la devise vendue. Il inclut notre marge, et la cotation indique la marge ainsi que le cours du marché auquel elle a été appliquée.',
                'Vous recevez : le montant crédité sur votre portefeuille.',
              ],
            },
          ],
        },
        {
          id: 'validity',
          heading: '30 secondes pour accepter',
          blocks: [
            {
              kind: 'p',
              text: 'Un compte à rebours indique la durée de validité de la cotation (30 secondes). Sélectionnez Accepter la cotation avant la fin : la conversion se fait exactement aux chiffres cotés, même si le marché a bougé. Le délai écoulé, la cotation indique Cotation expirée et ne peut plus être acceptée : sélectionnez Actualiser la cotation pour en obtenir une nouvelle au cours du moment.',
            },
            {
              kind: 'p',
              text: 'Chaque cotation ne peut être acceptée qu’une fois. Si votre solde est insuffisant au moment de l’accepter, l’ordre est refusé et rien ne bouge.',
            },
          ],
        },
        {
          id: 'orders',
          heading: 'Vos ordres',
          blocks: [
            {
              kind: 'p',
              text: 'L’historique des ordres, dans l’onglet Trading, liste vos ordres, filtrables par statut et par devise. Détails montre la cotation, le cours du marché, la marge, les frais avec leur pourcentage, le taux et la chronologie de l’ordre, et Télécharger la confirmation (PDF) vous remet la confirmation de l’ordre en document.',
            },
          ],
        },
      ],
    },
    'fees-and-a-worked-example': {
      description:
        'Comment s’appliquent les frais de conversion et la marge, avec un exemple chiffré à nos frais actuels de 0,10 %.',
      intro:
        'Une conversion vous coûte de deux façons, toutes deux affichées sur la cotation avant que vous l’acceptiez : une marge comprise dans le taux, et des frais de conversion sur le montant vendu. Aucune autre charge ne s’applique à une conversion.',
      sections: [
        {
          id: 'fee',
          heading: 'Les frais de conversion',
          blocks: [
            {
              kind: 'p',
              text: (e) =>
                `Les frais sont actuellement de ${e.feePercent} (${e.feeBps} point${e.feeBps > 1 ? 's' : ''} de base) du montant vendu. Ils sont perçus dans la devise vendue et prélevés sur ce montant ; le reste est converti.`,
            },
            {
              kind: 'p',
              text: (e) =>
                `Les frais sont arrondis au centime supérieur. Par exemple, sur ${e.rounding.sellAmount} USD, les frais exacts sont de ${e.rounding.exactFee} USD et vous payez ${e.rounding.fee} USD.`,
            },
          ],
        },
        {
          id: 'spread',
          heading: 'La marge',
          blocks: [
            {
              kind: 'p',
              text: (e) =>
                `Le taux que nous proposons est le cours du marché ajusté de notre marge, actuellement de ${e.spreadPercent} sur la plupart des paires ; elle peut varier selon la paire de devises. La cotation indique toujours la marge appliquée et le cours du marché : vous voyez les deux.`,
            },
          ],
        },
        {
          id: 'worked-example',
          heading: 'Exemple chiffré',
          blocks: [
            {
              kind: 'p',
              text: (e) =>
                `Vous vendez ${e.sellAmount} USD contre des shillings kényans alors que le cours du marché est de 1 USD = ${e.marketRate} KES.`,
            },
            { kind: 'fee-example' },
            {
              kind: 'p',
              text: (e) =>
                `Les frais sont de ${e.feePercent} de ${e.sellAmount} USD = ${e.fee} USD, donc ${e.converted} USD sont convertis. Le taux est de ${e.marketRate} moins la marge de ${e.spreadPercent} = ${e.rate}. ${e.converted} × ${e.rate} = ${e.exactReceived} KES, et vous recevez ${e.buyAmount} KES.`,
            },
          ],
        },
        {
          id: 'rounding',
          heading: 'Arrondis',
          blocks: [
            {
              kind: 'p',
              text: 'Les montants sont tenus au centime (deux décimales). Lorsqu’un chiffre doit être arrondi, le montant que vous recevez est arrondi à l’inférieur et le montant que vous payez, frais compris, au supérieur. Le taux est affiché avec jusqu’à 10 décimales.',
            },
          ],
        },
        {
          id: 'other-charges',
          heading: 'Dépôts et retraits',
          blocks: [
            {
              kind: 'p',
              text: 'Pour un dépôt, nous créditons le montant reçu ; votre banque ou votre opérateur de mobile money peut vous facturer l’envoi. Le montant d’un retrait demandé est celui qui est bloqué puis versé.',
            },
          ],
        },
      ],
    },
    'rate-alerts': {
      description:
        'Recevez un e-mail ou une notification dans l’application lorsqu’un taux de change passe au-dessus ou en dessous de votre objectif.',
      intro:
        'Une alerte de taux vous prévient lorsqu’une paire de devises atteint le taux que vous attendez : inutile de surveiller le marché.',
      sections: [
        {
          id: 'create',
          heading: 'Créer une alerte',
          blocks: [
            {
              kind: 'steps',
              items: [
                'Ouvrez votre Tableau de bord et l’onglet Alertes.',
                'Choisissez la paire de devises et le sens : Le taux passe au-dessus, ou Le taux passe en dessous.',
                'Saisissez le taux cible.',
                'Choisissez comment être prévenu : par e-mail, dans l’application, ou les deux (au moins un).',
              ],
            },
          ],
        },
        {
          id: 'when-it-fires',
          heading: 'Quand une alerte se déclenche',
          blocks: [
            {
              kind: 'p',
              text: 'Chaque nouveau taux est comparé à votre objectif sur la base du cours médian (à mi-chemin entre les cours acheteur et vendeur). Lorsque le taux franchit votre objectif, vous recevez une notification par les canaux choisis : un e-mail, une notification sous la cloche de votre tableau de bord, ou les deux.',
            },
            {
              kind: 'p',
              text: 'Vous n’êtes pas prévenu à nouveau tant que le taux reste au-delà de l’objectif. L’alerte se réarme dès que le taux revient à l’objectif ou de l’autre côté, et se déclenche de nouveau au franchissement suivant. Modifier la paire, le sens ou l’objectif la réarme aussi.',
            },
          ],
        },
        {
          id: 'manage',
          heading: 'Gérer vos alertes',
          blocks: [
            {
              kind: 'p',
              text: 'Sous Vos alertes, vous pouvez modifier, suspendre, reprendre ou supprimer chaque alerte. Vous pouvez avoir jusqu’à 50 alertes actives. La carte Alertes actives de la vue d’ensemble de votre tableau de bord indique combien sont actives.',
            },
            {
              kind: 'note',
              text: 'Une alerte est une information, pas un ordre : rien n’est converti lorsqu’elle se déclenche. Obtenez une cotation ferme pour convertir au cours du moment.',
            },
          ],
        },
      ],
    },
    'keeping-your-account-safe': {
      description:
        'Repérez l’hameçonnage, utilisez la double authentification et les codes de secours, et contrôlez les appareils connectés à votre compte.',
      intro:
        'La plupart des prises de contrôle de comptes commencent par un message convaincant, pas par une attaque technique. Ces réflexes, et les outils de sécurité de votre tableau de bord, gardent votre argent là où il doit être.',
      sections: [
        {
          id: 'phishing',
          heading: 'Reconnaître l’hameçonnage',
          blocks: [
            {
              kind: 'list',
              items: [
                'Nous ne demandons jamais votre mot de passe, un code de double authentification ou un code de secours par e-mail, téléphone, SMS ou messagerie. Quiconque le demande n’est pas nous.',
                'Connectez-vous uniquement en tapant notre adresse vous-même ou depuis un favori, jamais depuis un lien reçu dans un message inattendu.',
                'Les coordonnées de paiement des dépôts proviennent uniquement d’Obtenir les instructions de dépôt, dans votre propre tableau de bord. Tout message donnant d’autres coordonnées bancaires ou mobile money est une fraude.',
                'Méfiez-vous de l’urgence : « votre compte sera fermé aujourd’hui », « vérifiez maintenant », ou une offre trop belle pour être vraie. En cas de doute, contactez-nous par la page Contacter l’assistance.',
              ],
            },
          ],
        },
        {
          id: 'passwords',
          heading: 'Utiliser un mot de passe solide et unique',
          blocks: [
            {
              kind: 'p',
              text: 'Utilisez un mot de passe qui ne sert nulle part ailleurs, idéalement issu d’un gestionnaire de mots de passe ou du bouton Générer du formulaire d’inscription. Vous pouvez le changer sous Profil → Sécurité → Changer le mot de passe ; laissez Déconnecter les autres appareils coché pour fermer en même temps toutes les autres sessions.',
            },
          ],
        },
        {
          id: 'two-factor',
          heading: 'Activer l’authentification à deux facteurs',
          blocks: [
            {
              kind: 'p',
              text: 'Avec la double authentification activée, la connexion demande un code de votre application d’authentification en plus de votre mot de passe. Activez-la sous Profil → Sécurité (les étapes sont dans Premiers pas).',
            },
          ],
        },
        {
          id: 'backup-codes',
          heading: 'Garder vos codes de secours en lieu sûr',
          blocks: [
            {
              kind: 'p',
              text: 'Vos dix codes de secours vous permettent de vous connecter si vous perdez votre téléphone ; chacun ne sert qu’une fois. Gardez le fichier téléchargé hors ligne ou dans votre gestionnaire de mots de passe, pas sur le téléphone qui porte votre application d’authentification. Il vous en reste peu, ou quelqu’un a pu les voir ? Sélectionnez Régénérer les codes de secours : vous recevez dix nouveaux codes et les anciens cessent de fonctionner.',
            },
          ],
        },
        {
          id: 'sessions',
          heading: 'Contrôler vos sessions',
          blocks: [
            {
              kind: 'p',
              text: 'Profil → Sécurité → Sessions actives liste chaque appareil connecté à votre compte, avec le navigateur et le système, l’adresse IP et la date du dernier renouvellement de la session ; celui que vous utilisez porte la mention Cet appareil. Déconnectez tout appareil que vous ne reconnaissez pas, ou sélectionnez Se déconnecter partout. Déconnexion, dans l’en-tête, vous déconnecte aussi sur tous vos appareils.',
            },
          ],
        },
        {
          id: 'if-something-is-wrong',
          heading: 'Si quelque chose vous semble anormal',
          blocks: [
            {
              kind: 'steps',
              items: [
                'Changez votre mot de passe en laissant Déconnecter les autres appareils coché.',
                'Vérifiez que la double authentification est activée, et régénérez vos codes de secours.',
                'Contactez immédiatement l’assistance, et signalez-nous tout paiement que vous n’avez pas effectué.',
              ],
            },
            {
              kind: 'p',
              text: 'Si plusieurs mots de passe erronés sont essayés sur votre compte, la connexion est suspendue et nous vous envoyons par e-mail un lien de déblocage. Si ce n’était pas vous, changez votre mot de passe après le déblocage.',
            },
          ],
        },
      ],
    },
  },
};

export default fr;
