import { sql } from 'drizzle-orm';
import type { Locale } from '@mizani/shared';
import { queryRows, type DbOrTx } from '../../db/client.ts';
import { clientMail } from '../mail/client-mail.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { userLanguage, utcDateTimeIn } from '../i18n/language.ts';

// The mail to the account for every security-sensitive change (issue 33; the list is in
// docs/security.md), in the person's language (decision 018), written in the change's
// transaction when there is one. A stolen session that got past the step-up still cannot act
// unseen: the owner reads what changed and what to do if it was not them.

export type SecurityChange =
  | 'passkey_added'
  | 'passkey_removed'
  | 'passkeys_removed_after_reset'
  | 'phone_added'
  | 'phone_removed'
  | 'totp_enabled'
  | 'totp_disabled'
  | 'sms_enabled'
  | 'sms_disabled'
  | 'api_key_created'
  | 'api_key_revoked'
  | 'beneficiary_added'
  | 'beneficiary_removed'
  | 'email_change_requested'
  | 'password_changed'
  | 'identity_linked'
  | 'identity_unlinked';

interface Texts {
  subject: string;
  heading: string;
  intro: (what: string) => string;
  what: string;
  when: string;
  detail: string;
  ifYou: string;
  ifNot: string;
  link: string;
  changes: Record<SecurityChange, string>;
}

const TEXTS: Record<Locale, Texts> = {
  en: {
    subject: 'Security change on your Mizani FX account',
    heading: 'A security setting of your account changed',
    intro: (what) => `${what}.`,
    what: 'Change',
    when: 'When',
    detail: 'Details',
    ifYou: 'If it was you, there is nothing to do.',
    ifNot:
      'If it was not you, reset your password now (this signs out every device), then check your passkeys, phone and API keys, or call our emergency line.',
    link: 'Review your security settings',
    changes: {
      passkey_added: 'A passkey was added',
      passkey_removed: 'A passkey was removed',
      passkeys_removed_after_reset: 'Your passkeys were removed after your password reset',
      phone_added: 'A phone number was added',
      phone_removed: 'Your phone number was removed',
      totp_enabled: 'Two-factor authentication with an authenticator app was turned on',
      totp_disabled: 'Two-factor authentication with an authenticator app was turned off',
      sms_enabled: 'Text-message sign-in codes were turned on',
      sms_disabled: 'Text-message sign-in codes were turned off',
      api_key_created: 'An API key was created',
      api_key_revoked: 'An API key was revoked',
      beneficiary_added: 'A beneficiary was added',
      beneficiary_removed: 'A beneficiary was removed',
      email_change_requested: 'A change of your email address was requested',
      password_changed: 'Your password was changed',
      identity_linked: 'A sign-in provider was linked',
      identity_unlinked: 'A sign-in provider was unlinked',
    },
  },
  fr: {
    subject: 'Modification de sécurité sur votre compte Mizani FX',
    heading: 'Un réglage de sécurité de votre compte a changé',
    intro: (what) => `${what}.`,
    what: 'Modification',
    when: 'Quand',
    detail: 'Détails',
    ifYou: 'Si c’était vous, vous n’avez rien à faire.',
    ifNot:
      'Si ce n’était pas vous, réinitialisez votre mot de passe maintenant (cela déconnecte tous les appareils), puis vérifiez vos clés d’accès, votre téléphone et vos clés d’API, ou appelez notre ligne d’urgence.',
    link: 'Vérifier vos réglages de sécurité',
    changes: {
      passkey_added: 'Une clé d’accès a été ajoutée',
      passkey_removed: 'Une clé d’accès a été supprimée',
      passkeys_removed_after_reset:
        'Vos clés d’accès ont été supprimées après la réinitialisation de votre mot de passe',
      phone_added: 'Un numéro de téléphone a été ajouté',
      phone_removed: 'Votre numéro de téléphone a été supprimé',
      totp_enabled: 'La double authentification par application a été activée',
      totp_disabled: 'La double authentification par application a été désactivée',
      sms_enabled: 'Les codes de connexion par SMS ont été activés',
      sms_disabled: 'Les codes de connexion par SMS ont été désactivés',
      api_key_created: 'Une clé d’API a été créée',
      api_key_revoked: 'Une clé d’API a été révoquée',
      beneficiary_added: 'Un bénéficiaire a été ajouté',
      beneficiary_removed: 'Un bénéficiaire a été supprimé',
      email_change_requested: 'Un changement de votre adresse e-mail a été demandé',
      password_changed: 'Votre mot de passe a été modifié',
      identity_linked: 'Un fournisseur de connexion a été associé',
      identity_unlinked: 'Un fournisseur de connexion a été dissocié',
    },
  },
  sw: {
    subject: 'Mabadiliko ya usalama kwenye akaunti yako ya Mizani FX',
    heading: 'Mpangilio wa usalama wa akaunti yako umebadilika',
    intro: (what) => `${what}.`,
    what: 'Mabadiliko',
    when: 'Lini',
    detail: 'Maelezo',
    ifYou: 'Ikiwa ni wewe, hakuna la kufanya.',
    ifNot:
      'Ikiwa si wewe, weka upya nenosiri lako sasa (hii inatoa vifaa vyote), kisha kagua funguo zako za siri, simu na funguo za API, au piga simu ya dharura.',
    link: 'Kagua mipangilio yako ya usalama',
    changes: {
      passkey_added: 'Ufunguo wa siri (passkey) umeongezwa',
      passkey_removed: 'Ufunguo wa siri (passkey) umeondolewa',
      passkeys_removed_after_reset:
        'Funguo zako za siri zimeondolewa baada ya kuweka upya nenosiri',
      phone_added: 'Nambari ya simu imeongezwa',
      phone_removed: 'Nambari yako ya simu imeondolewa',
      totp_enabled: 'Uthibitishaji wa hatua mbili kwa programu umewashwa',
      totp_disabled: 'Uthibitishaji wa hatua mbili kwa programu umezimwa',
      sms_enabled: 'Misimbo ya kuingia kwa SMS imewashwa',
      sms_disabled: 'Misimbo ya kuingia kwa SMS imezimwa',
      api_key_created: 'Ufunguo wa API umeundwa',
      api_key_revoked: 'Ufunguo wa API umebatilishwa',
      beneficiary_added: 'Mnufaika ameongezwa',
      beneficiary_removed: 'Mnufaika ameondolewa',
      email_change_requested: 'Ombi la kubadilisha barua pepe yako limetumwa',
      password_changed: 'Nenosiri lako limebadilishwa',
      identity_linked: 'Mtoa huduma wa kuingia ameunganishwa',
      identity_unlinked: 'Mtoa huduma wa kuingia ametenganishwa',
    },
  },
};

