// Avertissement sur les risques, version française de content/legal.ts (RISK_DISCLOSURE). La
// version anglaise fait foi (legal-translations.test.ts vérifie que la structure la suit).
import { BRAND } from '@/config/brand';
import { EMAIL_DOMAIN, STATS, SUPPORT } from '../site';
import { KENYA_HOTLINE } from '../legal-facts';
import type { TranslatedDocument } from './types';

/** "99.9%" → "99,9 %" (French decimal comma and spaced percent sign). */
const UPTIME = STATS.uptime.value.replace('.', ',').replace('%', '\u202f%');

const doc: TranslatedDocument = {
  intro: `Changer et envoyer de l’argent d’un pays à l’autre comporte des risques. Le présent avertissement explique les principaux risques, ce que ${BRAND.name} fait pour y répondre et ce que vous pouvez faire. Lisez-le avec nos Conditions d’utilisation avant toute transaction.`,
  sections: [
    {
      id: 'no-advice',
      heading: 'À propos de cet avertissement',
      paragraphs: [
        'Le présent avertissement ne recense pas tous les risques possibles. Rien sur notre site, dans nos taux ou de la part de nos cambistes ne constitue un conseil en investissement, fiscal ou juridique : décidez s’il faut changer des devises, et quand, en fonction de votre propre situation, et faites-vous conseiller de manière indépendante si nécessaire.',
      ],
    },
    {
      id: 'currency-exposure',
      heading: 'Exposition et volatilité des devises',
      paragraphs: [
        'Les taux de change évoluent en permanence, et parfois fortement. La valeur d’une devise que vous détenez, que vous comptez recevoir ou que vous devez payer peut baisser par rapport à une autre entre le moment où vous décidez et celui où vous convertissez. Les taux passés et leurs variations ne préjugent pas des taux futurs.',
        'Les devises africaines peuvent varier davantage que les grandes devises, et brutalement : dévaluations, interventions des banques centrales, variations des taux d’intérêt ou des cours des matières premières, élections, et règles de change telles que le contrôle des capitaux, les limites de conversion ou de rapatriement, ou l’écart entre taux officiel et taux de marché. Une modification de la loi peut aussi retarder, restreindre ou empêcher une conversion ou un paiement.',
        'Détenir un solde dans une devise vous expose à cette devise jusqu’à sa conversion. Échelonner vos conversions dans le temps, ou convenir d’un taux à l’avance avec notre salle des marchés, peut réduire cette exposition, mais jamais la supprimer.',
      ],
    },
    {
      id: 'firm-quotes',
      heading: 'Cotations fermes et durée de validité',
      list: [
        'Les taux de notre page Taux en direct, du convertisseur et de l’aperçu des taux sont indicatifs : ils reflètent le marché et ne constituent pas une offre.',
        'Une cotation ferme fixe le taux, les frais et le montant que vous recevrez. Sur la plateforme, elle indique le montant vendu, les frais, le taux avec sa marge et le montant reçu, ainsi qu’un compte à rebours : elle n’est valable que jusqu’à la fin du compte à rebours, selon l’horloge de notre serveur, et ne peut être utilisée qu’une fois.',
        'Lorsqu’une cotation expire, il vous en faut une nouvelle, au taux du moment, qui peut être moins favorable. Un ordre passé sur une cotation expirée ou déjà utilisée est refusé et aucune conversion n’a lieu.',
        'Une cotation que notre salle des marchés envoie par e-mail précise sa durée de validité. Passé ce délai, elle ne nous engage plus.',
        'Une fois confirmée sur une cotation valide, une conversion vous engage et ne peut être ni annulée ni contrepassée, même si le marché évolue ensuite en votre faveur.',
      ],
    },
    {
      id: 'settlement',
      heading: 'Risque de règlement',
      paragraphs: [
        'Les virements internationaux prennent généralement 1 à 3 jours ouvrables. Ils peuvent prendre plus longtemps en raison des heures limites, des week-ends et des jours fériés dans l’un ou l’autre pays, des banques intermédiaires, des pannes des réseaux de mobile money ou bancaires, ou des contrôles de conformité que nous-mêmes ou l’établissement destinataire effectuons. Un paiement n’est achevé que lorsque la banque ou le fournisseur de mobile money du bénéficiaire l’a crédité.',
        'Vérifiez les coordonnées du bénéficiaire avant de confirmer : un paiement envoyé vers un mauvais compte ou un mauvais numéro de téléphone en raison d’informations que vous nous avez données peut être irrécupérable, et nous ne pouvons que demander à l’établissement destinataire de le restituer.',
      ],
    },
    {
      id: 'counterparty',
      heading: 'Risque de contrepartie',
      paragraphs: [
        'Pour convertir et livrer les fonds, nous nous appuyons sur des banques, des opérateurs de mobile money et des fournisseurs de liquidité dans chaque marché. Si l’un d’eux fait défaut, suspend un service ou retarde un paiement, votre transaction peut être retardée. Nous choisissons ces partenaires avec diligence et les réévaluons régulièrement, mais nous ne pouvons pas supprimer ce risque.',
        `Les soldes détenus auprès de ${BRAND.name} ne sont pas des dépôts bancaires et ne sont couverts par aucun système de garantie des dépôts. Les opérations convenues avec notre salle des marchés pour une date future supposent que les deux parties les exécutent : vous à la date convenue, et nous.`,
      ],
    },
    {
      id: 'liquidity',
      heading: 'Risque de liquidité',
      paragraphs: [
        'Certaines devises s’échangent en faibles volumes, et la liquidité de toute devise peut se tarir en période de tensions sur les marchés ou de jours fériés locaux. Un montant important peut alors devoir être converti en plusieurs fois ou sur une période plus longue, à un taux moins favorable. Dans ces conditions, nous pouvons élargir nos marges, limiter les montants ou suspendre une paire de devises ; un ordre sur une paire suspendue est refusé.',
      ],
    },
    {
      id: 'forward-arrangements',
      heading: 'Opérations à terme et de couverture',
      paragraphs: [
        'Un taux convenu aujourd’hui pour un paiement futur vous protège contre une évolution défavorable du marché, mais vous devez réaliser le change au taux convenu même si le marché évolue en votre faveur, et il peut vous être demandé de fournir des fonds à l’avance. Discutez avec notre salle des marchés de l’adéquation d’une telle opération à votre activité avant de vous engager ; toute opération de ce type est formalisée par écrit.',
      ],
    },
    {
      id: 'operational-technology',
      heading: 'Risques opérationnels et technologiques',
      paragraphs: [
        `Nous visons ${UPTIME} de disponibilité de la plateforme, mais aucun système n’est disponible en permanence : maintenance, pannes, défaillances d’internet ou du réseau mobile, ou incidents chez nos partenaires peuvent vous empêcher de consulter les taux, d’obtenir une cotation ou d’envoyer un paiement au moment voulu. Conservez votre propre trace de chaque transaction : chaque ordre fait l’objet d’une confirmation, et des relevés mensuels sont disponibles dans votre tableau de bord.`,
        'Votre compte n’est pas plus sûr que vos identifiants de connexion. Utilisez un mot de passe robuste que vous n’utilisez nulle part ailleurs, activez l’authentification à deux facteurs et sécurisez votre messagerie.',
      ],
    },
    {
      id: 'fraud-scams',
      heading: 'Fraudes et escroqueries',
      paragraphs: [
        'Les criminels ciblent les personnes qui transfèrent de l’argent. Protégez-vous :',
      ],
      list: [
        `Nous ne vous demanderons jamais votre mot de passe ni votre code à deux facteurs, que ce soit par téléphone, par e-mail ou par chat. Nos e-mails proviennent uniquement d’adresses se terminant par @${EMAIL_DOMAIN}.`,
        'Nous ne vous demanderons jamais de transférer de l’argent vers un « compte sécurisé », de payer des frais pour débloquer des fonds, ni d’acheter des cartes-cadeaux ou des crypto-actifs.',
        'Si un fournisseur, un proche ou un collègue vous communique de nouvelles coordonnées de paiement, confirmez-les en appelant un numéro que vous connaissez déjà, et non celui indiqué dans le message.',
        'Méfiez-vous de quiconque promet des rendements garantis ou des taux de change « spéciaux », ou vous demande de recevoir de l’argent pour le lui reverser : vous pourriez participer à du blanchiment.',
        'Ne laissez jamais quelqu’un d’autre utiliser votre compte, et n’envoyez jamais de paiements pour autrui par son intermédiaire.',
        `Si vous pensez avoir été ciblé ou que votre compte a été utilisé frauduleusement, arrêtez tout et contactez-nous immédiatement : ${SUPPORT.phone.value}${KENYA_HOTLINE ? `, ou à toute heure le ${KENYA_HOTLINE.phone}` : ''}, ou ${SUPPORT.email.value}.`,
      ],
    },
    {
      id: 'questions',
      heading: 'Vos questions',
      paragraphs: [
        `Si vous ne comprenez pas un risque décrit ici, interrogez-nous avant toute transaction : ${SUPPORT.email.value} ou ${SUPPORT.phone.value} (du lundi au vendredi, de 8 h à 18 h, heure d’Afrique de l’Est).`,
      ],
    },
  ],
};
export default doc;
