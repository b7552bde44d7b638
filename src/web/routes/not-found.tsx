import { Link } from 'react-router';

import { PATHS } from '../../domain/routes';

export function Component() {
  return (
    <section className="mx-auto max-w-md px-4 py-16 text-center">
      <p className="text-6xl font-bold text-gold" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-2xl font-bold">Oops! Page not found</h1>
      <p className="mt-2 opacity-90">The stars could not find the page you were looking for.</p>
      <Link
        to={PATHS.home}
        className="mt-8 inline-block rounded-full bg-gold px-6 py-3 font-semibold text-night hover:brightness-110"
      >
        Return to home
      </Link>
    </section>
  );
}
