import type { Locale } from '@mizani/shared';

// The new-sign-in alert (bell and mail) in each language (issue 39). French and Swahili are the
// team's, listed in docs/languages.md for a native speaker's review.

export interface NewSignInTexts {
  /** (device) */
  title: (device: string) => string;
  /** (device, when, address) */
  body: (device: string, when: string, address: string) => string;
  subject: string;
  heading: string;
  intro: string;
  device: string;
  when: string;
  address: string;
  ifYou: string;
  ifNot: string;
  link: string;
  /** DeviceWords for describeDevice. */
  unknown: string;
  browserOn: (browser: string, os: string) => string;
  anyBrowserOn: (os: string) => string;
}

export const NEW_SIGN_IN_TEXTS: Record<Locale, NewSignInTexts> = {
  en: {
    title: (device) => `New sign-in: ${device}`,
    body: (device, when, address) =>
      `Your account was signed in from ${device} (${when}, address ${address}). If it was not you, reset your password now.`,
    subject: 'New sign-in to your Mizani FX account',
    heading: 'Your account was signed in from a new device',
    intro: 'We do not recognise the browser this sign-in came from.',
    device: 'Device',
    when: 'When',
    address: 'Address',
    ifYou: 'If it was you, there is nothing to do: this device is now known.',
    ifNot:
      'If it was not you, reset your password now (this signs out every device and ends trusted devices), then review your security settings, or call our emergency line.',
    link: 'Review your devices',
    unknown: 'Unknown device',
    browserOn: (b, os) => `${b} on ${os}`,
    anyBrowserOn: (os) => `Browser on ${os}`,
  },
  fr: {
    title: (device) => `Nouvelle connexion : ${device}`,
    body: (device, when, address) =>
      `Votre compte a été ouvert depuis ${device} (${when}, adresse ${address}). Si ce n’était pas vous, réinitialisez votre mot de passe maintenant.`,
    subject: 'Nouvelle connexion à votre compte Mizani FX',
    heading: 'Votre compte a été ouvert depuis un nouvel appareil',
    intro: 'Nous ne reconnaissons pas le navigateur de cette connexion.',
    device: 'Appareil',
    when: 'Quand',
    address: 'Adresse',
    ifYou: 'Si c’était vous, vous n’avez rien à faire : cet appareil est désormais connu.',
    ifNot:
      'Si ce n’était pas vous, réinitialisez votre mot de passe maintenant (cela déconnecte tous les appareils et retire la confiance accordée), puis vérifiez vos réglages de sécurité, ou appelez notre ligne d’urgence.',
    link: 'Vérifier vos appareils',
    unknown: 'Appareil inconnu',
    browserOn: (b, os) => `${b} sur ${os}`,
    anyBrowserOn: (os) => `Navigateur sur ${os}`,
  },
  sw: {
    title: (device) => `Kuingia kupya: ${device}`,
    body: (device, when, address) =>
      `Akaunti yako imeingiwa kutoka ${device} (${when}, anwani ${address}). Ikiwa si wewe, weka upya nenosiri lako sasa.`,
    subject: 'Kuingia kupya kwenye akaunti yako ya Mizani FX',
    heading: 'Akaunti yako imeingiwa kutoka kifaa kipya',
    intro: 'Hatutambui kivinjari ambacho kuingia huku kulitoka.',
    device: 'Kifaa',
    when: 'Lini',
    address: 'Anwani',
    ifYou: 'Ikiwa ni wewe, hakuna la kufanya: kifaa hiki sasa kinajulikana.',
    ifNot:
      'Ikiwa si wewe, weka upya nenosiri lako sasa (hii inatoa vifaa vyote na kuondoa uaminifu wa vifaa), kisha kagua mipangilio yako ya usalama, au piga simu ya dharura.',
    link: 'Kagua vifaa vyako',
    unknown: 'Kifaa kisichojulikana',
    browserOn: (b, os) => `${b} kwenye ${os}`,
    anyBrowserOn: (os) => `Kivinjari kwenye ${os}`,
  },
};
