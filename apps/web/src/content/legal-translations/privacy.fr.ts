// Politique de confidentialité, version française de content/legal.ts (PRIVACY_POLICY). La
// version anglaise fait foi ; toute modification de l’anglais se reporte ici (même id, même
// nombre de paragraphes et de points : legal-translations.test.ts le vérifie).
import { BRAND } from '@/config/brand';
import { HEAD_OFFICE, PRIVACY_EMAIL } from '../legal-facts';
import type { TranslatedDocument } from './types';

const doc: TranslatedDocument = {
  intro: `${BRAND.name} (« nous ») respecte votre vie privée. La présente politique explique quelles données personnelles nous collectons lorsque vous utilisez notre site et nos services, comment nous les utilisons et les partageons, comment nous les protégeons et quels droits vous avez sur elles.`,
  sections: [
    {
      id: 'information-we-collect',
      heading: 'Données que nous collectons',
      paragraphs: [
        'Nous collectons les informations que vous nous communiquez et celles qui résultent de votre utilisation de nos services :',
      ],
      list: [
        'Identité et coordonnées : nom, adresse e-mail, numéro de téléphone, entreprise et pays.',
        'Documents de vérification (KYC) : une pièce d’identité officielle et un justificatif de domicile.',
        'Informations sur les transactions : devises, montants, bénéficiaires, dates et taux de change.',
        'Informations techniques : adresse IP, type de navigateur, informations sur l’appareil et pages consultées.',
        'Échanges : messages, demandes de cotation et de consultation, demandes d’assistance et candidatures que vous nous adressez.',
      ],
    },
    {
      id: 'how-we-use',
      heading: 'Utilisation de vos données',
      list: [
        'Ouvrir et gérer votre compte et exécuter vos transactions.',
        'Vérifier votre identité et respecter nos obligations de lutte contre le blanchiment de capitaux et le financement du terrorisme.',
        'Répondre à vos demandes, cotations, consultations et demandes d’assistance.',
        'Détecter et prévenir la fraude et assurer la sécurité de nos services.',
        'Améliorer nos services et, si vous y consentez, vous informer de leurs évolutions.',
      ],
    },
    {
      id: 'sharing',
      heading: 'Partage des données',
      paragraphs: [
        'Nous ne vendons pas vos données personnelles. Nous les communiquons uniquement aux banques et aux partenaires de paiement et de mobile money nécessaires à l’exécution de vos transactions ; aux prestataires qui travaillent pour nous dans le cadre d’un contrat et sous obligation de confidentialité ; et aux autorités de régulation, aux services répressifs et aux juridictions lorsque la loi l’exige.',
      ],
    },
    {
      id: 'security',
      heading: 'Sécurité des données',
      paragraphs: [
        'Nous protégeons vos données par le chiffrement en transit, des contrôles d’accès, l’authentification à deux facteurs, la surveillance des activités et des revues de sécurité régulières. Seuls les collaborateurs qui en ont besoin pour vous servir peuvent y accéder.',
      ],
    },
    {
      id: 'your-rights',
      heading: 'Vos droits',
      paragraphs: ['Sous réserve de la loi qui vous est applicable, vous pouvez :'],
      list: [
        'Accéder aux données personnelles que nous détenons sur vous.',
        'Nous demander de corriger des données inexactes ou incomplètes.',
        'Nous demander d’effacer les données que nous ne sommes plus tenus de conserver.',
        'Vous opposer à certains usages ou les limiter, notamment la prospection commerciale.',
        'Recevoir une copie de vos données dans un format portable.',
      ],
    },
    {
      id: 'retention',
      heading: 'Conservation des données',
      paragraphs: [
        'Nous conservons les relevés de transactions pendant 7 ans après la transaction, comme l’exige la réglementation financière. Les autres données personnelles ne sont conservées que le temps nécessaire aux finalités ci-dessus ou exigé par la loi, puis supprimées ou anonymisées.',
      ],
    },
    {
      id: 'international-transfers',
      heading: 'Transferts internationaux',
      paragraphs: [
        'Nous avons des bureaux au Kenya, en Tanzanie et au Ghana. Pour fournir nos services, vos données peuvent être transférées entre ces bureaux et vers nos partenaires dans d’autres pays. Chaque transfert est protégé par les garanties décrites dans la présente politique.',
      ],
    },
    {
      id: 'contact',
      heading: 'Nous contacter',
      paragraphs: [
        `Pour toute question sur cette politique ou pour exercer vos droits, écrivez à ${PRIVACY_EMAIL} ou par courrier à ${HEAD_OFFICE}.`,
      ],
    },
  ],
};
export default doc;
