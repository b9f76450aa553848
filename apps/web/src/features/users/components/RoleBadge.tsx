import { Badge } from '@/components/ui/badge';
import { useT } from '@/lib/i18n/use-t';

export function RoleBadge({ role }: { role: 'client' | 'admin' }) {
  const { t } = useT();
  return role === 'admin' ? (
    <Badge>{t('admin.users.roleAdmin')}</Badge>
  ) : (
    <Badge variant="muted">{t('admin.users.roleClient')}</Badge>
  );
}
