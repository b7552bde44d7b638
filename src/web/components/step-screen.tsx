import type { ReactNode } from 'react';

export type StepScreenProps = {
  /** The screen's one h1: the route change moves focus to it (route-focus.ts). */
  title: ReactNode;
  /** One line under the heading saying what the step is for. */
  lead?: ReactNode;
  /** Wider on a desktop, for content read as pages (the reading's preview). */
  wide?: boolean;
  /** The body's text centred too, for screens of short centred lines (an offer, the videos). */
  centered?: boolean;
  /** The step's content, 20 px apart; its main button goes in a StepAction. */
  children: ReactNode;
};

/**
 * The skeleton every funnel screen shares inside the app's shell (which draws the header with the
 * progress and the footer): a centred heading, an optional lead line, then the body.
 */
export function StepScreen({ title, lead, wide = false, centered = false, children }: StepScreenProps) {
  return (
    <section className={`mx-auto w-full max-w-md px-4 pb-10 pt-6 text-white ${wide ? 'md:max-w-2xl' : ''}`}>
      <header className="text-center">
        <h1 className="text-balance text-2xl font-bold leading-tight">{title}</h1>
        {lead ? <p className="mt-2 text-balance text-indigo-100">{lead}</p> : null}
      </header>
      <div className={`mt-6 flex flex-col gap-5 ${centered ? 'text-center' : ''}`}>{children}</div>
    </section>
  );
}
