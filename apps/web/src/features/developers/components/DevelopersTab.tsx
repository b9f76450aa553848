import { Link } from '@/lib/nav';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n/use-t';
import { ApiKeysCard } from './ApiKeysCard';
import { WebhooksCard } from './WebhooksCard';

/** Dashboard › Developers (issue 18): API keys and webhook endpoints. */
export function DevelopersTab() {
  const { t } = useT();
  return (
    <div className="grid min-w-0 gap-6 [&>*]:min-w-0">
      <p className="text-sm text-slate-700">
        {t('dev.introBefore')}{' '}
        <Link className="font-medium text-navy-900 underline" to={paths.services.api.path}>
          {t('dev.apiOverview')}
        </Link>{' '}
        {t('dev.introAnd')}{' '}
        <a className="font-medium text-navy-900 underline" href="/services/api/reference">
          {t('dev.apiReference')}
        </a>
        {t('dev.introAfter')}
      </p>
      <ApiKeysCard />
      <WebhooksCard />
    </div>
  );
}
