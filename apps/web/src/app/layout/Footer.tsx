import { Link } from '@/lib/nav';
import { Mail, MapPin, Phone, ShieldCheck } from 'lucide-react';
import { paths } from '@/config/paths';
import { BRAND } from '@/config/brand';
import { OFFICES, REGULATION, SUPPORT } from '@/content/site';
import { LanguageSwitcher } from '@/components/language-switcher';
import { useT } from '@/lib/i18n/use-t';
import { useCountryName } from '@/lib/i18n/names';
import { Logo } from '@/components/layout/logo';
import { FOOTER_NAV } from './nav';

export function Footer() {
  const { t, lp } = useT();
  const countryName = useCountryName();
  return (
    <footer className="bg-navy-950 text-navy-100">
      <div className="container-page pb-10 pt-16 sm:pt-20">
        <div className="grid gap-12 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,2fr)]">
          <div className="max-w-sm">
            <Link
              to={lp(paths.home.getHref())}
              aria-label={t('shell.brandHome', { brand: BRAND.name })}
              className="inline-block rounded-md"
            >
              <Logo inverse />
            </Link>
            <p className="mt-5 text-sm leading-relaxed text-navy-200">{t('brand.tagline')}.</p>
            <p className="mt-3 text-sm leading-relaxed text-navy-200">{t('footer.blurb')}</p>
            <ul className="mt-6 space-y-2.5 text-sm">
              <li>
                <a
                  href={SUPPORT.phone.href}
                  className="inline-flex items-center gap-2 text-navy-100 hover:text-white"
                >
                  <Phone className="size-4 text-highlight" aria-hidden="true" />
                  {SUPPORT.phone.value}
                </a>
              </li>
              <li>
                <a
                  href={SUPPORT.email.href}
                  className="inline-flex items-center gap-2 text-navy-100 hover:text-white"
                >
                  <Mail className="size-4 text-highlight" aria-hidden="true" />
                  {SUPPORT.email.value}
                </a>
              </li>
            </ul>
          </div>

          <nav
            aria-label={t('shell.navFooter')}
            className="grid grid-cols-2 gap-x-6 gap-y-10 sm:grid-cols-4"
          >
            {FOOTER_NAV.map((col) => (
              <div key={col.title}>
                <h2 className="text-sm font-semibold text-white">{t(col.key)}</h2>
                <ul className="mt-4 space-y-3 text-sm">
                  {col.links.map((l) => (
                    <li key={l.to}>
                      <Link
                        to={lp(l.to)}
                        className="text-navy-200 underline-offset-4 transition-colors hover:text-white hover:underline"
                      >
                        {t(l.key)}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
        </div>

        <LanguageSwitcher variant="dark" className="mt-12" />

        <div className="mt-10 grid gap-6 border-t border-white/10 pt-10 sm:grid-cols-3">
          {OFFICES.map((o) => (
            <address key={o.id} className="not-italic text-sm">
              <p className="flex items-center gap-2 font-semibold text-white">
                <MapPin className="size-4 text-highlight" aria-hidden="true" />
                {o.city}, {countryName(o.flag)}
              </p>
              <p className="mt-2 text-navy-200">{o.addressLines.slice(0, 2).join(', ')}</p>
              <p className="mt-1 text-navy-200">
                <a href={`tel:${o.phone.replace(/\s/g, '')}`} className="hover:text-white">
                  {o.phone}
                </a>
                <span aria-hidden="true"> · </span>
                <span>{t('office.hours', { tz: o.timezone })}</span>
              </p>
            </address>
          ))}
        </div>

        <div className="mt-10 flex flex-col gap-4 border-t border-white/10 pt-8 text-sm text-navy-200 md:flex-row md:items-center md:justify-between">
          <p className="flex items-start gap-2">
            <ShieldCheck className="mt-0.5 size-4 shrink-0 text-highlight" aria-hidden="true" />
            <span>
              {t('regulation.status')} — {t('footer.msb')}{' '}
              <Link
                to={paths.legal.license.getHref()}
                className="font-medium text-white underline-offset-4 hover:underline"
              >
                {REGULATION.msbRegistrationNumber}
              </Link>
            </span>
          </p>
          {/* Outside the link columns: those hold exactly the spec's 17 footer routes. */}
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-6">
            <Link
              to={paths.accessibility.getHref()}
              className="font-medium text-white underline-offset-4 hover:underline"
            >
              {t('footer.accessibility')}
            </Link>
            <p>
              © <span suppressHydrationWarning>{new Date().getFullYear()}</span>{' '}
              {t('footer.rights', { brand: BRAND.name })}
            </p>
          </div>
        </div>
      </div>
    </footer>
  );
}
