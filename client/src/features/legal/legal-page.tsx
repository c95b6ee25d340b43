import { ArrowLeft } from 'lucide-react';
import { Link } from 'wouter';
import { version } from '../../../../package.json';
import { type LegalPageId, legalPages } from '../../i18n/legal-pages.ts';
import { Linkified } from '../../ui/linkified.tsx';

const others: { id: LegalPageId; label: string }[] = [
  { id: 'privacy', label: 'Privacy' },
  { id: 'termini', label: 'Termini di servizio' },
  { id: 'chi-siamo', label: 'Chi siamo' },
  { id: 'info', label: 'Info' },
];

/** /privacy, /termini, /chi-siamo, /info: the legal and info pages, for members and guests alike. */
export function LegalPage({ page }: { page: LegalPageId }) {
  const content = legalPages[page];
  return (
    <article className="space-y-5 px-4 py-4 leading-relaxed text-slate-700 dark:text-slate-300">
      <div className="flex items-center gap-2">
        <Link
          href="/"
          aria-label="Torna alla home"
          className="inline-flex size-11 items-center justify-center rounded-xl hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-orange-500 dark:hover:bg-slate-800"
        >
          <ArrowLeft aria-hidden="true" className="size-5" />
        </Link>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">{content.title}</h1>
      </div>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {content.updated}
        {page === 'info' && ` · Versione ${version}`}
      </p>
      <p>
        <Linkified text={content.intro} emails />
      </p>
      {content.sections.map((section) => (
        <section key={section.heading} className="space-y-2">
          <h2 className="text-lg font-semibold text-slate-900 dark:text-white">{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>
              <Linkified text={paragraph} emails />
            </p>
          ))}
        </section>
      ))}
      <nav aria-label="Informazioni legali" className="border-t border-slate-200 pt-4 dark:border-slate-800">
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {others
            .filter((other) => other.id !== page)
            .map((other) => (
              <li key={other.id}>
                <Link
                  href={`/${other.id}`}
                  className="inline-flex min-h-11 items-center font-medium text-orange-700 underline-offset-4 hover:underline dark:text-orange-400"
                >
                  {other.label}
                </Link>
              </li>
            ))}
        </ul>
      </nav>
    </article>
  );
}
