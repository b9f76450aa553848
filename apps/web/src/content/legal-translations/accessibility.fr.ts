// Déclaration d’accessibilité, version française de content/accessibility.ts. La version
// anglaise fait foi (legal-translations.test.ts vérifie que la structure la suit).
import { BRAND } from '@/config/brand';
import { SUPPORT } from '../site';
import type { TranslatedDocument } from './types';

const doc: TranslatedDocument = {
  intro: `${BRAND.name} veut que chacun puisse consulter les taux, changer des devises et gérer son argent avec nous, quels que soient son appareil, ses capacités ou ses technologies d’assistance. La présente déclaration couvre notre site public et la plateforme client (tableau de bord et connexion).`,
  sections: [
    {
      id: 'standard',
      heading: 'La norme que nous visons',
      paragraphs: [
        'Notre objectif est le niveau AA des Règles pour l’accessibilité des contenus Web (WCAG) 2.2. Aucune nouvelle page ni fonctionnalité n’est mise en ligne avant d’avoir passé nos contrôles d’accessibilité. Lorsque nous savons que nous n’atteignons pas ce niveau, ou que nous nous appuyons sur une exception prévue par les règles, nous l’indiquons dans la section Limites connues.',
      ],
    },
    {
      id: 'built-in',
      heading: 'Ce que nous avons intégré',
      list: [
        'Chaque page et chaque boîte de dialogue s’utilisent entièrement au clavier, avec un indicateur de focus visible, et un lien « Aller au contenu » en haut de chaque page.',
        'Les pages utilisent des titres et des repères dans un ordre logique, et chaque page a un titre unique.',
        'Les champs de formulaire ont des libellés visibles ; les erreurs sont décrites en toutes lettres à côté du champ concerné et lui sont associées pour les lecteurs d’écran.',
        'Les textes et les commandes respectent les rapports de contraste AA des WCAG ; les notifications atteignent au moins 7:1.',
        'Les pages s’adaptent sans défilement horizontal sur un écran de téléphone de 390 px de large.',
        'Les animations s’arrêtent lorsque votre appareil demande des mouvements réduits, et le carrousel des marchés dispose d’un bouton de pause.',
        'Les chiffres en direct, comme le tableau des taux et le convertisseur de devises, annoncent leurs mises à jour sans interrompre et sans déplacer le focus.',
      ],
    },
    {
      id: 'testing',
      heading: 'Comment nous testons',
      list: [
        'Des contrôles automatisés avec axe-core sur chaque page, chaque onglet du tableau de bord et de l’administration, et chaque boîte de dialogue, en largeur téléphone (390 px) et ordinateur (1280 px), à chaque évolution du produit. Une seule non-conformité bloque une mise en production.',
        'Des parcours au clavier seul : inscription, connexion, conversion de devises et déconnexion sans souris, en vérifiant que chaque commande est accessible et montre où se trouve le focus.',
        'Des vérifications au lecteur d’écran des principaux parcours lorsqu’ils changent, avec NVDA sous Windows et VoiceOver sous macOS et iOS.',
        'Une revue manuelle des critères des WCAG 2.2 que les outils automatisés ne peuvent pas évaluer, comme la taille des cibles tactiles, le focus qui reste visible et les alternatives au glisser-déposer.',
      ],
    },
    {
      id: 'limitations',
      heading: 'Limites connues',
      list: [
        'Les cotations fermes ne sont valables que jusqu’à la fin de leur compte à rebours, car elles sont liées aux prix du marché en temps réel (l’exception temps réel du critère 2.2.1 des WCAG). Lorsqu’une cotation expire, un bouton en obtient une nouvelle, aussi souvent que nécessaire ; notre salle des marchés peut aussi coter une conversion par téléphone ou par e-mail.',
        'Le service de recherche d’enregistrement vers lequel renvoie notre page Licence et enregistrement est géré par le Financial Crimes Enforcement Network ; nous ne maîtrisons pas son accessibilité.',
        'Le favori de saisie automatique de cette même page s’installe en le faisant glisser dans la barre de favoris. Vous n’en avez pas besoin : copiez le numéro d’enregistrement avec le bouton Copier et collez-le dans le moteur de recherche.',
        'Nos contrôles automatisés appliquent les règles WCAG 2.0 et 2.1 d’axe-core ; les critères nouveaux des WCAG 2.2 sont vérifiés manuellement, si bien qu’un défaut peut atteindre la production avant que nous le détections. Signalez-nous tout problème rencontré.',
      ],
    },
    {
      id: 'report',
      heading: 'Signaler un obstacle',
      paragraphs: [
        `Si une partie de notre site ou de notre plateforme vous est difficile ou impossible à utiliser, écrivez à ${SUPPORT.email.value} (réponse 24 h/24, 7 j/7) ou appelez le ${SUPPORT.phone.value} (du lundi au vendredi, de 8 h à 18 h, heure d’Afrique de l’Est). Indiquez-nous la page, ce que vous cherchiez à faire, et si possible l’appareil, le navigateur et la technologie d’assistance que vous utilisez.`,
        'Chaque signalement reçoit une réponse sous 4 heures, rédigée par une personne. Si l’obstacle vous empêche d’accomplir une tâche, comme une conversion, une demande ou la lecture d’un relevé, nous l’accomplissons avec vous autrement, par téléphone ou par e-mail, pendant que nous le corrigeons, et nous vous indiquons quand la correction est prévue. Les documents sont disponibles dans un autre format sur demande.',
      ],
    },
    {
      id: 'not-satisfied',
      heading: 'Si vous n’êtes pas satisfait',
      paragraphs: [
        'Si notre réponse ne vous convient pas, utilisez la procédure de réclamation décrite dans notre déclaration de conformité : elle précise nos délais de réponse et comment porter une réclamation devant l’autorité compétente.',
      ],
    },
  ],
};
export default doc;
