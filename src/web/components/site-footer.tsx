import { Link } from 'react-router';

import { site } from '../site';
import type { FooterVariant } from './layout-rules';
import { MENU_LINKS } from './header-menu';

function Copyright() {
  return (
    <p>
      © {site.copyrightYear} {site.brand}. All rights reserved.
    </p>
  );
}

export function SiteFooter({ variant, light }: { variant: Exclude<FooterVariant, 'none'>; light: boolean }) {
  const tone = light ? 'border-slate-200 text-slate-600' : 'border-white/10 text-indigo-200';
  if (variant === 'minimal') {
    return (
      <footer className={`border-t px-4 py-4 text-center text-xs ${tone}`}>
        <Copyright />
      </footer>
    );
  }
  return (
    <footer className={`border-t px-4 py-8 text-center text-sm ${tone}`}>
      <nav aria-label="Legal">
        <ul className="flex flex-wrap justify-center gap-x-6 gap-y-2">
          {MENU_LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className="underline-offset-4 hover:underline">
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className="mt-4">
        Support e-mail:{' '}
        <a href={`mailto:${site.supportEmail}`} className="underline underline-offset-4">
          {site.supportEmail}
        </a>
      </p>
      <p className="mt-1">
        Support phone:{' '}
        <a href={`tel:${site.supportPhone.replace(/[^\d+]/g, '')}`} className="underline underline-offset-4">
          {site.supportPhone}
        </a>
      </p>
      <div className="mt-4 text-xs">
        <Copyright />
      </div>
    </footer>
  );
}
