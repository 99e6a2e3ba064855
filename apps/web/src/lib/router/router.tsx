import {
  Children,
  createContext,
  isValidElement,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { matchPath } from './match.ts';

/**
 * The app's router: browser history at the root, static paths, and the few hooks the screens use.
 * Its own (about 1 kB) rather than react-router (about 14 kB gzip on every first load): the app
 * has no nested routes, params, loaders or actions (docs/decisions/0018).
 */
export interface RouterLocation {
  pathname: string;
  search: string;
  hash: string;
}

export interface NavigateOptions {
  replace?: boolean;
}

export type Navigate = {
  (to: string, options?: NavigateOptions): void;
  (delta: number): void;
};

interface RouterState {
  location: RouterLocation;
  navigate: Navigate;
}

const RouterContext = createContext<RouterState | null>(null);

function useRouter(): RouterState {
  const router = useContext(RouterContext);
  if (!router) throw new Error('a router hook was used outside a router');
  return router;
}

export function useLocation(): RouterLocation {
  return useRouter().location;
}

export function useNavigate(): Navigate {
  return useRouter().navigate;
}

/** Where this entry sits in the app's own history (0: the first page the webview opened). */
export function historyIndex(): number {
  return (window.history.state as { idx?: number } | null)?.idx ?? 0;
}

function browserLocation(): RouterLocation {
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash };
}

/** Routes over the browser's history; each entry records its index for the Back button. */
export function BrowserRouter({ children }: { children: ReactNode }) {
  const [location, setLocation] = useState(browserLocation);
  useEffect(() => {
    if (window.history.state?.idx === undefined) {
      window.history.replaceState({ ...window.history.state, idx: 0 }, '');
    }
    const onPop = () => setLocation(browserLocation());
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  const navigate = useCallback((to: string | number, options: NavigateOptions = {}) => {
    if (typeof to === 'number') {
      window.history.go(to);
      return;
    }
    const idx = historyIndex();
    if (options.replace) window.history.replaceState({ idx }, '', to);
    else window.history.pushState({ idx: idx + 1 }, '', to);
    setLocation(browserLocation());
  }, []) as Navigate;
  const value = useMemo(() => ({ location, navigate }), [location, navigate]);
  return <RouterContext value={value}>{children}</RouterContext>;
}

/** A router fixed at one address: the server renders a page with it. */
export function StaticRouter({ location, children }: { location: string; children: ReactNode }) {
  const value = useMemo(() => {
    const url = new URL(location, 'http://server.invalid');
    const navigate = (() => {
      throw new Error('navigation while rendering on the server');
    }) as Navigate;
    return { location: { pathname: url.pathname, search: url.search, hash: url.hash }, navigate };
  }, [location]);
  return <RouterContext value={value}>{children}</RouterContext>;
}

export interface RouteProps {
  path: string;
  element: ReactNode;
}

/** Declares a screen at a path; `Routes` renders the first that matches. */
export function Route(_props: RouteProps): null {
  return null;
}

export function Routes({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const routes = Children.toArray(children).filter((child): child is ReactElement<RouteProps> =>
    isValidElement(child),
  );
  const matched = routes.find((route) => matchPath(route.props.path, pathname));
  return matched ? matched.props.element : null;
}

/** An in-app link: a real anchor (it works before the app hydrates), navigated in place after. */
export function Link({
  to,
  children,
  className,
  onClick: before,
}: {
  to: string;
  children: ReactNode;
  className?: string;
  /** Runs first; preventing the default keeps the router from navigating. */
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
}) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    before?.(event);
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    navigate(to);
  };
  return (
    <a href={to} className={className} onClick={onClick}>
      {children}
    </a>
  );
}
