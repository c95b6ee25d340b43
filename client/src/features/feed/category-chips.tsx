import type { FeedFilter } from '../../data/post-cache.ts';
import { it } from '../../i18n/it.ts';
import { cx } from '../../ui/cx.ts';
import { categoryLabel, FEED_CHIPS } from './categories.ts';

/** The feed's category filter: a row of toggle chips (one pressed at a time) that scrolls sideways. */
export function CategoryChips({
  value,
  onChange,
}: {
  value: FeedFilter;
  onChange: (filter: FeedFilter) => void;
}) {
  return (
    // min-w-0: a fieldset is as wide as its content by default, which would stop the sideways scroll.
    <fieldset className="flex min-w-0 gap-2 overflow-x-auto px-3 [scrollbar-width:none] [&::-webkit-scrollbar]:hidden">
      <legend className="sr-only">{it.feed.filterLabel}</legend>
      {FEED_CHIPS.map((category) => {
        const selected = category === value;
        return (
          <button
            key={category ?? 'all'}
            type="button"
            aria-pressed={selected}
            onClick={() => onChange(category)}
            // 44px tall hit area around a 36px pill (DESIGN §8 touch targets).
            className="group inline-flex min-h-11 shrink-0 items-center focus-visible:outline-none"
          >
            <span
              className={cx(
                'inline-flex h-9 items-center rounded-full border px-4 text-sm font-medium motion-safe:transition-colors',
                'group-focus-visible:ring-2 group-focus-visible:ring-orange-500 group-focus-visible:ring-offset-1',
                selected
                  ? 'border-orange-700 bg-orange-700 text-white shadow-sm shadow-orange-700/20'
                  : 'border-slate-300 bg-white text-slate-800 group-hover:border-slate-400 group-hover:bg-slate-50 ' +
                      'dark:border-slate-700 dark:bg-slate-800 dark:text-slate-100 dark:group-hover:bg-slate-700',
              )}
            >
              {categoryLabel(category)}
            </span>
          </button>
        );
      })}
    </fieldset>
  );
}
