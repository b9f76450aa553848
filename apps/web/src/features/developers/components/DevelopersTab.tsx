import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { ApiKeysCard } from './ApiKeysCard';
import { WebhooksCard } from './WebhooksCard';

/** Dashboard › Developers (issue 18): API keys and webhook endpoints. */
export function DevelopersTab() {
  return (
    <div className="grid min-w-0 gap-6 [&>*]:min-w-0">
      <p className="text-sm text-slate-700">
        Connect your treasury or ERP system to Mizani. Read the{' '}
        <Link className="font-medium text-navy-900 underline" to={paths.services.api.path}>
          API overview
        </Link>{' '}
        and the{' '}
        <a className="font-medium text-navy-900 underline" href="/services/api/reference">
          API reference
        </a>
        .
      </p>
      <ApiKeysCard />
      <WebhooksCard />
    </div>
  );
}
