import type { SearchWordsTranslation } from './types.ts';

const fr: SearchWordsTranslation = {
  dashboard: 'Votre compte en un coup d’œil : solde, alertes, dernières opérations et raccourcis',
  sections: {
    calculator: 'Convertissez devises africaines et grandes devises aux taux en direct',
    marketReach:
      'Sept marchés actifs : Kenya, Ghana, Nigeria, Afrique du Sud, Éthiopie, Tanzanie, Zambie',
  },
  features: {
    trading: {
      title: 'Change',
      description: 'Passez des ordres de change et consultez l’historique de vos ordres',
    },
    wallet: {
      title: 'Portefeuille',
      description: 'Vos soldes par devise, vos dépôts et vos retraits',
    },
    alerts: {
      title: 'Alertes de taux',
      description: 'Soyez averti quand un taux de change atteint votre objectif',
    },
    reports: { title: 'Relevés', description: 'Relevés et rapports de votre activité' },
    profile: { title: 'Profil', description: 'Les informations de votre compte' },
    quote: {
      title: 'Demander une cotation',
      description: 'Obtenez une cotation compétitive pour une opération de change',
    },
    consultation: {
      title: 'Prendre rendez-vous',
      description: 'Parlez de vos besoins à nos spécialistes du change',
    },
  },
  currency: (name, country) => `Taux de change : ${name} (${country})`,
};

export default fr;
