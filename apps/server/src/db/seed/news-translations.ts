import type { NewsTranslationLocale, NewsTranslationValues } from '@mizani/shared';

// French and Swahili versions of the demo articles (issue 20), by slug. Same facts and links as
// the English (services/news: links inside the body stay the English addresses of pages that have
// no translation). To review by a native speaker (docs/languages.md).

type Versions = Partial<Record<NewsTranslationLocale, NewsTranslationValues>>;

export const SEED_NEWS_TRANSLATIONS: Record<string, Versions> = {
  'system-status-page-now-live': {
    fr: {
      title: 'Notre page d’état des systèmes est en ligne',
      summary:
        'Consultez l’état en direct de notre site, de l’API, du flux de cours, de l’envoi des e-mails et de la base de données, avec la disponibilité sur 24 heures, 7 et 90 jours, et abonnez-vous aux mises à jour d’incident par e-mail.',
      coverAlt: 'Illustration d’un tableau de bord avec des barres de disponibilité',
      body: `Envoyer de l’argent pour une entreprise ou une famille suppose de savoir si la plateforme fonctionne **avant** de lancer un paiement. Dès aujourd’hui, [notre page d’état](/fr/support/status) vous l’indique.

## Ce que vous y trouverez

- **L’état en direct de chaque partie de la plateforme** : le site, l’API de votre tableau de bord, le flux de cours, l’envoi des e-mails et la base de données.
- **La disponibilité sur 24 heures, 7 jours et 90 jours**, en graphique et en tableau, pour chaque partie.
- **Les incidents** : en cas de problème, notre équipe d’exploitation publie ce qui est touché, ce que nous savons et ce que nous faisons, et met la chronologie à jour jusqu’à la résolution.

## D’où viennent les chiffres

Chaque serveur de la plateforme vérifie chaque partie une fois par minute et enregistre ce qu’il a constaté. Une minute n’est comptée comme indisponible que si la plupart des serveurs sont d’accord : une machine lente ne peint pas toute la plateforme en rouge. Le taux de disponibilité de notre page d’accueil est calculé à partir de ces mêmes vérifications, et non écrit à la main.

## Soyez prévenu en cas d’incident

Saisissez votre adresse e-mail sur la page d’état et confirmez-la depuis l’e-mail que nous vous envoyons. Vous recevrez ensuite chaque mise à jour d’incident dès sa publication, et chaque e-mail comporte un lien de désabonnement en un clic.`,
    },
    sw: {
      title: 'Ukurasa wetu wa hali ya mifumo sasa uko hewani',
      summary:
        'Ona hali ya sasa ya tovuti yetu, API, mlisho wa viwango, utumaji wa barua pepe na hifadhidata, pamoja na muda wa upatikanaji kwa saa 24, siku 7 na 90, na ujiandikishe kupokea taarifa za matukio kwa barua pepe.',
      coverAlt: 'Mchoro wa dashibodi yenye pau za upatikanaji',
      body: `Kutuma pesa kwa ajili ya biashara au familia kunahitaji kujua kama mfumo unafanya kazi **kabla** hujaanza malipo. Kuanzia leo, [ukurasa wetu wa hali](/sw/support/status) unaonyesha hilo.

## Utakachokipata hapo

- **Hali ya sasa ya kila sehemu ya mfumo**: tovuti, API inayoendesha dashibodi yako, mlisho wa viwango, utumaji wa barua pepe na hifadhidata.
- **Muda wa upatikanaji kwa saa 24, siku 7 na siku 90**, kwa chati ya pau na kwa jedwali, kwa kila sehemu.
- **Matukio**: jambo likienda vibaya, timu yetu ya uendeshaji huchapisha kinachoathirika, tunachokijua na tunachokifanya, na kusasisha mfuatano wa matukio hadi litatuliwe.

## Takwimu zinatoka wapi

Kila seva inayoendesha mfumo hukagua kila sehemu mara moja kwa dakika na kurekodi ilichokiona. Dakika huhesabiwa kuwa ya hitilafu pale tu seva nyingi zinapokubaliana, hivyo mashine moja ya polepole haipaki mfumo mzima rangi nyekundu. Kiwango cha upatikanaji kwenye ukurasa wetu wa mwanzo hukokotolewa kutokana na ukaguzi huohuo, si kuandikwa kwa mkono.

## Pata taarifa jambo linapotokea

Weka anwani yako ya barua pepe kwenye ukurasa wa hali na uithibitishe kupitia barua pepe tutakayokutumia. Baada ya hapo utapokea kila taarifa ya tukio inapochapishwa, na kila barua pepe ina kiungo cha kujiondoa kwa mbofyo mmoja.`,
    },
  },
  'pdf-statements-and-order-confirmations': {
    fr: {
      title: 'Relevés et confirmations d’ordre en PDF, prêts pour votre banque',
      summary:
        'Les relevés mensuels et chaque confirmation de conversion se téléchargent désormais en PDF sur notre papier à en-tête, avec une référence de vérification que votre banque ou votre auditeur peut contrôler auprès de nous.',
      coverAlt: 'Illustration d’un relevé signé avec un sceau de vérification',
      body: `Les banques, les auditeurs et les conseillers fiscaux demandent souvent un relevé sur le papier à en-tête du prestataire. Vous pouvez désormais le télécharger vous-même.

## Les nouveautés

1. **Relevés mensuels en PDF** : ouvrez *Reports* dans votre tableau de bord, choisissez le mois et sélectionnez *Download PDF* à côté de la devise. Le relevé indique vos soldes d’ouverture et de clôture, chaque mouvement avec son solde courant, et la numérotation des pages.
2. **Confirmations d’ordre en PDF** : ouvrez un ordre dans *Trading* et sélectionnez *Download confirmation (PDF)*. Elle indique les montants, le cours, les frais et vos soldes avant et après.

## Références de vérification

Chaque PDF porte sur chaque page une référence comme \`MZ-ST-7K2Q-H9WD\`. Si la personne à qui vous l’envoyez veut s’assurer qu’il est authentique, elle peut nous contacter avec cette référence : nous enregistrons à qui chaque document a été délivré, quand, et une empreinte du fichier exact, de sorte que toute modification se voit.

Les chiffres du PDF sont exactement ceux de l’export CSV du même mois. Pour en savoir plus : [Statements and reports](/support/docs/statements-and-reports) (en anglais).`,
    },
    sw: {
      title: 'Taarifa za akaunti na uthibitisho wa oda kwa PDF, tayari kwa benki yako',
      summary:
        'Taarifa za kila mwezi na kila uthibitisho wa ubadilishaji sasa zinapakuliwa kama PDF kwenye barua rasmi yetu, kila moja na nambari ya uthibitishaji ambayo benki au mkaguzi wako anaweza kuhakiki kwetu.',
      coverAlt: 'Mchoro wa taarifa iliyosainiwa yenye muhuri wa uthibitishaji',
      body: `Benki, wakaguzi wa hesabu na washauri wa kodi mara nyingi huomba taarifa kwenye barua rasmi ya mtoa huduma. Sasa unaweza kuipakua mwenyewe.

## Kilicho kipya

1. **Taarifa za kila mwezi kwa PDF**: fungua *Reports* kwenye dashibodi yako, chagua mwezi kisha *Download PDF* kando ya sarafu. Taarifa inaonyesha salio la mwanzo na la mwisho, kila muamala na salio lake baada yake, na nambari za kurasa.
2. **Uthibitisho wa oda kwa PDF**: fungua oda yoyote katika *Trading* kisha *Download confirmation (PDF)*. Unaonyesha kiasi, kiwango, ada na salio lako kabla na baada.

## Nambari za uthibitishaji

Kila PDF ina nambari kama \`MZ-ST-7K2Q-H9WD\` kwenye kila ukurasa. Mtu unayemtumia akitaka kuhakikisha ni halisi, anaweza kuwasiliana nasi akitaja nambari hiyo: tunarekodi kila hati ilitolewa kwa nani, lini, na alama ya kipekee ya faili lenyewe, hivyo mabadiliko yoyote yanaonekana.

Takwimu za PDF ni sawa kabisa na za faili la CSV la mwezi huohuo. Soma zaidi katika [Statements and reports](/support/docs/statements-and-reports) (kwa Kiingereza).`,
    },
  },
  'a-documentation-centre-for-clients': {
    fr: {
      title: 'Un centre de documentation pour chaque étape de votre compte',
      summary:
        'Premiers pas, vérification, dépôts et retraits, cotations fermes, frais avec un exemple chiffré, alertes de cours, relevés et sécurité : huit guides réunis en un seul endroit.',
      coverAlt: 'Illustration d’un guide ouvert à côté d’une carte du monde',
      body: `Nos équipes d’assistance de Nairobi, Dar es Salaam et Accra répondent chaque semaine aux mêmes questions : nous avons donc écrit les réponses. Le [centre de documentation](/support/docs) (en anglais) propose huit guides :

- Premiers pas
- Vérification d’identité
- Dépôts et retraits
- Relevés et rapports
- Conversions et cotations fermes
- Frais, avec un exemple chiffré
- Alertes de cours
- Protéger votre compte

Chaque guide décrit, étape par étape, ce que fait la plateforme aujourd’hui. Vous pouvez les parcourir depuis le centre de documentation ou depuis le bouton de recherche en haut de chaque page.

> Toujours bloqué ? Notre équipe répond sur le chat du lundi au vendredi, de 7 h à 21 h (heure d’Afrique de l’Est), et l’assistance par e-mail répond en moins de 4 heures, 24 h/24.`,
    },
    sw: {
      title: 'Kituo cha maelezo kwa kila hatua ya akaunti yako',
      summary:
        'Kuanza, uthibitishaji, kuweka na kutoa pesa, bei thabiti, ada kwa mfano halisi, arifa za viwango, taarifa za akaunti na usalama: miongozo minane mahali pamoja.',
      coverAlt: 'Mchoro wa mwongozo uliofunguliwa kando ya ramani ya dunia',
      body: `Timu zetu za huduma kwa wateja jijini Nairobi, Dar es Salaam na Accra hujibu maswali yaleyale kila wiki, kwa hiyo tumeyaandika majibu. [Kituo cha maelezo](/support/docs) (kwa Kiingereza) kina miongozo minane:

- Kuanza
- Uthibitishaji wa utambulisho
- Kuweka na kutoa pesa
- Taarifa za akaunti na ripoti
- Ubadilishaji na bei thabiti
- Ada, kwa mfano halisi
- Arifa za viwango
- Kulinda akaunti yako

Kila mwongozo unaeleza, hatua kwa hatua, kile mfumo unachofanya leo. Unaweza kuitafuta kutoka kituo cha maelezo au kwa kitufe cha kutafuta juu ya kila ukurasa.

> Bado umekwama? Timu yetu iko kwenye gumzo la moja kwa moja Jumatatu hadi Ijumaa, saa 07:00 hadi 21:00 (saa za Afrika Mashariki), na huduma ya barua pepe hujibu ndani ya saa 4, saa zote.`,
    },
  },
  'how-to-recognise-payment-scams': {
    fr: {
      title: 'Reconnaître une arnaque au paiement avant qu’elle ne vous coûte',
      summary:
        'Des fraudeurs se font passer pour des prestataires, des employeurs ou des proches pour pousser à envoyer de l’argent. Quatre signaux d’alerte, et ce que nous ne vous demanderons jamais.',
      coverAlt: 'Illustration de routes de paiement entre des villes africaines',
      body: `Les arnaques qui poussent à envoyer de l’argent à l’étranger se multiplient sur tous les corridors que nous servons. La plupart suivent le même scénario.

## Quatre signaux d’alerte

1. **L’urgence.** « Payez dans l’heure ou l’affaire est perdue » vise à vous empêcher de vérifier.
2. **Un changement de coordonnées bancaires** par e-mail ou message, même venant d’un contact que vous connaissez.
3. **Un cours trop beau** : bien meilleur que les cours en direct de [notre page des cours](/fr/rates).
4. **Le secret** : on vous demande de ne parler du paiement ni à votre banque, ni à votre famille, ni à nous.

## Ce que nous ne ferons jamais

- Vous demander votre mot de passe, votre code à deux facteurs ou vos codes de secours, par téléphone, e-mail ou chat.
- Vous demander de transférer de l’argent vers un « compte sécurisé ».
- Vous envoyer une cotation depuis une adresse e-mail personnelle.

Si quelque chose vous semble anormal, arrêtez-vous et appelez l’un de nos bureaux aux numéros indiqués sur [notre page des bureaux](/fr/offices). Activer l’authentification à deux facteurs dans votre profil est la meilleure protection de votre compte ; voir [Keeping your account safe](/support/docs/keeping-your-account-safe) (en anglais).`,
    },
    sw: {
      title: 'Jinsi ya kutambua utapeli wa malipo kabla haujakugharimu',
      summary:
        'Matapeli hujifanya watoa huduma, waajiri au ndugu ili watu watume pesa. Dalili nne za hatari, na mambo ambayo hatutakuomba kamwe.',
      coverAlt: 'Mchoro wa njia za malipo kati ya miji ya Afrika',
      body: `Utapeli unaowasukuma watu kutuma pesa nje ya nchi unaongezeka katika kila njia ya malipo tunayohudumia. Mingi hufuata mpango uleule.

## Dalili nne za hatari

1. **Haraka.** "Lipa ndani ya saa moja la sivyo utakosa" inakusudiwa kukuzuia usihakiki.
2. **Mabadiliko ya maelezo ya akaunti** kwa barua pepe au ujumbe, hata kutoka kwa mtu unayemfahamu.
3. **Kiwango kizuri kupita kiasi**: bora kuliko viwango vya sasa kwenye [ukurasa wetu wa viwango](/sw/rates).
4. **Usiri**: kuambiwa usizungumzie malipo hayo na benki yako, familia yako au sisi.

## Tusichokifanya kamwe

- Kukuomba nenosiri lako, msimbo wako wa hatua mbili au misimbo yako ya akiba, kwa simu, barua pepe au gumzo.
- Kukuomba uhamishe pesa kwenda "akaunti salama".
- Kukutumia bei kutoka kwa anwani ya barua pepe binafsi.

Jambo likikutia shaka, simama na upigie simu mojawapo ya ofisi zetu kwa nambari zilizo kwenye [ukurasa wa ofisi zetu](/sw/offices). Kuwasha uthibitishaji wa hatua mbili kwenye wasifu wako ndiyo kinga bora zaidi kwa akaunti yako; angalia [Keeping your account safe](/support/docs/keeping-your-account-safe) (kwa Kiingereza).`,
    },
  },
};
