import { useQueryClient } from '@tanstack/react-query';
import { Navigate, NavLink, Outlet, useLocation } from 'react-router';

import type { OperatorSession } from '../../domain/admin-api';
import { adminSend, isSignedOut, rememberCsrfToken } from './admin-client';
import { AlertsNavCount } from './alerts-nav-count';
import { SetPasswordNotice } from './set-password-notice';
import { SESSION_KEY, useOperatorSession } from './use-operator-session';

const LINKS: { to: string; label: string; ownerOnly?: boolean }[] = [
  { to: '/admin', label: 'Orders' },
  { to: '/admin/reviews', label: 'Reviews' },
  { to: '/admin/audit', label: 'Audit log', ownerOnly: true },
  { to: '/admin/payments', label: 'Payments', ownerOnly: true },
  { to: '/admin/funnel', label: 'Funnel', ownerOnly: true },
  { to: '/admin/experiments', label: 'Experiments', ownerOnly: true },
  { to: '/admin/privacy', label: 'Privacy', ownerOnly: true },
  { to: '/admin/alerts', label: 'Alerts' },
  { to: '/admin/passkeys', label: 'Passkeys' },
];

function navClass({ isActive }: { isActive: boolean }) {
  return `rounded px-3 py-2 text-sm font-medium ${isActive ? 'bg-indigo-100 text-indigo-900' : 'text-slate-700 hover:bg-slate-100'}`;
}

/** The console's frame: who is signed in, where to go, and the page. Signed out: to the sign-in page. */
export function ConsoleLayout() {
  const session = useOperatorSession();
  const location = useLocation();
  const queryClient = useQueryClient();
  if (session.isPending) return <p className="p-6 text-slate-600">Loading…</p>;
  if (session.isError) {
    if (isSignedOut(session.error))
      return <Navigate to="/admin/sign-in" replace state={{ from: location.pathname + location.search }} />;
    return (
      <p role="alert" className="p-6 text-red-800">
        The console could not reach the server: {session.error.message}
      </p>
    );
  }
  const operator: OperatorSession = session.data;
  async function signOut() {
    await adminSend('/session', 'DELETE').catch(() => undefined);
    rememberCsrfToken(null);
    queryClient.clear();
    window.location.assign('/admin/sign-in');
  }
  return (
    <div className="min-h-dvh bg-slate-50 text-slate-900 scheme-light">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-2 px-4 py-3">
          <p className="mr-4 font-semibold">Console</p>
          <nav aria-label="Console" className="flex flex-wrap gap-1">
            {LINKS.filter((link) => !link.ownerOnly || operator.role === 'owner').map((link) => (
              <NavLink key={link.to} to={link.to} end className={navClass}>
                {link.label}
                {link.to === '/admin/alerts' ? <AlertsNavCount /> : null}
              </NavLink>
            ))}
          </nav>
          <div className="ml-auto flex items-center gap-3 text-sm">
            <span>
              {operator.email} <span className="text-slate-600">({operator.role})</span>
            </span>
            <button
              type="button"
              onClick={() => void signOut()}
              className="rounded border border-slate-300 px-3 py-1.5 hover:bg-slate-100"
            >
              Sign out
            </button>
          </div>
        </div>
      </header>
      <main id="main" className="mx-auto max-w-6xl px-4 py-6">
        {operator.hasPassword ? null : (
          <SetPasswordNotice onDone={() => void queryClient.invalidateQueries({ queryKey: SESSION_KEY })} />
        )}
        <Outlet context={operator} />
      </main>
    </div>
  );
}
