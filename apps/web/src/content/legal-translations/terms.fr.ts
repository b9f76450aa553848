// Conditions d’utilisation, version française de content/legal.ts (TERMS_OF_SERVICE). La
// version anglaise fait foi (legal-translations.test.ts vérifie que la structure la suit).
import { BRAND } from '@/config/brand';
import { HEAD_OFFICE, LEGAL_EMAIL } from '../legal-facts';
import type { TranslatedDocument } from './types';

const doc: TranslatedDocument = {
  intro: `Les présentes conditions régissent votre utilisation du site et des services de ${BRAND.name}. En créant un compte ou en utilisant nos services, vous les acceptez.`,
  sections: [
    {
      id: 'eligibility',
      heading: 'Conditions d’admissibilité',
      paragraphs: [
        'Pour utiliser nos services, vous devez avoir au moins 18 ans et la capacité de conclure un contrat qui vous engage. Une entreprise doit être représentée par une personne habilitée à agir en son nom. Nous pouvons exiger la vérification de votre identité et de votre entreprise avant toute transaction.',
      ],
    },
    {
      id: 'account-security',
      heading: 'Sécurité du compte',
      paragraphs: [
        'Vous êtes responsable de la confidentialité de vos identifiants de connexion et de toute activité sur votre compte. Activez l’authentification à deux facteurs et prévenez-nous immédiatement si vous soupçonnez un accès non autorisé.',
      ],
    },
    {
      id: 'transactions',
      heading: 'Opérations',
      paragraphs: [
        'Toute transaction que vous confirmez vous engage. Le taux affiché au moment de votre confirmation est le taux appliqué. Nous pouvons refuser ou différer une transaction que nous ne pouvons pas vérifier ou que la loi nous interdit d’exécuter.',
      ],
    },
    {
      id: 'risk-disclosure',
      heading: 'Avertissement sur les risques',
      paragraphs: [
        'Les taux de change varient, parfois fortement. La valeur d’une devise que vous détenez ou recevez peut baisser. Les taux passés ne préjugent pas des taux futurs, et rien sur notre site ne constitue un conseil en investissement.',
      ],
    },
    {
      id: 'prohibited-activities',
      heading: 'Activités interdites',
      paragraphs: ['Vous ne pouvez pas utiliser nos services pour :'],
      list: [
        'Blanchir des capitaux, financer le terrorisme ou contourner des sanctions.',
        'Commettre une fraude ou utiliser des fonds ou des identités qui ne sont pas les vôtres.',
        'Perturber, sonder ou attaquer nos systèmes.',
        'Enfreindre une loi ou une réglementation qui s’applique à vous ou à nous.',
      ],
    },
    {
      id: 'liability',
      heading: 'Limitation de responsabilité',
      paragraphs: [
        'Dans la mesure permise par la loi, notre responsabilité totale envers vous, pour quelque réclamation que ce soit, est limitée aux frais que vous nous avez payés pour la transaction concernée. Nous ne sommes pas responsables des pertes indirectes ou consécutives, ni des retards causés par les banques, les réseaux ou des événements indépendants de notre volonté.',
      ],
    },
    {
      id: 'termination',
      heading: 'Résiliation',
      paragraphs: [
        'Vous pouvez clôturer votre compte à tout moment. Nous pouvons suspendre ou clôturer un compte en cas de :',
      ],
      list: [
        'Violation des présentes conditions.',
        'Fraude ou soupçon de fraude.',
        'Échec de la vérification d’identité ou de l’entreprise.',
        'Inactivité prolongée.',
      ],
    },
    {
      id: 'governing-law',
      heading: 'Droit applicable et litiges',
      paragraphs: [
        'Les présentes conditions sont régies par le droit kényan. Tout litige qui ne peut être réglé à l’amiable sera tranché par voie d’arbitrage à Nairobi (Kenya).',
      ],
    },
    {
      id: 'contact',
      heading: 'Nous contacter',
      paragraphs: [
        `Pour toute question sur ces conditions : écrivez à ${LEGAL_EMAIL} ou par courrier à ${HEAD_OFFICE}.`,
      ],
    },
  ],
};
export default doc;
