import type { SearchWordsTranslation } from './types.ts';

const sw: SearchWordsTranslation = {
  dashboard: 'Muhtasari wa akaunti yako: salio, arifa, miamala ya karibuni na njia za mkato',
  sections: {
    calculator: 'Badilisha kati ya sarafu za Afrika na sarafu kuu kwa viwango vya sasa',
    marketReach:
      'Masoko saba yanayotumika: Kenya, Ghana, Nigeria, Afrika Kusini, Ethiopia, Tanzania, Zambia',
  },
  features: {
    trading: {
      title: 'Ubadilishaji',
      description: 'Weka maagizo ya kubadilisha sarafu na uone historia ya maagizo yako',
    },
    wallet: { title: 'Pochi', description: 'Salio la kila sarafu, amana na utoaji wa pesa' },
    alerts: {
      title: 'Arifa za viwango',
      description: 'Pata taarifa kiwango cha ubadilishaji kinapofikia lengo lako',
    },
    reports: { title: 'Ripoti', description: 'Taarifa za akaunti na ripoti za shughuli zako' },
    profile: { title: 'Wasifu', description: 'Maelezo ya akaunti yako' },
    quote: {
      title: 'Omba bei',
      description: 'Pata bei shindani ya kubadilisha sarafu',
    },
    consultation: {
      title: 'Weka miadi ya ushauri',
      description: 'Zungumza na wataalamu wetu wa fedha za kigeni kuhusu mahitaji yako',
    },
  },
  currency: (name, country) => `Viwango vya ubadilishaji: ${name} (${country})`,
};

export default sw;
