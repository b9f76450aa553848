import { Badge } from '@/components/ui/badge';

export function RoleBadge({ role }: { role: 'client' | 'admin' }) {
  return role === 'admin' ? <Badge>Admin</Badge> : <Badge variant="muted">Client</Badge>;
}
