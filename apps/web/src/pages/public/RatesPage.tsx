import { Link } from '@/lib/nav';
import { Calculator, FileText } from 'lucide-react';
import { AFRICAN_CURRENCIES } from '@mizani/shared/constants/currencies';
import { Button } from '@/components/ui/button';
import { PageHero } from '@/components/layout/page-hero';
import { Section } from '@/components/layout/section';
import { Seo } from '@/components/seo';
import { paths } from '@/config/paths';
import { Calculator as RatesCalculator } from '@/features/rates/components/Calculator';
import { useCurrencyNames } from '@/components/currency-select';
import { RatesBoard } from '@/features/rates/components/RatesBoard';
import { useT } from '@/lib/i18n/use-t';
import { RequestDialogTrigger } from '@/features/requests/components/RequestDialogTrigger';

/** Spec §2 /rates: live rates with search and Refresh (feature: features/rates); #calculator converts. */
export default function RatesPage() {
  const { t, lp } = useT();
  const currencyNames = useCurrencyNames();
  return (
    <>
      <Seo path={paths.rates.path} />
      <PageHero
        eyebrow={t('rates.eyebrow')}
        title={t('rates.title')}
        intro={t('rates.intro', { currencies: AFRICAN_CURRENCIES.join(', ') })}
        actions={
          <>
            <Button asChild size="lg">
              <Link to={lp(paths.trading.getHref())}>{t('shell.startConversion')}</Link>
            </Button>
            <RequestDialogTrigger dialog="quote">
              <Button size="lg" variant="outline">
                <FileText aria-hidden="true" />
                {t('common.requestQuote')}
              </Button>
            </RequestDialogTrigger>
            <Button asChild size="lg" variant="outline">
              <a href="#calculator">
                <Calculator aria-hidden="true" />
                {t('rates.calculatorLink')}
              </a>
            </Button>
          </>
        }
      />
      <Section id="rates" title={t('rates.pairsTitle')} intro={t('rates.pairsIntro')}>
        <RatesBoard />
      </Section>
      <Section
        id="calculator"
        tone="surface"
        title={t('rates.calcTitle')}
        intro={t('rates.calcIntro')}
      >
        <RatesCalculator currencyNames={currencyNames} />
      </Section>
    </>
  );
}
