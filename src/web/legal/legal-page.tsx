import type { ReactNode } from 'react';

import { site } from '../site';

/** '2026-11-26' as 'November 26, 2026': the day is read as written, whatever the visitor's zone. */
export function formatLegalDate(isoDate: string): string {
  return new Date(`${isoDate}T12:00:00Z`).toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

export type LegalSection = { heading: string; body: ReactNode };

export function LegalPage({
  title,
  lastUpdated,
  intro,
  sections,
  children,
}: {
  title: string;
  /** YYYY-MM-DD: the day the text last changed. */
  lastUpdated: string;
  intro: ReactNode;
  sections: LegalSection[];
  children?: ReactNode;
}) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-8 text-slate-800">
      <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
      <p className="mt-2 text-sm text-slate-600">
        Last updated: <time dateTime={lastUpdated}>{formatLegalDate(lastUpdated)}</time>
      </p>
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
