import { Spinner } from './spinner';

/** Shown while a page without the state it needs waits to go home (the toast says why). */
export function Redirecting() {
  return (
    <div className="flex justify-center py-16 text-indigo-200">
      <Spinner className="size-8" />
    </div>
  );
}
