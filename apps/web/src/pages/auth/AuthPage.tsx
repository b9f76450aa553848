import { useEffect, useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useAuth } from '@/lib/session';
import { SignInForm } from '@/features/auth/components/SignInForm';
import { SignUpForm } from '@/features/auth/components/SignUpForm';
import { safeRedirect } from '@/features/auth/components/redirect';
import { ArrowLeft } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Seo } from '@/components/seo';
import { paths } from '@/config/paths';
import { BRAND } from '@/config/brand';

/**
 * Sign in / sign up (spec §2 /auth). Pre-rendered signed out (the form paints before the script);
 * a signed-in visitor is sent on once the session check answers.
 */
export default function AuthPage() {
  const { user, isLoading } = useAuth();
  const [params] = useSearchParams();
  const navigate = useNavigate();
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
    <>
      <Seo path={paths.auth.path} />
      <section className="bg-surface pb-20 pt-8 sm:pt-12">
        <div className="container-page flex flex-col items-center">
          <Card className="w-full max-w-md">
            <CardHeader className="text-center">
              <h1 className="text-2xl font-bold tracking-tight text-navy-900">
                Welcome to {BRAND.name}
              </h1>
              <CardDescription>Sign in to your account or create a new one.</CardDescription>
            </CardHeader>
            <CardContent>
              {!settled ? (
                <div className="flex justify-center py-10">
                  <Spinner label="Loading your session" className="size-8 text-navy-900" />
                </div>
              ) : (
                <Tabs defaultValue="signin">
                  {notice('verified') ? (
                    <p
                      role="status"
                      className="mb-4 rounded-md bg-emerald-50 p-3 text-sm text-emerald-900"
                    >
                      Your email is verified. You can sign in now.
                    </p>
                  ) : null}
                  {/* The unlock link of the sign-in lock mail lands here (server: account-unlock). */}
                  {notice('unlocked') === '1' ? (
                    <p
                      role="status"
                      className="mb-4 rounded-md bg-emerald-50 p-3 text-sm text-emerald-900"
                    >
                      Your account is unlocked. You can sign in now.
                    </p>
                  ) : notice('unlocked') === '0' ? (
                    <p
                      role="alert"
                      className="mb-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
                    >
                      This unlock link has expired or was already used. Wait for the lock to end, or
                      reset your password with Forgot password.
                    </p>
                  ) : null}
                  <TabsList className="mb-4 grid w-full grid-cols-2">
                    <TabsTrigger value="signin">Sign In</TabsTrigger>
                    <TabsTrigger value="signup">Sign Up</TabsTrigger>
                  </TabsList>
                  {params.get('signInError') ? <ProviderError code={params.get('error')} /> : null}
                  <TabsContent value="signin">
                    <SignInForm
                      onSignedIn={() => navigate(target, { replace: true })}
                      redirectTo={target}
                      challenge={params.get('twoFactor') === '1'}
                    />
                  </TabsContent>
                  <TabsContent value="signup">
                    <SignUpForm />
                  </TabsContent>
                </Tabs>
              )}
            </CardContent>
          </Card>
          <Link
            to={paths.home.getHref()}
            className="mt-6 inline-flex items-center gap-1.5 text-sm font-medium text-slate-700 hover:text-navy-900"
          >
            <ArrowLeft className="size-4" aria-hidden="true" />
            Back to Home
          </Link>
        </div>
      </section>
    </>
  );
}

/** An OpenID Connect sign-in that came back refused (better-auth's ?error= code). */
function ProviderError({ code }: { code: string | null }) {
  const text =
    code === 'account_not_linked'
      ? 'An account with this email already exists, and the provider has not confirmed the address. Sign in with your password, then link the provider from your profile.'
      : code === 'email_not_verified'
        ? 'The provider has not confirmed your email address. Confirm it with the provider, or sign up with your email and a password.'
        : 'We could not sign you in with that provider. Try again, or sign in with your email and password.';
  return (
    <p
      role="alert"
      className="mb-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
    >
      {text}
    </p>
  );
}
