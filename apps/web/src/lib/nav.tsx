// Links and the location for any component, whichever way the page runs (decision 030):
//   - in the single-page app (dashboard, admin) and in the pre-renderer, React Router's own
//     (app/router-nav.tsx provides them from the root layout);
//   - in a pre-rendered public page's islands, which run without React Router, plain documents:
//     a link is an <a>, a move to another page loads it, and only the query string of this page
//     changes in place (history API).
// So a component used by both never imports 'react-router', and an island never brings it.
import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
  type AnchorHTMLAttributes,
  type ComponentType,
  type ReactNode,
  type Ref,
} from 'react';

export interface NavLocation {
  pathname: string;
  search: string;
  hash: string;
  /** The state a move carried (React Router's `location.state`); null after a document load. */
  state: unknown;
}

export type NavTarget = string | { pathname?: string; search?: string; hash?: string };
export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}
export type NavigateFunction = (
  to: NavTarget | number,
  options?: NavigateOptions,
) => void | Promise<void>;
type SearchInit = URLSearchParams | string | Record<string, string>;
export type SetSearchParams = (
  next: SearchInit | ((prev: URLSearchParams) => SearchInit),
  options?: NavigateOptions,
) => void;

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: NavTarget;
  replace?: boolean;
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
}
export interface NavLinkProps extends Omit<LinkProps, 'className' | 'children'> {
  /** Active only on this exact path, not below it. */
  end?: boolean;
  className?: string | ((state: { isActive: boolean }) => string | undefined);
  children?: ReactNode;
}

export interface NavApi {
  Link: ComponentType<LinkProps>;
  NavLink: ComponentType<NavLinkProps>;
  useLocation: () => NavLocation;
  useNavigate: () => NavigateFunction;
  useSearchParams: () => [URLSearchParams, SetSearchParams];
}

export function hrefOf(to: NavTarget): string {
  if (typeof to === 'string') return to;
  const here =
    typeof window === 'undefined' ? (rendering?.pathname ?? '/') : window.location.pathname;
  return `${to.pathname ?? here}${to.search ?? ''}${to.hash ?? ''}`;
}

// ---- Plain documents (islands) ----------------------------------------------------------------

const MOVED = 'mizani:location';
function subscribe(listener: () => void) {
  window.addEventListener('popstate', listener);
  window.addEventListener(MOVED, listener);
  return () => {
    window.removeEventListener('popstate', listener);
    window.removeEventListener(MOVED, listener);
  };
}
let last: NavLocation | null = null;
function snapshot(): NavLocation {
  const { pathname, search, hash } = window.location;
  const state = (window.history.state as { usr?: unknown } | null)?.usr ?? null;
  if (
    !last ||
    last.pathname !== pathname ||
    last.search !== search ||
    last.hash !== hash ||
    last.state !== state
  )
    last = { pathname, search, hash, state };
  return last;
}

/** The page the pre-renderer is writing an island of (set by it; never in the browser). */
let rendering: NavLocation | null = null;
export function renderingDocumentAt(url: string | null) {
  if (!url) return void (rendering = null);
  const { pathname, search, hash } = new URL(url, 'http://pre.render');
  rendering = { pathname, search, hash, state: null };
}
// Hydration reads the server snapshot: in the browser that is the document's own location.
const serverSnapshot = () => rendering ?? snapshot();
const useDocumentLocation = () => useSyncExternalStore(subscribe, snapshot, serverSnapshot);

