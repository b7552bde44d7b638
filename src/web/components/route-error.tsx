import { Link, isRouteErrorResponse, useRouteError } from 'react-router';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  return String(error);
}

/** The router's fallback when a screen throws or fails to load (spec section 8). */
export function RouteError() {
  const error = useRouteError();
  return (
    <section role="alert" className="mx-auto max-w-md px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">Unexpected Application Error!</h1>
      <p className="mt-3 break-words opacity-90">{describe(error)}</p>
      <Link to="/" className="mt-6 inline-block underline underline-offset-4">
        Back to home
      </Link>
    </section>
  );
}
