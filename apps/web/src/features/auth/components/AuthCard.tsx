import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { Link, Navigate, useMovesLoadDocuments, useNavigate, useSearchParams } from '@/lib/nav';
import { Spinner } from '@/components/ui/spinner';
import { EARLY_TAP_BUSY } from '@/lib/early-tap';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { refreshSession, useAuth } from '@/lib/session';
import { SignInForm } from '@/features/auth/components/SignInForm';
import { safeRedirect } from '@/features/auth/components/redirect';
import { ArrowLeft } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { BRAND } from '@/config/brand';
import { useT } from '@/lib/i18n/use-t';
import { loadLocale } from '@/lib/i18n/i18n';
import { pageLocaleNow } from '@/lib/i18n/app-locale';
import { island } from '@/lib/island';
import { Later } from '@/lib/later';

/**
 * The sign-up tab is not part of the pre-rendered page (Radix draws the active tab only): its
 * form, country list and words load when the pointer or focus reaches its tab (decision 027).
 */
function part<K extends string, P extends object>(
  name: string,
  load: () => Promise<Record<K, ComponentType<P>>>,
  key: K,
) {
  const loading = () =>
    Promise.all([load(), loadLocale(pageLocaleNow(), name)]).then(([m]) => ({ default: m[key] }));
  return Object.assign(lazy(loading), { preload: () => void loading().catch(() => undefined) });
}
const SignUpForm = part(
  'features/auth/components/SignUpForm',
  () => import('@/features/auth/components/SignUpForm'),
  'SignUpForm',
);

function AuthCardView() {
  const { t, lp } = useT();
  const { user, isLoading } = useAuth();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const documents = useMovesLoadDocuments();
  const target = safeRedirect(params.get('redirectTo'));
  // Spinner for the first session check only: better-auth re-checks a signed-out session when the
  // tab becomes visible again, and hiding the forms then would throw away what was typed.
  const [settled, setSettled] = useState(!isLoading);
  useEffect(() => {
    if (!isLoading) setSettled(true);
  }, [isLoading]);
  // The page is pre-rendered without a query string: notices that depend on it appear once
  // hydrated, so the first render matches the HTML.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const notice = (name: string) => (hydrated ? params.get(name) : null);
  if (user) return <Navigate to={target} replace />;
  return (
    <section className="bg-surface pb-20 pt-8 sm:pt-12">
      <div className="container-page flex flex-col items-center">
        <Card className="w-full max-w-md">
          <CardHeader className="text-center">
            <h1 className="text-2xl font-bold tracking-tight text-navy-900">
              {t('auth.welcome', { brand: BRAND.name })}
            </h1>
            <CardDescription>{t('auth.intro')}</CardDescription>
          </CardHeader>
          <CardContent>
            {!settled ? (
              <div className="flex justify-center py-10">
                <Spinner label={t('auth.loadingSession')} className="size-8 text-navy-900" />
              </div>
            ) : (
              <Tabs defaultValue="signin">
                {notice('verified') ? (
                  <p
                    role="status"
                    className="mb-4 rounded-md bg-emerald-50 p-3 text-sm text-emerald-900"
                  >
                    {t('auth.verified')}
                  </p>
                ) : null}
                {/* The unlock link of the sign-in lock mail lands here (server: account-unlock). */}
                {notice('unlocked') === '1' ? (
                  <p
                    role="status"
                    className="mb-4 rounded-md bg-emerald-50 p-3 text-sm text-emerald-900"
                  >
                    {t('auth.unlocked')}
                  </p>
                ) : notice('unlocked') === '0' ? (
                  <p
                    role="alert"
                    className="mb-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
                  >
                    {t('auth.unlockExpired')}
                  </p>
                ) : null}
                <TabsList className="mb-4 grid w-full grid-cols-2">
                  <TabsTrigger
                    value="signin"
                    data-early-tap="auth-sign-in"
                    className={EARLY_TAP_BUSY}
                  >
                    {t('page.auth')}
                  </TabsTrigger>
                  <TabsTrigger
                    value="signup"
                    data-early-tap="auth-sign-up"
                    className={EARLY_TAP_BUSY}
                    onPointerEnter={SignUpForm.preload}
                    onFocus={SignUpForm.preload}
                  >
                    {t('auth.tabSignUp')}
                  </TabsTrigger>
                </TabsList>
                {params.get('signInError') ? <ProviderError code={params.get('error')} /> : null}
                <TabsContent value="signin">
                  {/* Hydrates a task after the card (lib/later.tsx). */}
                  <Later>
                    <SignInForm
                      onSignedIn={() =>
                        // A new document asks for its own session: on the pre-rendered /auth the
                        // refresh would only add a round trip before the home starts to load.
                        documents
                          ? void navigate(target, { replace: true })
                          : void refreshSession().then(() => navigate(target, { replace: true }))
                      }
                      redirectTo={target}
                      challenge={params.get('twoFactor') === '1'}
                    />
                  </Later>
                </TabsContent>
                <TabsContent value="signup">
                  <Suspense fallback={null}>
                    <SignUpForm redirectTo={target} />
                  </Suspense>
                </TabsContent>
              </Tabs>
            )}
          </CardContent>
        </Card>
        <Link
          to={lp(paths.home.getHref())}
          className="mt-6 inline-flex items-center gap-1.5 text-sm font-medium text-slate-700 hover:text-navy-900"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          {t('auth.backHome')}
        </Link>
      </div>
    </section>
  );
}

/** The sign-in card: the whole page's script (decision 030). */
export const AuthCard = island('AuthCard', AuthCardView);

/** An OpenID Connect sign-in that came back refused (better-auth's ?error= code). */
function ProviderError({ code }: { code: string | null }) {
  const { t } = useT();
  const text =
    code === 'account_not_linked'
      ? t('auth.providerNotLinked')
      : code === 'email_not_verified'
        ? t('auth.providerUnverified')
        : t('auth.providerFailed');
  return (
    <p
      role="alert"
      className="mb-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
    >
      {text}
    </p>
  );
}
