import { Link, useLocation } from '@/lib/nav';
import { ChevronRight, Home } from 'lucide-react';
import { breadcrumbName, isRoutePath } from '@/config/paths';
import { PAGES } from '@/config/pages';
import { splitLocale } from '@/lib/i18n/locales';
import { useT } from '@/lib/i18n/use-t';
import { hasMessage, type MessageId } from '@/lib/i18n/i18n';

/** Home › Section › Page, from the URL, with the friendly names of config/paths.ts. */
export function Breadcrumbs() {
  const { t, lp, locale } = useT();
  // A translated page's crumbs are the English page's, in its language and under its prefix.
  const { path } = splitLocale(useLocation().pathname);
  const segments = path.split('/').filter(Boolean);
  if (segments.length === 0) return null;

  const items = segments.map((segment, i) => {
    const href = `/${segments.slice(0, i + 1).join('/')}`;
    const id = Object.keys(PAGES).find((k) => PAGES[k as keyof typeof PAGES].path === href);
    // English keeps the registry's crumbs; other languages name pages (and /support) by key.
    // A documentation article's crumb is its title (meta.docs.article.<slug>).
    const parent = href.slice(0, href.lastIndexOf('/'));
    const key = (
      id
        ? `page.${id}`
        : parent === PAGES.docs.path
          ? `meta.docs.article.${segment}`
          : `crumb.${segment}`
    ) as MessageId;
    const name = locale !== 'en' && hasMessage(locale, key) ? t(key) : breadcrumbName(segment);
    return { href: lp(href), name, linkable: isRoutePath(href) };
  });

  return (
    <nav aria-label={t('shell.breadcrumb')}>
      <ol className="flex flex-wrap items-center gap-1.5 text-sm text-slate-600">
        <li className="flex items-center">
          <Link
            to={lp('/')}
            className="inline-flex items-center gap-1.5 rounded hover:text-navy-900"
          >
            <Home className="size-3.5" aria-hidden="true" />
            {t('page.home')}
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
