import { SMS_CODE, type Locale } from '@mizani/shared';
import { escapeHtml } from '../mail/escape.ts';

// The account mails (verification, change of address, password reset) and the one-time code
// texts in each language. English is the wording the product had before translations, kept
// byte-identical (tests read it); French and Swahili are the team's (docs/languages.md lists
// them for a native speaker's review).

export interface AccountMail {
  subject: string;
  text: string;
  html: string;
}

type MailBuilder = (brand: string, url: string) => AccountMail;

/** The account-locked mail's facts: wrong passwords counted, how long ("15 minutes"), the link. */
export interface LockFacts {
  brand: string;
  failures: number;
  wait: string;
  url: string;
}

interface AuthTexts {
  verification: MailBuilder;
  emailChange: MailBuilder;
  passwordReset: MailBuilder;
  accountLocked: (f: LockFacts) => AccountMail;
  /** A lock's length in whole minutes, at least one. */
  minutes: (m: number) => string;
  code: (o: { brand: string; code: string; purpose: CodePurpose; minutes: number }) => string;
}

export type CodePurpose = 'verification' | 'sign-in';

const link = (url: string, label: string) => `<a href="${escapeHtml(url)}">${label}</a>`;

const AUTH_TEXTS: Record<Locale, AuthTexts> = {
  en: {
    verification: (brand, url) => ({
      subject: `Verify your email for ${brand}`,
      text: `Welcome to ${brand}.\n\nConfirm your email address by opening this link:\n${url}\n\nIf you did not create an account, ignore this message.`,
      html: `<p>Welcome to ${brand}.</p><p>${link(url, 'Confirm your email address')}</p><p>If you did not create an account, ignore this message.</p>`,
    }),
    emailChange: (brand, url) => ({
      subject: `Confirm your new email address for ${brand}`,
      text: `Someone asked to use this address for a ${brand} account.\n\nConfirm it by opening this link:\n${url}\n\nUntil then the account keeps its current address. If it was not you, ignore this message.`,
      html: `<p>Someone asked to use this address for a ${brand} account.</p><p>${link(url, 'Confirm your new email address')}</p><p>Until then the account keeps its current address. If it was not you, ignore this message.</p>`,
    }),
    passwordReset: (brand, url) => ({
      subject: `Reset your ${brand} password`,
      text: `Someone asked to reset the password of your ${brand} account.\n\nOpen this link within one hour to choose a new password:\n${url}\n\nIf it was not you, ignore this message: your password stays the same.`,
      html: `<p>Someone asked to reset the password of your ${brand} account.</p><p>${link(url, 'Choose a new password')} (the link works once, within one hour).</p><p>If it was not you, ignore this message.</p>`,
    }),
    accountLocked: ({ brand, failures, wait, url }) => ({
      subject: `${brand} sign-in paused after failed attempts`,
      text: `Someone tried to sign in to your ${brand} account with a wrong password ${failures} times, so we have paused sign-in for ${wait}.\n\nIf it was you, open this link within one hour to sign in again now (it works once):\n${url}\n\nIf it was not you, your password was not accepted. Consider changing it from your profile, and turn on two-factor authentication.`,
      html: `<p>Someone tried to sign in to your ${escapeHtml(brand)} account with a wrong password ${failures} times, so we have paused sign-in for ${escapeHtml(wait)}.</p><p>If it was you, ${link(url, 'unlock sign-in now')} (the link works once, within one hour).</p><p>If it was not you, your password was not accepted. Consider changing it from your profile, and turn on two-factor authentication.</p>`,
    }),
    minutes: (m) => (m === 1 ? '1 minute' : `${m} minutes`),
    code: ({ brand, code, purpose, minutes }) =>
      `${code} is your ${brand} ${purpose} code. It expires in ${minutes} minutes. Never share it: ${brand} will never ask you for it.`,
  },
  fr: {
    verification: (brand, url) => ({
      subject: `Confirmez votre adresse e-mail pour ${brand}`,
      text: `Bienvenue chez ${brand}.\n\nConfirmez votre adresse e-mail en ouvrant ce lien :\n${url}\n\nSi vous n’avez pas créé de compte, ignorez ce message.`,
      html: `<p>Bienvenue chez ${brand}.</p><p>${link(url, 'Confirmer votre adresse e-mail')}</p><p>Si vous n’avez pas créé de compte, ignorez ce message.</p>`,
    }),
    emailChange: (brand, url) => ({
      subject: `Confirmez votre nouvelle adresse e-mail pour ${brand}`,
      text: `Quelqu’un a demandé à utiliser cette adresse pour un compte ${brand}.\n\nConfirmez-la en ouvrant ce lien :\n${url}\n\nD’ici là, le compte garde son adresse actuelle. Si ce n’était pas vous, ignorez ce message.`,
      html: `<p>Quelqu’un a demandé à utiliser cette adresse pour un compte ${brand}.</p><p>${link(url, 'Confirmer votre nouvelle adresse e-mail')}</p><p>D’ici là, le compte garde son adresse actuelle. Si ce n’était pas vous, ignorez ce message.</p>`,
    }),
    passwordReset: (brand, url) => ({
      subject: `Réinitialisez votre mot de passe ${brand}`,
      text: `Quelqu’un a demandé à réinitialiser le mot de passe de votre compte ${brand}.\n\nOuvrez ce lien dans l’heure pour choisir un nouveau mot de passe :\n${url}\n\nSi ce n’était pas vous, ignorez ce message : votre mot de passe ne change pas.`,
      html: `<p>Quelqu’un a demandé à réinitialiser le mot de passe de votre compte ${brand}.</p><p>${link(url, 'Choisir un nouveau mot de passe')} (le lien ne sert qu’une fois, dans l’heure).</p><p>Si ce n’était pas vous, ignorez ce message.</p>`,
    }),
    accountLocked: ({ brand, failures, wait, url }) => ({
      subject: `Connexion ${brand} suspendue après des tentatives échouées`,
      text: `Quelqu’un a essayé de se connecter à votre compte ${brand} avec un mauvais mot de passe ${failures} fois : nous avons donc suspendu la connexion pendant ${wait}.\n\nSi c’était vous, ouvrez ce lien dans l’heure pour vous reconnecter dès maintenant (il ne sert qu’une fois) :\n${url}\n\nSi ce n’était pas vous, votre mot de passe n’a pas été accepté. Pensez à le changer depuis votre profil et activez la double authentification.`,
      html: `<p>Quelqu’un a essayé de se connecter à votre compte ${escapeHtml(brand)} avec un mauvais mot de passe ${failures} fois : nous avons donc suspendu la connexion pendant ${escapeHtml(wait)}.</p><p>Si c’était vous, ${link(url, 'débloquez la connexion maintenant')} (le lien ne sert qu’une fois, dans l’heure).</p><p>Si ce n’était pas vous, votre mot de passe n’a pas été accepté. Pensez à le changer depuis votre profil et activez la double authentification.</p>`,
    }),
    minutes: (m) => (m === 1 ? '1 minute' : `${m} minutes`),
    code: ({ brand, code, purpose, minutes }) =>
      `${code} est votre code ${purpose === 'sign-in' ? 'de connexion' : 'de vérification'} ${brand}. Il expire dans ${minutes} minutes. Ne le communiquez jamais : ${brand} ne vous le demandera jamais.`,
  },
  sw: {
    verification: (brand, url) => ({
      subject: `Thibitisha barua pepe yako kwa ${brand}`,
      text: `Karibu ${brand}.\n\nThibitisha anwani yako ya barua pepe kwa kufungua kiungo hiki:\n${url}\n\nIkiwa hukufungua akaunti, puuza ujumbe huu.`,
      html: `<p>Karibu ${brand}.</p><p>${link(url, 'Thibitisha anwani yako ya barua pepe')}</p><p>Ikiwa hukufungua akaunti, puuza ujumbe huu.</p>`,
    }),
    emailChange: (brand, url) => ({
      subject: `Thibitisha anwani yako mpya ya barua pepe kwa ${brand}`,
      text: `Mtu ameomba kutumia anwani hii kwa akaunti ya ${brand}.\n\nIthibitishe kwa kufungua kiungo hiki:\n${url}\n\nHadi hapo akaunti inabaki na anwani yake ya sasa. Ikiwa si wewe, puuza ujumbe huu.`,
      html: `<p>Mtu ameomba kutumia anwani hii kwa akaunti ya ${brand}.</p><p>${link(url, 'Thibitisha anwani yako mpya ya barua pepe')}</p><p>Hadi hapo akaunti inabaki na anwani yake ya sasa. Ikiwa si wewe, puuza ujumbe huu.</p>`,
    }),
    passwordReset: (brand, url) => ({
      subject: `Weka upya nenosiri lako la ${brand}`,
      text: `Mtu ameomba kuweka upya nenosiri la akaunti yako ya ${brand}.\n\nFungua kiungo hiki ndani ya saa moja ili kuchagua nenosiri jipya:\n${url}\n\nIkiwa si wewe, puuza ujumbe huu: nenosiri lako halibadiliki.`,
      html: `<p>Mtu ameomba kuweka upya nenosiri la akaunti yako ya ${brand}.</p><p>${link(url, 'Chagua nenosiri jipya')} (kiungo kinatumika mara moja tu, ndani ya saa moja).</p><p>Ikiwa si wewe, puuza ujumbe huu.</p>`,
    }),
    accountLocked: ({ brand, failures, wait, url }) => ({
      subject: `Kuingia kwenye ${brand} kumesitishwa baada ya majaribio yaliyoshindwa`,
      text: `Mtu amejaribu kuingia kwenye akaunti yako ya ${brand} kwa nenosiri lisilo sahihi mara ${failures}, kwa hiyo tumesitisha kuingia kwa ${wait}.\n\nIkiwa ni wewe, fungua kiungo hiki ndani ya saa moja ili uingie tena sasa (kinatumika mara moja tu):\n${url}\n\nIkiwa si wewe, nenosiri lako halikukubaliwa. Fikiria kulibadilisha kwenye wasifu wako, na uwashe uthibitishaji wa hatua mbili.`,
      html: `<p>Mtu amejaribu kuingia kwenye akaunti yako ya ${escapeHtml(brand)} kwa nenosiri lisilo sahihi mara ${failures}, kwa hiyo tumesitisha kuingia kwa ${escapeHtml(wait)}.</p><p>Ikiwa ni wewe, ${link(url, 'fungua kuingia sasa')} (kiungo kinatumika mara moja tu, ndani ya saa moja).</p><p>Ikiwa si wewe, nenosiri lako halikukubaliwa. Fikiria kulibadilisha kwenye wasifu wako, na uwashe uthibitishaji wa hatua mbili.</p>`,
    }),
    minutes: (m) => `dakika ${m}`,
    code: ({ brand, code, purpose, minutes }) =>
      `${code} ni nambari yako ya ${purpose === 'sign-in' ? 'kuingia' : 'uthibitisho'} ya ${brand}. Muda wake unaisha baada ya dakika ${minutes}. Usimpe mtu yeyote: ${brand} haitakuuliza kamwe.`,
  },
};

export const authTexts = (locale: Locale): AuthTexts => AUTH_TEXTS[locale];

/**
 * The text of a one-time code. The last line is the WebOTP format (`@host #code`), so Android
 * browsers can offer the code to the page that asked for it; iOS reads the code itself.
 */
export function codeText(opts: {
  brand: string;
  code: string;
  purpose: CodePurpose;
  host: string;
  locale?: Locale;
}) {
  const minutes = SMS_CODE.ttlSec / 60;
  const sentence = AUTH_TEXTS[opts.locale ?? 'en'].code({ ...opts, minutes });
  return `${sentence}\n\n@${opts.host} #${opts.code}`;
}
