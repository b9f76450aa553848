import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useT } from '@/lib/i18n/use-t';
import { ChangeEmailDialog } from './ChangeEmailDialog';
import { ChangePasswordDialog } from './ChangePasswordDialog';
import { SessionsCard } from './SessionsCard';
import { SignInMethodsSection } from './SignInMethodsSection';
import { TrustedDevicesCard } from './TrustedDevicesCard';
import { TwoFactorCard } from './TwoFactorCard';

/** The profile's Security section (issue 5): two-factor, password, email, active sessions. */
export function SecuritySection() {
  const { t } = useT();
  return (
    <section aria-labelledby="security-heading" className="grid gap-4">
      <h2 id="security-heading" className="text-xl font-bold tracking-tight text-navy-900">
        {t('security.title')}
      </h2>
      <div className="grid gap-4 lg:grid-cols-2">
        <TwoFactorCard />
        <Card>
          <CardHeader>
            <CardTitle as="h3">{t('security.passwordEmailTitle')}</CardTitle>
            <CardDescription>{t('security.passwordEmailIntro')}</CardDescription>
          </CardHeader>
          <CardContent className="flex flex-wrap gap-2">
            <ChangePasswordDialog />
            <ChangeEmailDialog />
          </CardContent>
        </Card>
      </div>
      <SignInMethodsSection />
      <SessionsCard />
      <TrustedDevicesCard />
    </section>
  );
}
