// Conformité, version française de content/legal.ts (COMPLIANCE_STATEMENT). La version anglaise
// fait foi (legal-translations.test.ts vérifie que la structure et les coordonnées la suivent).
import { BRAND } from '@/config/brand';
import { REGULATION, SUPPORT } from '../site';
import {
  COMPLAINTS_EMAIL,
  COMPLIANCE_EMAIL,
  HEAD_OFFICE,
  KENYA_HOTLINE,
  PRIVACY_EMAIL,
} from '../legal-facts';
import type { TranslatedDocument } from './types';

const doc: TranslatedDocument = {
  intro: `Comment ${BRAND.name} prévient le blanchiment de capitaux, le financement du terrorisme et les violations de sanctions, comment nous vérifions les personnes et les entreprises que nous servons, comment nous conservons les documents et protégeons les données, et comment déposer une réclamation en cas de problème.`,
  sections: [
    {
      id: 'regulatory-status',
      heading: 'Notre statut réglementaire',
      paragraphs: [
        `${BRAND.name} est une entreprise de services monétaires agréée aux États-Unis, enregistrée auprès du ${REGULATION.regulator} sous le numéro d’enregistrement MSB ${REGULATION.msbRegistrationNumber}. Vous pouvez vérifier cet enregistrement vous-même : notre page Licence et enregistrement explique comment.`,
        'Nous servons nos clients depuis nos bureaux de Nairobi, Dar es Salaam et Accra et effectuons des paiements au Kenya, en Tanzanie, au Ghana, au Nigeria, en Afrique du Sud, en Éthiopie et en Zambie. Dans chaque pays, nous respectons les lois relatives à la lutte contre le blanchiment, aux sanctions, au contrôle des changes et à la protection des données qui s’appliquent au service que nous y fournissons.',
      ],
    },
    {
      id: 'aml-cft-programme',
      heading:
        'Programme de lutte contre le blanchiment de capitaux et le financement du terrorisme',
      paragraphs: [
        'Notre programme LBC/FT est formalisé par écrit, approuvé par la direction générale et appliqué à chaque client, produit et marché. Il repose sur une approche fondée sur les risques : nos contrôles se renforcent à mesure que le risque présenté par un client, un corridor de paiement ou une transaction augmente. Il comprend :',
      ],
      list: [
        'Un responsable de la conformité désigné, qui rend compte à la direction générale et peut bloquer toute transaction ou relation d’affaires.',
        'Une évaluation écrite des risques de blanchiment de capitaux et de financement du terrorisme liés à nos clients, produits, canaux de paiement et pays, revue au moins une fois par an.',
        'La vérification de l’identité et des mesures de vigilance avant qu’un client puisse effectuer une transaction (voir la section suivante).',
        'La surveillance des transactions inhabituelles par leur montant, leur fréquence, leur schéma ou leur destination, les alertes étant examinées par l’équipe de conformité.',
        'Les déclarations d’activités suspectes au Financial Crimes Enforcement Network et à la cellule de renseignement financier du pays concerné (au Kenya le Financial Reporting Centre, en Tanzanie la Financial Intelligence Unit, au Ghana le Financial Intelligence Centre), ainsi que toute autre déclaration exigée par la loi.',
        'Une formation pour chaque collaborateur à son arrivée puis chaque année, complétée pour le personnel chargé de l’entrée en relation avec les clients ou du traitement des paiements.',
        'Un examen indépendant du programme chaque année, dont les constats font l’objet d’un suivi jusqu’à leur résolution.',
      ],
    },
    {
      id: 'kyc-due-diligence',
      heading: 'Connaissance du client et mesures de vigilance',
      paragraphs: [
        'Nous vérifions chaque client avant sa première transaction et appliquons l’un des niveaux de vigilance suivants. La vérification prend généralement 24 à 48 heures, et au plus 5 jours ouvrables une fois tous les documents reçus.',
      ],
      list: [
        'Vigilance standard (particuliers) : nom complet, date de naissance, nationalité et adresse, contrôlés au moyen d’une pièce d’identité officielle en cours de validité et d’un justificatif de domicile datant de moins de 3 mois.',
        'Vigilance applicable aux entreprises (sociétés et institutions) : documents d’immatriculation, siège social, nature de l’activité, dirigeants et signataires autorisés, et bénéficiaires effectifs qui détiennent ou contrôlent en dernier ressort l’entreprise, chacun vérifié comme un particulier. Les institutions décrivent en outre leurs propres agréments et leur programme LBC.',
        'Vigilance renforcée : pour les personnes politiquement exposées, les clients liés à des pays à risque élevé et les activités d’un montant ou d’une complexité inhabituels, nous demandons l’origine des fonds et, le cas échéant, l’origine du patrimoine, et un membre de la direction approuve la relation.',
        'Vigilance constante : nous tenons à jour les informations sur nos clients, réexaminons périodiquement les relations (plus souvent lorsque le risque est plus élevé) et demandons de nouveaux documents lorsque ceux que nous détenons expirent ou que l’activité ne correspond plus à ce qui nous a été déclaré.',
      ],
    },
    {
      id: 'sanctions-screening',
      heading: 'Filtrage des sanctions',
      paragraphs: [
        'Nous n’entretenons aucune relation, directe ou indirecte, avec des personnes, entités ou pays sanctionnés. Nous filtrons les clients, leurs dirigeants et bénéficiaires effectifs, ainsi que les bénéficiaires des paiements :',
      ],
      list: [
        'Au regard des listes de sanctions du Conseil de sécurité des Nations unies, de l’Office of Foreign Assets Control (OFAC) des États-Unis, de l’Union européenne et du Royaume-Uni, ainsi que des listes nationales des pays où nous exerçons.',
        'À l’entrée en relation, avant chaque paiement, et de nouveau pour l’ensemble des clients chaque fois qu’une liste est modifiée.',
        'Au regard des listes de personnes politiquement exposées et des informations défavorables publiées dans les médias, afin de déterminer quand la vigilance renforcée s’applique.',
      ],
    },
    {
      id: 'holds-and-refusals',
      heading: 'Suspension ou refus d’une transaction',
      paragraphs: [
        'Nous pouvons différer une transaction le temps d’obtenir des informations, la refuser, ou geler des fonds lorsque la loi l’exige, par exemple après une correspondance avec une liste de sanctions. La loi peut nous interdire de vous en indiquer le motif, ou de vous informer qu’une déclaration a été faite. Nous ne demandons jamais à un client de fractionner un paiement pour rester sous un seuil de déclaration ou de vérification, et un fractionnement à cette fin constitue en soi un motif de refus.',
      ],
    },
    {
      id: 'record-keeping',
      heading: 'Conservation des documents',
      paragraphs: [
        'Nous conservons les relevés de transactions pendant 7 ans après la transaction, et les documents d’identification et de vigilance pendant 7 ans après la fin de la relation d’affaires, ou plus longtemps lorsqu’une loi, une autorité de régulation ou une enquête l’exige. Les documents sont conservés de façon à pouvoir reconstituer toute transaction et la communiquer aux autorités compétentes sur demande légitime.',
      ],
    },
    {
      id: 'data-protection',
      heading: 'Protection des données',
      paragraphs: [
        `Nous traitons les données personnelles conformément à notre Politique de confidentialité et aux lois sur la protection des données des pays où nous exerçons, notamment le Data Protection Act 2019 du Kenya, le Personal Data Protection Act 2022 de la Tanzanie et le Data Protection Act 2012 du Ghana. Les documents de vérification sont utilisés aux fins de la conformité et conservés uniquement pendant la durée exigée par les règles de conservation ci-dessus. L’accès est réservé au personnel qui en a besoin, et les données sont chiffrées en transit. Questions ou demandes concernant vos données : ${PRIVACY_EMAIL}.`,
      ],
    },
    {
      id: 'complaints',
      heading: 'Procédure de réclamation',
      paragraphs: [
        `Nous voulons savoir quand nous commettons une erreur. Adressez votre réclamation à ${COMPLAINTS_EMAIL}, appelez le ${SUPPORT.phone.value} (du lundi au vendredi, de 8 h à 18 h, heure d’Afrique de l’Est), ou écrivez-nous à ${HEAD_OFFICE}. Indiquez votre nom, l’adresse e-mail de votre compte, la référence de la transaction le cas échéant, ce qui s’est mal passé et ce que vous attendez de nous. Déposer une réclamation est gratuit.`,
      ],
      list: [
        'Nous accusons réception de votre réclamation sous 24 heures, avec un numéro de référence et le nom de la personne qui la traite.',
        'Nous vous adressons notre réponse définitive par écrit dans un délai de 15 jours ouvrables. Si des circonstances exceptionnelles l’empêchent, nous vous en indiquons la raison dans ce délai et vous adressons la réponse définitive dans un délai de 35 jours ouvrables.',
        'Si vous contestez la première réponse, demandez un réexamen : la réclamation est transmise à notre responsable de la conformité, qui n’a pas participé à la décision initiale.',
        'Si notre réponse définitive ne vous satisfait pas, ou si elle ne vous est pas parvenue dans les délais, vous pouvez saisir l’autorité de surveillance des services financiers du pays où le service vous a été fourni : au Kenya la Central Bank of Kenya, en Tanzanie la Bank of Tanzania, au Ghana la Bank of Ghana, et aux États-Unis le Consumer Financial Protection Bureau. Les réclamations relatives à vos données personnelles peuvent également être adressées à l’autorité de protection des données de votre pays.',
      ],
    },
    {
      id: 'contact-compliance',
      heading: 'Contacter notre équipe de conformité',
      paragraphs: [
        `Questions sur la présente déclaration, demandes de diligence des banques et partenaires, et signalements d’utilisation abusive présumée de nos services : ${COMPLIANCE_EMAIL}.${KENYA_HOTLINE ? ` Pour signaler une fraude sur votre compte à toute heure, appelez notre ligne d’urgence du Kenya (24 h/24, 7 j/7), le ${KENYA_HOTLINE.phone}.` : ''}`,
      ],
    },
  ],
};
export default doc;
