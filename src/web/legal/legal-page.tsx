import type { ReactNode } from 'react';

import { site } from '../site';

/** Spec section 2: both legal texts were last updated in June 2023. */
export const LAST_UPDATED = 'June 2023';

export type LegalSection = { heading: string; body: ReactNode };

export function LegalPage({
  title,
  intro,
  sections,
  children,
}: {
  title: string;
  intro: ReactNode;
  sections: LegalSection[];
  children?: ReactNode;
}) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-8 text-slate-800">
      <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
      <p className="mt-2 text-sm text-slate-600">Last updated: {LAST_UPDATED}</p>
      <div className="mt-6 space-y-3 leading-relaxed">{intro}</div>
      {sections.map((section, index) => (
        <section key={section.heading} className="mt-8">
          <h2 className="text-xl font-semibold text-slate-900">
            {index + 1}. {section.heading}
          </h2>
          <div className="mt-3 space-y-3 leading-relaxed [&_li]:ml-5 [&_li]:list-disc [&_ul]:space-y-1">
            {section.body}
          </div>
        </section>
      ))}
      {children}
    </article>
  );
}

/** The contact block both texts end with, from the site configuration. */
export function ContactLines() {
  return (
    <ul>
      <li>
        E-mail:{' '}
        <a href={`mailto:${site.supportEmail}`} className="font-semibold text-indigo-800 underline underline-offset-2">
          {site.supportEmail}
        </a>
      </li>
      <li>
        Phone:{' '}
        <a
          href={`tel:${site.supportPhone.replace(/[^+\d]/g, '')}`}
          className="font-semibold text-indigo-800 underline underline-offset-2"
        >
          {site.supportPhone}
        </a>
      </li>
    </ul>
  );
}
