import { sql } from 'drizzle-orm';
import { erc20Abi, formatUnits } from 'viem';
import { D, type Locale } from '@mizani/shared';
import { queryRows, type Db } from '../../db/client.ts';
import { moneyIn } from '../i18n/language.ts';
import { clientMail } from '../mail/client-mail.ts';
import { absoluteLink, inEachLanguage, notifyUsers } from '../notices/notices.ts';
import { readPlatformSettings } from '../platform-settings.ts';
import type { ChainRail } from './instance.ts';
import { hotWalletAddress } from './payout-worker.ts';
import type { SignerClient } from './signer-client.ts';

// The hot wallet running low (issue 40, docs/stablecoins.md): payouts would start failing, so the
// admins are told before they do — a bell item and a mail to every admin, in their language, at
// most once a day per chain (chain_hot_wallets.low_alert_at, set by one conditional UPDATE, so
// several instances checking at once send it once). The admin's card shows the same flag live.

const TEXTS: Record<
  Locale,
  {
    title: (assets: string) => string;
    body: (list: string, threshold: string) => string;
    heading: string;
    next: string;
    view: string;
    balance: string;
    address: string;
  }
> = {
  en: {
    title: (a) => `Hot wallet low: ${a}`,
    body: (l, t) =>
      `The stablecoin hot wallet holds ${l}, under the ${t} threshold. Fund it before payouts fail.`,
    heading: 'The stablecoin hot wallet is running low',
    next: 'Send tokens to the hot wallet from the treasury wallet; payouts above its balance will fail and be released to the clients.',
    view: 'Open Reconciliation',
    balance: 'Balance',
    address: 'Hot wallet',
  },
  fr: {
    title: (a) => `Portefeuille chaud bas : ${a}`,
    body: (l, t) =>
      `Le portefeuille chaud de stablecoins détient ${l}, sous le seuil de ${t}. Approvisionnez-le avant que les envois échouent.`,
    heading: 'Le portefeuille chaud de stablecoins est presque vide',
    next: 'Envoyez des jetons au portefeuille chaud depuis le portefeuille de trésorerie ; les envois au-delà de son solde échoueront et seront rendus aux clients.',
    view: 'Ouvrir le rapprochement',
    balance: 'Solde',
    address: 'Portefeuille chaud',
  },
  sw: {
    title: (a) => `Pochi ya moto iko chini: ${a}`,
    body: (l, t) =>
      `Pochi ya moto ya stablecoin ina ${l}, chini ya kiwango cha ${t}. Iongezee kabla malipo hayajashindwa.`,
    heading: 'Pochi ya moto ya stablecoin inakaribia kuisha',
    next: 'Tuma tokeni kwenye pochi ya moto kutoka pochi ya hazina; malipo yanayozidi salio lake yatashindwa na kurudishwa kwa wateja.',
    view: 'Fungua Upatanisho',
    balance: 'Salio',
    address: 'Pochi ya moto',
  },
};

/** Each token of the hot wallet under `chain.hotWalletLowUsd`, with its balance. */
async function lowTokens(db: Db, rail: ChainRail, hot: `0x${string}`) {
  const threshold = new D((await readPlatformSettings(db))['chain.hotWalletLowUsd']);
  const low: { asset: string; balance: string }[] = [];
  for (const t of rail.config.tokens) {
    const units = await rail.client.readContract({
      address: t.address,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [hot],
    });
    const balance = formatUnits(units, t.decimals ?? 6);
    if (new D(balance).lt(threshold)) low.push({ asset: t.asset, balance });
  }
  return { threshold: threshold.toFixed(2), low };
}

/** Checks the hot wallet; tells the admins when a token is low. True when it told them now. */
export async function alertLowHotWallet(
  db: Db,
  rail: ChainRail,
  signer: SignerClient,
  opts: { appUrl?: string } = {},
) {
  const hot = await hotWalletAddress(db, rail, signer);
  const { threshold, low } = await lowTokens(db, rail, hot);
  if (!low.length) return false;
  return db.transaction(async (tx) => {
    const [due] = await queryRows<{ chain_id: number }>(
      tx,
      sql`update chain_hot_wallets set low_alert_at = now(), updated_at = now()
           where chain_id = ${rail.config.chainId}
             and (low_alert_at is null or low_alert_at < now() - interval '1 day')
          returning chain_id`,
    );
    if (!due) return false;
    const link = '/admin?tab=reconciliation';
    await notifyUsers(
      tx,
      sql`select id as user_id from "user" where role = 'admin'`,
      inEachLanguage((locale) => {
        const w = TEXTS[locale];
        const amounts = low.map((l) => moneyIn(locale, l.balance, l.asset)).join(', ');
        const limit = moneyIn(locale, threshold, 'USD');
        return {
          kind: 'chain_hot_wallet_low',
          group: 'withdrawals',
          title: w.title(low.map((l) => l.asset).join(', ')),
          body: w.body(amounts, limit),
          link,
          mail: clientMail({
            locale,
            subject: w.title(low.map((l) => l.asset).join(', ')),
            heading: w.heading,
            intro: w.body(amounts, limit),
            rows: [
              [w.address, hot],
              ...low.map((l): [string, string] => [
                `${w.balance} ${l.asset}`,
                moneyIn(locale, l.balance, l.asset),
              ]),
            ],
            next: [w.next],
            link: { url: absoluteLink(opts.appUrl, link), label: w.view },
          }),
        };
      }),
    );
    return true;
  });
}
