import type { JobTranslation } from '@mizani/shared';

// The demo postings' French and Swahili versions (issue 20, decision 020), by English title.
// Written by the team; docs/languages.md lists the terms a native speaker should check. A null
// salary range shows the posting's own figures.

type Versions = { fr: JobTranslation; sw: JobTranslation };

export const DEMO_JOB_TRANSLATIONS: Record<string, Versions> = {
  'Senior FX Dealer': {
    fr: {
      title: 'Cambiste senior',
      department: 'Trésorerie et marchés',
      location: 'Nairobi, Kenya',
      salaryRange: 'KES 450 000 – 650 000 / mois',
      description:
        'Coter et exécuter des opérations de change au comptant pour nos clients entreprises et institutionnels en Afrique de l’Est, gérer les positions intrajournalières dans les limites fixées et offrir les marges les plus serrées de la région.',
      requirements: [
        'Au moins 5 ans en salle des marchés (change ou marché monétaire)',
        'Connaissance approfondie de la liquidité en KES, TZS et UGX',
        'Certificat ACI Dealing ou équivalent',
      ],
      responsibilities: [
        'Coter et exécuter les opérations des clients sur les paires de devises africaines',
        'Gérer le risque intrajournalier dans les limites approuvées',
        'Développer les relations avec les fournisseurs de liquidité bancaires et non bancaires',
      ],
    },
    sw: {
      title: 'Mfanyabiashara Mkuu wa Fedha za Kigeni',
      department: 'Hazina na Masoko',
      location: 'Nairobi, Kenya',
      salaryRange: 'KES 450,000 – 650,000 kwa mwezi',
      description:
        'Kutoa bei na kutekeleza miamala ya papo hapo ya fedha za kigeni kwa wateja wa makampuni na taasisi katika Afrika Mashariki, kusimamia nafasi za ndani ya siku ndani ya mipaka, na kuhakikisha tofauti zetu za bei ni bora zaidi katika kanda.',
      requirements: [
        'Miaka 5 au zaidi katika dawati la fedha za kigeni au masoko ya fedha',
        'Ujuzi wa kina wa ukwasi wa KES, TZS na UGX',
        'Cheti cha ACI Dealing au kinacholingana nacho',
      ],
      responsibilities: [
        'Kutoa bei na kutekeleza miamala ya wateja katika jozi za sarafu za Afrika',
        'Kusimamia hatari za ndani ya siku ndani ya mipaka iliyoidhinishwa',
        'Kujenga mahusiano na watoa ukwasi, benki na wasio benki',
      ],
    },
  },
  'Compliance Analyst (AML/KYC)': {
    fr: {
      title: 'Analyste conformité (LBC/KYC)',
      department: 'Conformité',
      location: 'Accra, Ghana',
      salaryRange: null,
      description:
        'Examiner les dossiers d’entrée en relation des clients, surveiller les transactions pour détecter les activités suspectes et nous aider à respecter nos obligations d’entreprise de services monétaires agréée.',
      requirements: [
        'Au moins 3 ans en LBC/KYC dans une banque, une fintech ou une entreprise de services monétaires',
        'La certification CAMS est un atout',
      ],
      responsibilities: [
        'Examiner les dossiers KYC et KYB',
        'Enquêter sur les alertes de surveillance des transactions',
        'Préparer les déclarations réglementaires',
      ],
    },
    sw: {
      title: 'Mchambuzi wa Uzingatiaji (AML/KYC)',
      department: 'Uzingatiaji',
      location: 'Accra, Ghana',
      salaryRange: null,
      description:
        'Kukagua mafaili ya usajili wa wateja, kufuatilia miamala ili kubaini shughuli zinazotiliwa shaka, na kutusaidia kutimiza wajibu wetu kama biashara ya huduma za fedha yenye leseni.',
      requirements: [
        'Miaka 3 au zaidi katika AML/KYC kwenye benki, kampuni ya teknolojia ya fedha au MSB',
        'Cheti cha CAMS ni faida ya ziada',
      ],
      responsibilities: [
        'Kukagua mafaili ya KYC na KYB',
        'Kuchunguza tahadhari za ufuatiliaji wa miamala',
        'Kuandaa ripoti za udhibiti',
      ],
    },
  },
  'Full-Stack Engineer (TypeScript)': {
    fr: {
      title: 'Ingénieur full-stack (TypeScript)',
      department: 'Ingénierie',
      location: 'Télétravail (fuseaux horaires africains)',
      salaryRange: 'USD 3 500 – 5 500 / mois',
      description:
        'Construire la plateforme client que nos clients utilisent pour convertir, régler et payer à travers l’Afrique : des cotations fermes et du grand livre jusqu’au tableau de bord.',
      requirements: [
        'Très bonne maîtrise de TypeScript, React et PostgreSQL',
        'Le souci de l’exactitude dès qu’il s’agit d’argent',
      ],
      responsibilities: [
        'Livrer des fonctionnalités de bout en bout',
        'Assurer la fiabilité des services de négociation et du grand livre',
      ],
    },
    sw: {
      title: 'Mhandisi wa Full-Stack (TypeScript)',
      department: 'Uhandisi',
      location: 'Kazi ya mbali (saa za kanda za Afrika)',
      salaryRange: 'USD 3,500 – 5,500 kwa mwezi',
      description:
        'Kujenga jukwaa ambalo wateja wetu hutumia kubadilisha, kulipa na kutuma pesa kote Afrika: kuanzia bei thabiti na leja hadi dashibodi.',
      requirements: [
        'Ujuzi imara wa TypeScript, React na PostgreSQL',
        'Umakini katika usahihi pale pesa zinapohusika',
      ],
      responsibilities: [
        'Kukamilisha vipengele kuanzia mwanzo hadi mwisho',
        'Kusimamia uthabiti wa huduma za biashara na leja',
      ],
    },
  },
  'Client Relationship Manager – Corporate': {
    fr: {
      title: 'Chargé de clientèle – Entreprises',
      department: 'Ventes',
      location: 'Dar es Salaam, Tanzanie',
      salaryRange: null,
      description:
        'Développer et servir notre clientèle d’entreprises en Tanzanie, de l’entrée en relation aux besoins de règlement quotidiens.',
      requirements: [],
      responsibilities: [],
    },
    sw: {
      title: 'Meneja wa Mahusiano na Wateja – Makampuni',
      department: 'Mauzo',
      location: 'Dar es Salaam, Tanzania',
      salaryRange: null,
      description:
        'Kukuza na kuhudumia wateja wetu wa makampuni nchini Tanzania, kuanzia usajili hadi mahitaji ya malipo ya kila siku.',
      requirements: [],
      responsibilities: [],
    },
  },
};
