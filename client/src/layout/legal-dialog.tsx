import { version } from '../../../package.json';
import { it } from '../i18n/it.ts';
import { Dialog } from '../ui/dialog.tsx';

export type InfoPage = 'privacy' | 'terms' | 'about' | 'info';

/** Privacy, terms, about and app info, in one dialog (side menu and landing footer). */
export function InfoDialog({ page, onClose }: { page: InfoPage | null; onClose: () => void }) {
  const open = page !== null;
  const title = page === 'info' ? it.info.title : page ? it.legal[page].title : '';
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()} title={title}>
      {page === 'info' ? (
        <div className="space-y-3 text-slate-700 dark:text-slate-300">
          <p className="text-lg font-semibold text-slate-900 dark:text-white">
            {it.app.name}{' '}
            <span className="font-normal text-slate-600 dark:text-slate-400">
              · {it.info.version(version)}
            </span>
          </p>
          <p className="font-medium text-orange-700 dark:text-orange-400">{it.app.tagline}</p>
          <p>{it.info.body}</p>
          <p className="text-sm">{it.info.madeIn}</p>
        </div>
      ) : (
        page && (
          <div className="space-y-3 leading-relaxed text-slate-700 dark:text-slate-300">
            {it.legal[page].paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        )
      )}
    </Dialog>
  );
}
