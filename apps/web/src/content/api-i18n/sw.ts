// /services/api and its reference in Swahili (content/api-localized.ts). Scopes, headers, paths,
// event names and key prefixes are code and stay as they are.
import { API_RATE_LIMIT, WEBHOOK_EVENTS } from '@mizani/shared';
import { formatAmountIn } from '../../lib/i18n/format.ts';
import { sandboxDemo } from '../api.ts';
import type { ApiTranslation } from '../api-translation.ts';
import { REFERENCE_TEXTS_SW } from './reference-texts-sw.ts';

const sw: ApiTranslation = {
  page: {
    intro:
      'Unganisha mfumo wako wa hazina, ERP au jukwaa lako na Mizani: viwango vya moja kwa moja, bei thabiti, ubadilishaji, salio na webhooks zilizotiwa saini, kwa kanuni zilezile za dashibodi yako.',
    whatIntro:
      'API inaita huduma zilezile za dashibodi yako: viwango vilevile vya juu, ukaguzi uleule wa uthibitishaji na daftari lilelile, hivyo agizo lililowekwa na mfumo wako ni sawa kabisa na agizo lililowekwa na wewe.',
    ctaText:
      'Ingia, fungua Wasanidi programu kwenye dashibodi yako na uunde ufunguo wenye ruhusa ambazo mfumo wako unahitaji. Marejeleo kamili yanatengenezwa kutoka kwa API yenyewe.',
  },
  offerings: {
    rates: {
      title: 'Viwango vya moja kwa moja',
      description:
        'Viwango vya kununua, kuuza na vya kati kwa kila jozi inayotumika, vinavyosasishwa mfululizo na mfumo wetu wa viwango, kwa ombi moja lililohifadhiwa.',
      points: ['GET /api/v1/rates', 'Ruhusa rates:read'],
    },
    quotes: {
      title: 'Bei thabiti na ubadilishaji',
      description:
        'Omba bei thabiti, kisha uikubali: agizo linatekelezwa kwa kiwango kilichotajwa au linakataliwa pamoja na sababu, kamwe si nusu.',
      points: ['POST /api/v1/quotes, POST /api/v1/orders', 'Ruhusa quotes:write, orders:write'],
    },
    wallet: {
      title: 'Salio na miamala',
      description:
        'Salio linalopatikana na linalosubiri kwa kila sarafu, na kila muamala pamoja na kumbukumbu yake, katika kurasa za kielekezi kwa ajili ya upatanisho.',
      points: ['GET /api/v1/balances, GET /api/v1/transactions', 'Ruhusa wallet:read'],
    },
    webhooks: {
      title: 'Webhooks zilizotiwa saini',
      description: `Ujulishwe linapotokea: ${WEBHOOK_EVENTS.join(', ')}. Zimetiwa saini kwa Standard Webhooks na hujaribiwa tena kwa saa 24.`,
      points: ['Kila jaribio linarekodiwa kwenye dashibodi yako', 'Ruhusa webhooks:manage'],
    },
  },
  principles: {
    auth: {
      title: 'Uthibitishaji',
      text: 'Unda funguo chini ya Dashibodi › Wasanidi programu baada ya kuthibitisha nenosiri lako. Tuma mmoja kama "Authorization: Bearer mz_live_…". Kila ufunguo una ruhusa unazoupa tu, orodha ya hiari ya anwani za IP zinazoruhusiwa na tarehe ya kuisha; tunahifadhi alama bainifu, kamwe si ufunguo wenyewe, na unaweza kuubatilisha mara moja.',
    },
    idempotency: {
      title: 'Kutorudia ombi',
      text: 'Kila POST hubeba Idempotency-Key (UUID). Mtandao ukikatika, tuma ombi lilelile kwa ufunguo uleule: unapata jibu la kwanza tena, kamwe si agizo la pili. Ufunguo uleule wenye maudhui tofauti unajibiwa 409.',
    },
    errors: {
      title: 'Makosa na mipaka',
      text: `Makosa ni maelezo ya tatizo ya RFC 9457 (application/problem+json) yenye msimbo thabiti na makosa ya kila sehemu. Kila ufunguo unaweza kutuma maombi ${API_RATE_LIMIT.live} kwa dakika; vichwa vya RateLimit-* vinakuonyesha ulipofikia na jibu la 429 linasema wakati wa kujaribu tena.`,
    },
    webhooks: {
      title: 'Webhooks',
      text: 'Ongeza anwani ya HTTPS ya kupokea na uchague matukio yake; siri yake ya kutia saini unapewa mara moja tu. Kila utumaji hubeba webhook-id, webhook-timestamp na webhook-signature: vithibitishe kwa maktaba yoyote ya Standard Webhooks. Utumaji ulioshindwa hujaribiwa tena kwa vipindi vinavyoongezeka kwa saa 24, na unaweza kutuma tena tukio lolote.',
    },
    sandbox: {
      title: 'Mazingira ya majaribio',
      text: `Chagua Mazingira ya majaribio (test) unapounda ufunguo kwenye dashibodi. Ufunguo wa mz_test_ hufanya kazi kwenye daftari tofauti la majaribio linaloanza na salio la maonyesho (${sandboxDemo((a) => formatAmountIn('sw', a, 0))}). Unafanya biashara kwa viwango vilevile vilivyochapishwa chini ya mipaka ileile ya uthibitishaji, unajiongezea salio kwa POST /api/v1/sandbox/top-ups na hukamilisha malipo yake ya majaribio kama yamelipwa au yamekataliwa. Anwani zake za webhook hupokea matukio ya majaribio tu, yenye alama "mode": "test". Hakuna kitu ambacho ufunguo wa majaribio hufanya kinachogusa salio lako halisi.`,
    },
  },
  reference: {
    intro:
      'Kila operesheni ya API ya Mizani, iliyotengenezwa kutoka kwa hati ya OpenAPI 3.1 ambayo API inachapisha. Jithibitishe kwa ufunguo wa API kama tokeni ya Bearer; tuma Idempotency-Key pamoja na kila POST.',
    events:
      'Kila tukio ni POST ya { type, timestamp, data } yenye vichwa webhook-id, webhook-timestamp na webhook-signature (Standard Webhooks, HMAC-SHA256 kwa siri ya anwani yako ya kupokea).',
    texts: REFERENCE_TEXTS_SW,
  },
};

export default sw;
