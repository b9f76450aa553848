import { Seo } from '@/components/seo';
import { paths } from '@/config/paths';
import { AuthCard } from '@/features/auth/components/AuthCard';

/**
 * Sign in / sign up (spec §2 /auth). Pre-rendered signed out (the form paints before the script);
 * a signed-in visitor is sent on once the session check answers. French and Swahili twins
 * (/fr/auth, /sw/auth) speak the page's language; signing in from them still leads to the dashboard.
 */
export default function AuthPage() {
  return (
    <>
      <Seo path={paths.auth.path} />
      <AuthCard />
    </>
  );
}
