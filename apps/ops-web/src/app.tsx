import type { Permission } from '@loan/contract/ops';
import type { ReactNode } from 'react';
import { usePath } from './lib/router.ts';
import { SessionProvider, useSession } from './lib/session.tsx';
import { Link, Loading } from './lib/ui.tsx';
import { Applications } from './screens/applications.tsx';
import { Approvals } from './screens/approvals.tsx';
import { Audit } from './screens/audit.tsx';
import { BindItems } from './screens/bind-items.tsx';
import { Brand } from './screens/brand.tsx';
import { Catalogue } from './screens/catalogue.tsx';
import { Collections } from './screens/collections.tsx';
import { Complaints } from './screens/complaints.tsx';
import { Dashboard } from './screens/dashboard.tsx';
import { Exports } from './screens/exports.tsx';
import { JobQueue } from './screens/job-queue.tsx';
import { Landing } from './screens/landing.tsx';
import { Operators } from './screens/operators.tsx';
import { OrderDetail } from './screens/order-detail.tsx';
import { Orders } from './screens/orders.tsx';
import { PasswordChange } from './screens/password-change.tsx';
import { Payments } from './screens/payments.tsx';
import { ReversedPayouts } from './screens/reversed-payouts.tsx';
import { Setup } from './screens/setup.tsx';
import { SignIn } from './screens/sign-in.tsx';
import { Tokens } from './screens/tokens.tsx';

interface Screen {
  path: string;
  label: string;
  /** What the role needs to see the screen (the server checks every call again). */
  permission: Permission;
  render: () => ReactNode;
}

const SCREENS: Screen[] = [
  { path: '/', label: 'Dashboard', permission: 'orders.read', render: () => <Dashboard /> },
  {
    path: '/applications',
    label: 'Applications',
    permission: 'orders.read',
    render: () => <Applications />,
  },
  { path: '/orders', label: 'Orders', permission: 'orders.read', render: () => <Orders /> },
  {
    path: '/payments',
    label: 'Payments',
    permission: 'payments.read',
    render: () => <Payments />,
  },
  {
    path: '/approvals',
    label: 'Approvals',
    permission: 'payments.read',
    render: () => <Approvals />,
  },
  {
    path: '/payouts',
    label: 'Reversed payouts',
    permission: 'orders.read',
    render: () => <ReversedPayouts />,
  },
  {
    path: '/complaints',
    label: 'Complaints',
    permission: 'complaints.read',
    render: () => <Complaints />,
  },
  {
    path: '/collections',
    label: 'Collections',
    permission: 'collections.read',
    render: () => <Collections />,
  },
  {
    path: '/catalogue',
    label: 'Catalogue',
    permission: 'catalogue.read',
    render: () => <Catalogue />,
  },
  {
    path: '/payout-form',
    label: 'Payout form',
    permission: 'settings.read',
    render: () => <BindItems />,
  },
  {
    path: '/landing',
    label: 'Landing pages',
    permission: 'settings.read',
    render: () => <Landing />,
  },
  { path: '/brand', label: 'Brand', permission: 'settings.read', render: () => <Brand /> },
  { path: '/exports', label: 'Exports', permission: 'orders.read', render: () => <Exports /> },
  { path: '/jobs', label: 'Jobs', permission: 'clock.read', render: () => <JobQueue /> },
  { path: '/audit', label: 'Audit trail', permission: 'audit.read', render: () => <Audit /> },
  {
    path: '/operators',
    label: 'Operators',
    permission: 'operators.manage',
    render: () => <Operators />,
  },
  {
    path: '/tokens',
    label: 'API tokens',
    permission: 'operators.manage',
    render: () => <Tokens />,
  },
];

export function App() {
  return (
    <SessionProvider>
      <Shell />
    </SessionProvider>
  );
}

function Shell() {
  const path = usePath();
  const { state, signOut, may } = useSession();
  if (path === '/setup') return <Setup />;
  if (state.kind === 'loading') return <Loading />;
  if (state.kind === 'signed-out') return <SignIn notice={state.notice} />;
  const { session } = state;
  const shown = SCREENS.filter((screen) => may(screen.permission));
  return (
    <>
      <a className="skip" href="#main">
        Skip to content
      </a>
      <header className="top">
        <span className="brand">Back office</span>
        <nav aria-label="Screens">
          {shown.map((screen) => (
            <span key={screen.path} aria-current={current(path, screen.path) ? 'page' : undefined}>
              <Link to={screen.path}>{screen.label}</Link>
            </span>
          ))}
        </nav>
        <span className="who">
          {session.email} <span className="badge">{session.role}</span>{' '}
          <Link to="/password">Password</Link>
        </span>
        <button type="button" className="secondary" onClick={() => signOut()}>
          Sign out
        </button>
      </header>
      <main id="main" tabIndex={-1}>
        {route(path, shown)}
      </main>
    </>
  );
}

function current(path: string, screenPath: string): boolean {
  return screenPath === '/' ? path === '/' : path.startsWith(screenPath);
}

function route(path: string, shown: Screen[]): ReactNode {
  if (path === '/password') return <PasswordChange />;
  const order = /^\/orders\/([^/]+)$/.exec(path);
  if (order && shown.some((s) => s.path === '/orders')) {
    return <OrderDetail orderId={decodeURIComponent(order[1]!)} />;
  }
  const screen = shown.find((s) => s.path === path);
  if (screen) return screen.render();
  return (
    <p>
      This page does not exist or your role may not open it. <Link to="/">Dashboard</Link>
    </p>
  );
}
