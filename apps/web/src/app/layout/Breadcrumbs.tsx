import { Link, useLocation } from 'react-router';
import { ChevronRight, Home } from 'lucide-react';
import { breadcrumbName, isRoutePath } from '@/config/paths';

/** Home › Section › Page, from the URL, with the friendly names of config/paths.ts. */
export function Breadcrumbs() {
  const { pathname } = useLocation();
  const segments = pathname.split('/').filter(Boolean);
  if (segments.length === 0) return null;

  const items = segments.map((segment, i) => {
    const href = `/${segments.slice(0, i + 1).join('/')}`;
    return { href, name: breadcrumbName(segment), linkable: isRoutePath(href) };
  });

  return (
    <nav aria-label="Breadcrumb">
      <ol className="flex flex-wrap items-center gap-1.5 text-sm text-slate-600">
        <li className="flex items-center">
          <Link to="/" className="inline-flex items-center gap-1.5 rounded hover:text-navy-900">
            <Home className="size-3.5" aria-hidden="true" />
            Home
          </Link>
        </li>
        {items.map((item, i) => {
          const last = i === items.length - 1;
          return (
            <li key={item.href} className="flex items-center gap-1.5">
              <ChevronRight className="size-3.5 text-slate-400" aria-hidden="true" />
              {last ? (
                <span aria-current="page" className="font-medium text-navy-900">
                  {item.name}
                </span>
              ) : item.linkable ? (
                <Link to={item.href} className="rounded hover:text-navy-900">
                  {item.name}
                </Link>
              ) : (
                <span>{item.name}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
