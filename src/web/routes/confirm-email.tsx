import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';

import { CONFIRMATION_LINK_DAYS, confirmationTokenSchema, type AddressState } from '../../domain/email-confirmation';
import { FREE_TIER, promiseWords } from '../../domain/product';
import { EMAIL_CONFIRMATION_PATH, PATHS } from '../../domain/routes';
import { confirmEmailAddress, getAddressState, renewEmailConfirmation } from '../api';
import { ApiError } from '../api-error';
import { formatEstimate } from '../checkout/tiers';
import { site } from '../site';

/** The link's token, kept in the history entry once the address bar no longer shows it. */
function readToken(params: URLSearchParams, state: unknown): string | null {
  const fromState =
    typeof state === 'object' && state !== null && 'confirmationToken' in state
      ? String(state.confirmationToken)
      : null;
  return fromState ?? params.get('t');
}

const CARD = 'mx-auto w-full max-w-xl rounded-2xl bg-white p-6 text-slate-900 shadow-lg sm:p-8';
const BUTTON = 'min-h-12 w-full rounded-full bg-night px-6 font-semibold text-white disabled:opacity-60';

function Notice({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={CARD}>
      <h1 className="text-2xl font-bold">{title}</h1>
      <div className="mt-3 space-y-3 text-slate-700">{children}</div>
    </div>
  );
}

function Support() {
  return (
    <p>
      Questions? Write to{' '}
      <a className="underline" href={`mailto:${site.supportEmail}`}>
        {site.supportEmail}
      </a>
      .
    </p>
  );
}

/**
 * /confirm-email: the page a free order's confirmation link opens, on whatever device the e-mail
 * is read (it needs nothing the funnel stored). Opening it confirms nothing: mail scanners open
 * links to inspect them, so the visitor presses the button, which POSTs. The token leaves the
 * address bar at once, so no later page view or referrer carries it.
 */
export function Component() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const token = readToken(params, location.state);

  useEffect(() => {
    if (token && params.has('t'))
      void navigate(EMAIL_CONFIRMATION_PATH, { replace: true, state: { confirmationToken: token } });
  }, [token, params, navigate]);

  return (
    <div className="px-4 py-10">
      <meta name="robots" content="noindex, nofollow" />
      <title>{`Confirm your e-mail address · ${site.brand}`}</title>
      {token && confirmationTokenSchema.safeParse(token).success ? (
        <Confirmation token={token} />
      ) : (
        <Notice title="This confirmation link is not valid">
          <p>
            It may have been cut short or changed when it was copied. Please use the link exactly as it is in your
            e-mail.
          </p>
          <Support />
        </Notice>
      )}
    </div>
  );
}

function Confirmation({ token }: { token: string }) {
  const state = useQuery({
    queryKey: ['address-state', token],
    queryFn: () => getAddressState(token),
    retry: false,
    staleTime: Infinity,
  });
  const confirm = useMutation({ mutationFn: () => confirmEmailAddress(token) });
  if (confirm.data?.confirmed) return <Confirmed address={confirm.data} />;
  if (state.isPending)
    return (
      <p role="status" className="text-center text-indigo-100">
        Loading…
      </p>
    );
  if (state.isError) {
    if (state.error instanceof ApiError && state.error.code === 'link_expired')
      return <Expired token={token} message={state.error.message} />;
    return (
      <Notice title="This confirmation link cannot be used">
        <p>{state.error.message}</p>
        <Support />
      </Notice>
    );
  }
  if (state.data.confirmed) return <Confirmed address={state.data} />;
  return (
    <Notice title="Confirm your e-mail address">
      <p>
        Press the button to confirm that this e-mail address is yours. Your free {FREE_TIER.name} reading is then
        prepared and sent to it {promiseWords(FREE_TIER.promise)}.
      </p>
      <button type="button" onClick={() => confirm.mutate()} disabled={confirm.isPending} className={BUTTON}>
        {confirm.isPending ? 'Confirming…' : 'Confirm my e-mail address'}
      </button>
      {confirm.isError ? (
        <p role="alert" className="text-red-800">
          {confirm.error.message}
        </p>
      ) : null}
      <p className="text-sm text-slate-600">
        Did not order a reading? Close this page: without a confirmation nothing more is sent to this address.
      </p>
    </Notice>
  );
}

function Confirmed({ address }: { address: Extract<AddressState, { confirmed: true }> }) {
  return (
    <Notice title="Your e-mail address is confirmed">
      <p>
        Thank you. Your reading will reach this inbox by{' '}
        <strong>{formatEstimate(new Date(address.expected_by))}</strong>, in an e-mail from {site.infoEmail}. Look in
        your spam or junk folder too, and mark it as not spam if it lands there.
      </p>
      <p>
        <Link className="font-semibold text-indigo-800 underline" to={PATHS.home}>
          Return to Home
        </Link>
      </p>
    </Notice>
  );
}

function Expired({ token, message }: { token: string; message: string }) {
  const renew = useMutation({ mutationFn: () => renewEmailConfirmation(token) });
  if (renew.data?.confirmed) return <Confirmed address={renew.data} />;
  if (renew.isSuccess) {
    return (
      <Notice title="A new link is on its way">
        <p>
          We have sent a new confirmation e-mail from {site.infoEmail} to the same address. Its link works for{' '}
          {CONFIRMATION_LINK_DAYS} days.
        </p>
      </Notice>
    );
  }
  return (
    <Notice title="This confirmation link has expired">
      <p>{message}</p>
      <button type="button" onClick={() => renew.mutate()} disabled={renew.isPending} className={BUTTON}>
        {renew.isPending ? 'Sending…' : 'Send me a new link'}
      </button>
      {renew.isError ? (
        <p role="alert" className="text-red-800">
          {renew.error.message}
        </p>
      ) : null}
      <Support />
    </Notice>
  );
}