/** The mail's words (tests read them). */
export const securityChangeTexts = (locale: Locale) => TEXTS[locale];

/**
 * Queues the "security change" mail to the user's current address. `detail` names what changed
 * (a passkey's name, a masked number, a key's name, a payee) and never holds a secret.
 */
export async function mailSecurityChange(
  db: DbOrTx,
  opts: { userId: string; change: SecurityChange; detail?: string | null; appUrl: string },
) {
  const [u] = await queryRows<{ email: string; language: string | null }>(
    db,
    sql`select email, language from "user" where id = ${opts.userId}`,
  );
  if (!u) return;
  const locale = await userLanguage(db, null, u.language);
  const t = TEXTS[locale];
  const what = t.changes[opts.change];
  const mail = clientMail({
    locale,
    subject: t.subject,
    heading: t.heading,
    intro: t.intro(what),
    rows: [
      [t.what, what],
      [t.when, utcDateTimeIn(locale, new Date())],
      ...(opts.detail ? ([[t.detail, opts.detail.slice(0, 120)]] as [string, string][]) : []),
    ],
    next: [t.ifYou, t.ifNot],
    link: { url: `${opts.appUrl}/dashboard?tab=profile`, label: t.link },
  });
  await enqueueMail(db, { kind: `security_${opts.change}`, to: u.email, ...mail });
}

const RESET_PASSKEYS: Record<Locale, { text: (names: string) => string }> = {
  en: {
    text: (names) =>
      `Your account also signs in with these passkeys, without the password: ${names}. If you lost access or do not recognise one, tick "Also remove my passkeys" when you choose the new password: they stop working at once.`,
  },
  fr: {
    text: (names) =>
      `Votre compte se connecte aussi avec ces clés d’accès, sans le mot de passe : ${names}. Si vous avez perdu l’accès ou n’en reconnaissez pas une, cochez « Supprimer aussi mes clés d’accès » en choisissant le nouveau mot de passe : elles cesseront aussitôt de fonctionner.`,
  },
  sw: {
    text: (names) =>
      `Akaunti yako pia inaingia kwa funguo hizi za siri, bila nenosiri: ${names}. Ikiwa umepoteza ufikiaji au hutambui mmoja wapo, weka alama kwenye "Ondoa pia funguo zangu za siri" unapochagua nenosiri jipya: zitaacha kufanya kazi mara moja.`,
  },
};

/**
 * The reset mail's note on passkeys (issue 33): a passkey signs in without the password, so the
 * person who lost access is shown every one and offered to remove them on the reset page.
 */
export function resetPasskeysNote(
  locale: Locale,
  names: string[],
  escape: (s: string) => string,
): { text: string; html: string } | null {
  if (!names.length) return null;
  const sentence = RESET_PASSKEYS[locale].text(names.join(', '));
  return { text: `\n\n${sentence}`, html: `<p>${escape(sentence)}</p>` };
}
