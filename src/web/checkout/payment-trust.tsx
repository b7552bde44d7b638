import { Link } from 'react-router';

import { REFUND_PROMISE } from '../../domain/product';
import { PATHS } from '../../domain/routes';

/*
 * Small drawings of the accepted brands, not their official artwork: a shape and the name, enough
 * to recognise them at a glance. Each is one image with the brand's name for screen readers.
 */
const LOGO = 'h-6 w-10 shrink-0 rounded-[4px]';

function VisaLogo() {
  return (
    <svg role="img" aria-label="Visa" viewBox="0 0 40 24" className={LOGO}>
      <rect width="40" height="24" rx="4" fill="#fff" />
      <text x="20" y="16.5" textAnchor="middle" fontSize="11" fontWeight="800" fontStyle="italic" fill="#1a1f71">
        VISA
      </text>
    </svg>
  );
}

function MastercardLogo() {
  return (
    <svg role="img" aria-label="Mastercard" viewBox="0 0 40 24" className={LOGO}>
      <rect width="40" height="24" rx="4" fill="#fff" />
      <circle cx="16" cy="12" r="7" fill="#eb001b" />
      <circle cx="24" cy="12" r="7" fill="#f79e1b" fillOpacity="0.9" />
    </svg>
  );
}

function AmexLogo() {
  return (
    <svg role="img" aria-label="American Express" viewBox="0 0 40 24" className={LOGO}>
      <rect width="40" height="24" rx="4" fill="#1f72cd" />
      <text x="20" y="15.5" textAnchor="middle" fontSize="8.5" fontWeight="800" fill="#fff">
        AMEX
      </text>
    </svg>
  );
}

function PayPalLogo() {
  return (
    <svg role="img" aria-label="PayPal" viewBox="0 0 52 24" className="h-6 w-13 shrink-0 rounded-[4px]">
      <rect width="52" height="24" rx="4" fill="#fff" />
      <text x="26" y="16" textAnchor="middle" fontSize="11" fontWeight="800" fontStyle="italic">
        <tspan fill="#003087">Pay</tspan>
        <tspan fill="#009cde">Pal</tspan>
      </text>
    </svg>
  );
}

/** Under the pay button of a paid order: the accepted brands and the refund promise of the terms. */
export function PaymentTrust() {
  return (
    <div className="flex flex-col items-center gap-2 text-center">
      <div role="group" aria-label="We accept" className="flex items-center gap-2">
        <VisaLogo />
        <MastercardLogo />
        <AmexLogo />
        <PayPalLogo />
      </div>
      <p className="text-xs text-indigo-200">
        {REFUND_PROMISE.short}{' '}
        <Link to={PATHS.termsConditions} className="underline underline-offset-2 hover:text-gold">
          Terms & Conditions
        </Link>
      </p>
    </div>
  );
}