/** A move within this document (query or hash only) or to another one (a page load). */
function go(to: NavTarget | number, options: NavigateOptions = {}) {
  if (typeof to === 'number') return window.history.go(to);
  const url = new URL(hrefOf(to), window.location.href);
  if (url.origin === window.location.origin && url.pathname === window.location.pathname) {
    const data = { usr: options.state ?? null };
    if (options.replace) window.history.replaceState(data, '', url);
    else window.history.pushState(data, '', url);
    window.dispatchEvent(new Event(MOVED));
    return;
  }
  // Asked twice for the same page while it loads (the sign-in's own move, then the session's
  // <Navigate>): a second load would cancel the first one's request and start it again.
  if (leavingTo === url.href) return;
  leavingTo = url.href;
  // Back from the cache, or a move that never left (a download): the next ask goes through.
  window.addEventListener('pageshow', () => (leavingTo = null), { once: true });
  setTimeout(() => (leavingTo = null), 10_000);
  if (options.replace) window.location.replace(url.href);
  else window.location.assign(url.href);
}
/** The page this document is already loading (a move to another document), if any. */
let leavingTo: string | null = null;

function DocumentLink({ to, replace, state, onClick, ref, ...rest }: LinkProps) {
  const href = hrefOf(to);
  return (
    <a
      {...rest}
      ref={ref}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || (!replace && state === undefined)) return;
        // A replacing link, or one carrying state: the history API does what the <a> cannot.
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
        event.preventDefault();
        go(to, { replace, state });
      }}
    />
  );
}

/** Is `path` the current page (or, unless `end`, a page below it)? React Router's rule. */
export function isActivePath(current: string, path: string, end = false) {
  const a = current.length > 1 ? current.replace(/\/+$/, '') : current;
  const b = path.length > 1 ? path.replace(/\/+$/, '') : path;
  if (a === b) return true;
  return !end && b !== '/' && a.startsWith(`${b}/`);
}

function DocumentNavLink({ className, end, children, ...rest }: NavLinkProps) {
  const { pathname } = useDocumentLocation();
  const target = hrefOf(rest.to).split(/[?#]/)[0]!;
  const isActive = isActivePath(pathname, target, end);
  return (
    <DocumentLink
      {...rest}
      aria-current={isActive ? 'page' : undefined}
      className={typeof className === 'function' ? className({ isActive }) : className}
    >
      {children}
    </DocumentLink>
  );
}

export const DOCUMENT_NAV: NavApi = {
  Link: DocumentLink,
  NavLink: DocumentNavLink,
  useLocation: useDocumentLocation,
  useNavigate: () => go,
  useSearchParams: () => {
    const { search } = useDocumentLocation();
    const params = useMemo(() => new URLSearchParams(search), [search]);
    const set: SetSearchParams = (next, options) => {
      const value = typeof next === 'function' ? next(new URLSearchParams(search)) : next;
      const query = new URLSearchParams(value).toString();
      go({ search: query ? `?${query}` : '', hash: '' }, options);
    };
    return [params, set];
  },
};

// ---- Whichever applies ------------------------------------------------------------------------

const NavContext = createContext<NavApi>(DOCUMENT_NAV);
/** The root layout gives React Router's links and location to everything under it. */
export const NavProvider = NavContext.Provider;

export function Link(props: LinkProps) {
  const { Link: Impl } = useContext(NavContext);
  return <Impl {...props} />;
}
export function NavLink(props: NavLinkProps) {
  const { NavLink: Impl } = useContext(NavContext);
  return <Impl {...props} />;
}
// The implementation never changes under a mounted component (one provider at the root), so
// calling the provided hook keeps the rules of hooks.
export const useLocation = (): NavLocation => useContext(NavContext).useLocation();
export const useNavigate = (): NavigateFunction => useContext(NavContext).useNavigate();
export const useSearchParams = (): [URLSearchParams, SetSearchParams] =>
  useContext(NavContext).useSearchParams();
/** Whether a move to another page loads a new document (islands), not a screen of this one. */
export const useMovesLoadDocuments = (): boolean => useContext(NavContext) === DOCUMENT_NAV;

/** Moves on render, as React Router's <Navigate> does. */
export function Navigate({ to, replace, state }: { to: NavTarget } & NavigateOptions) {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(to, { replace, state });
  }, [navigate, to, replace, state]);
  return null;
}
