import { Link } from 'react-router';

import { PATHS } from '../../domain/routes';
import { progressFor } from '../../domain/steps';
import { site } from '../site';
import { BackButton } from './back-button';
import { HeaderMenu } from './header-menu';
import { ProgressBar } from './progress-bar';

const LANDING_PAGES = new Set<string>([PATHS.home, PATHS.love]);

export function SiteHeader({ pathname, light }: { pathname: string; light: boolean }) {
  const progress = progressFor(pathname);
  return (
    <header
      className={`sticky top-0 z-20 border-b backdrop-blur ${light ? 'border-slate-200 bg-white/90' : 'border-white/10 bg-night/85'}`}
    >
      <div className="mx-auto grid h-14 max-w-3xl grid-cols-[3rem_1fr_3rem] items-center px-2">
        <div>{LANDING_PAGES.has(pathname) ? null : <BackButton />}</div>
        <Link to={PATHS.home} className="justify-self-center truncate rounded px-2 text-lg font-semibold tracking-wide">
          {site.brand}
        </Link>
        <HeaderMenu light={light} />
      </div>
      {progress ? <ProgressBar progress={progress} /> : null}
    </header>
  );
}
