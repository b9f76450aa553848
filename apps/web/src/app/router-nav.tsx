import type { ReactNode } from 'react';
import { Link, NavLink, useLocation, useNavigate, useSearchParams } from 'react-router';
import { NavProvider, type NavApi } from '@/lib/nav';

/** React Router's links and location, for the single-page app and the pre-renderer (lib/nav.tsx). */
const ROUTER_NAV = {
  Link,
  NavLink,
  useLocation,
  useNavigate,
  useSearchParams,
} as unknown as NavApi;

export function RouterNav({ children }: { children: ReactNode }) {
  return <NavProvider value={ROUTER_NAV}>{children}</NavProvider>;
}
