import {
  ArrowLeftRight,
  BadgeCheck,
  Bell,
  Building2,
  CodeXml,
  FileText,
  House,
  Landmark,
  Send,
  Shield,
  UserRound,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import type { DashboardTab } from './tabs';

/** Each place's icon in the side navigation and in More (issue 39). */
export const PLACE_ICONS: Record<DashboardTab, LucideIcon> = {
  overview: House,
  trading: ArrowLeftRight,
  wallet: Wallet,
  send: Send,
  alerts: Bell,
  treasury: Landmark,
  reports: FileText,
  admin: Shield,
  profile: UserRound,
  verification: BadgeCheck,
  developers: CodeXml,
  business: Building2,
};
