// /services/api and its reference in French (content/api-localized.ts). Scopes, headers, paths,
// event names and key prefixes are code and stay as they are.
import { API_RATE_LIMIT, WEBHOOK_EVENTS } from '@mizani/shared';
import { formatAmountIn } from '../../lib/i18n/format.ts';
import { sandboxDemo } from '../api.ts';
import type { ApiTranslation } from '../api-translation.ts';
import { REFERENCE_TEXTS_FR } from './reference-texts-fr.ts';

const fr: ApiTranslation = {
  page: {
    intro:
      'Connectez votre trésorerie, votre ERP ou votre plateforme à Mizani : cours en direct, cotations fermes, conversions, soldes et webhooks signés, selon les mêmes règles que votre tableau de bord.',
    whatIntro:
      'L’API appelle les mêmes services que votre tableau de bord : mêmes plafonds, mêmes contrôles de vérification, même registre. Un ordre passé par votre système est exactement un ordre passé par vous.',
    ctaText:
      'Connectez-vous, ouvrez Développeurs dans votre tableau de bord et créez une clé avec les portées dont votre système a besoin. La référence complète est générée à partir de l’API elle-même.',
  },
  offerings: {
    rates: {
      title: 'Cours en direct',
      description:
        'Cours acheteur, vendeur et médian de chaque paire active, actualisés en continu par notre moteur de cotation, en un seul appel mis en cache.',
      points: ['GET /api/v1/rates', 'Portée rates:read'],
    },
    quotes: {
      title: 'Cotations fermes et conversions',
      description:
        'Demandez une cotation ferme, puis acceptez-la : l’ordre est exécuté au taux coté ou refusé avec le motif, jamais à moitié.',
      points: ['POST /api/v1/quotes, POST /api/v1/orders', 'Portées quotes:write, orders:write'],
    },
    wallet: {
      title: 'Soldes et transactions',
      description:
        'Solde disponible et en attente par devise, et chaque mouvement avec sa référence, en pages à curseur pour le rapprochement.',
      points: ['GET /api/v1/balances, GET /api/v1/transactions', 'Portée wallet:read'],
    },
    webhooks: {
      title: 'Webhooks signés',
      description: `Soyez prévenu dès que cela se produit : ${WEBHOOK_EVENTS.join(', ')}. Signés selon Standard Webhooks et renvoyés pendant 24 heures.`,
      points: [
        'Chaque tentative est journalisée dans votre tableau de bord',
        'Portée webhooks:manage',
      ],
    },
  },
  principles: {
    auth: {
      title: 'Authentification',
      text: 'Créez vos clés sous Tableau de bord › Développeurs après avoir confirmé votre mot de passe. Envoyez-en une sous la forme « Authorization: Bearer mz_live_… ». Chaque clé n’a que les portées que vous lui donnez, une liste facultative d’adresses IP autorisées et une date d’expiration ; nous conservons une empreinte, jamais la clé, et vous pouvez la révoquer à tout instant.',
    },
    idempotency: {
      title: 'Idempotence',
      text: 'Chaque POST porte un Idempotency-Key (un UUID). Si le réseau coupe, renvoyez la même requête avec la même clé : vous recevez la première réponse, jamais un second ordre. La même clé avec un autre corps reçoit une réponse 409.',
    },
    errors: {
      title: 'Erreurs et limites',
      text: `Les erreurs suivent la RFC 9457 (application/problem+json) avec un code stable et les erreurs par champ. Chaque clé peut faire ${API_RATE_LIMIT.live} requêtes par minute ; les en-têtes RateLimit-* indiquent où vous en êtes et une réponse 429 dit quand réessayer.`,
    },
    webhooks: {
      title: 'Webhooks',
      text: 'Ajoutez un point de terminaison HTTPS et choisissez ses événements ; son secret de signature ne vous est donné qu’une fois. Chaque envoi porte webhook-id, webhook-timestamp et webhook-signature : vérifiez-les avec n’importe quelle bibliothèque Standard Webhooks. Les envois échoués sont retentés avec un délai exponentiel pendant 24 heures, et vous pouvez renvoyer tout événement.',
    },
    sandbox: {
      title: 'Bac à sable',
      text: `Choisissez Bac à sable (test) en créant une clé dans le tableau de bord. Une clé mz_test_ agit sur un registre de bac à sable distinct, ouvert avec des soldes de démonstration (${sandboxDemo((a) => formatAmountIn('fr', a, 0))}). Elle traite aux mêmes cours publiés, sous les mêmes plafonds de vérification, se réapprovisionne avec POST /api/v1/sandbox/top-ups et règle ses retraits de test comme versés ou refusés. Ses points de terminaison webhook ne reçoivent que des événements de bac à sable, marqués "mode": "test". Rien de ce que fait une clé de test ne touche jamais vos soldes réels.`,
    },
  },
  reference: {
    intro:
      'Chaque opération de l’API Mizani, générée à partir du document OpenAPI 3.1 que publie l’API. Authentifiez-vous avec une clé d’API comme jeton Bearer ; envoyez un Idempotency-Key avec chaque POST.',
    events:
      'Chaque événement est un POST de { type, timestamp, data } avec les en-têtes webhook-id, webhook-timestamp et webhook-signature (Standard Webhooks, HMAC-SHA256 avec le secret de votre point de terminaison).',
    texts: REFERENCE_TEXTS_FR,
  },
};

export default fr;
