import { POST_CATEGORIES, type PostCategory } from '@common/constants.ts';
import { displayName } from '@common/people.ts';
import type { CurrentUser } from '@common/schemas/user.ts';
import { ArrowLeft, Clock, CloudOff, SearchIcon, SearchX, X } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import {
  forgetSearch,
  recentSearches,
  rememberSearch,
  type SearchTab,
  useSearchQuery,
} from '../../data/search.ts';
import { it } from '../../i18n/it.ts';
import { searchText as text } from '../../i18n/search.ts';
import { Avatar } from '../../ui/avatar.tsx';
import { Button } from '../../ui/button.tsx';
import { cx } from '../../ui/cx.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { Highlighted, highlighter } from '../../ui/highlighted.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/tabs.tsx';
import { PostCard } from '../feed/post-card.tsx';
import { PostSkeletons } from '../feed/post-skeleton.tsx';

/** Results come as the member types, once they pause this long. */
const DEBOUNCE_MS = 300;

function useDebounced(value: string, ms: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

const TABS: readonly SearchTab[] = ['all', 'posts', 'users'];
const tabLabel = { all: text.tabs.all, posts: text.tabs.posts, users: text.tabs.people } as const;

function Chip({ selected, onClick, children }: { selected: boolean; onClick: () => void; children: string }) {
  return (
    <button
      type="button"
      aria-pressed={selected}
      onClick={onClick}
      className="group inline-flex min-h-11 shrink-0 items-center focus-visible:outline-none"
    >
      <span
        className={cx(
          'inline-flex h-8 items-center rounded-full border px-3 text-sm font-medium',
          'group-focus-visible:ring-2 group-focus-visible:ring-orange-500',
          selected
            ? 'border-orange-700 bg-orange-700 text-white'
            : 'border-slate-300 bg-white text-slate-800 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-100',
        )}
      >
        {children}
      </span>
    </button>
  );
}

function Recent({ onPick }: { onPick: (q: string) => void }) {
  const [list, setList] = useState(recentSearches);
  if (list.length === 0) {
    return <EmptyState icon={SearchIcon} title={text.startTitle} description={text.startDescription} />;
  }
  return (
    <section aria-labelledby="recent-searches" className="px-3 pt-2">
      <div className="flex items-center justify-between">
        <h2 id="recent-searches" className="text-sm font-semibold text-slate-900 dark:text-white">
          {text.recent}
        </h2>
        <Button variant="ghost" size="sm" onClick={() => setList(forgetSearch(null))}>
          {text.clearRecent}
        </Button>
      </div>
      <ul className="mt-1 divide-y divide-slate-200 dark:divide-slate-800">
        {list.map((q) => (
          <li key={q} className="flex items-center">
            <button
              type="button"
              onClick={() => onPick(q)}
              className="flex min-h-11 min-w-0 flex-1 items-center gap-3 rounded-lg px-1 text-left text-slate-800 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-orange-500 dark:text-slate-100 dark:hover:bg-slate-800"
            >
              <Clock aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
              <span className="truncate">{q}</span>
            </button>
            <button
              type="button"
              aria-label={text.removeRecent(q)}
              onClick={() => setList(forgetSearch(q))}
              className="inline-flex size-11 items-center justify-center rounded-full text-slate-500 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-orange-500 dark:hover:bg-slate-800"
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The search screen (issue 28): one box, results while typing, tabs Tutto / Post / Persone, categories. */
export function SearchPage({ user }: { user: CurrentUser }) {
  const [, navigate] = useLocation();
  const params = new URLSearchParams(useSearch());
  const [input, setInput] = useState(params.get('q') ?? '');
  const [tab, setTab] = useState<SearchTab>('all');
  const [category, setCategory] = useState<PostCategory | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const q = useDebounced(input.trim(), DEBOUNCE_MS);
  const search = useSearchQuery(q, tab, tab === 'users' ? null : category);
  const match = useMemo(() => highlighter(q), [q]);
  const pages = search.data?.pages ?? [];
  const posts = pages.flatMap((page) => page.posts);
  const people = pages.flatMap((page) => page.users);

  // The query stays in the address, so Back from a profile returns to the same results.
  useEffect(() => {
    navigate(q ? `/search?q=${encodeURIComponent(q)}` : '/search', { replace: true });
  }, [q, navigate]);
  // What the member searched is kept on the device when they leave the screen (not every prefix typed).
  const lastQuery = useRef(q);
  lastQuery.current = q;
  useEffect(() => () => void (lastQuery.current.length >= 2 && rememberSearch(lastQuery.current)), []);

  const tooShort = input.trim().length === 1;
  const waiting = q.length >= 2 && search.isPending && !search.isPlaceholderData;
  const empty = q.length >= 2 && search.isSuccess && posts.length === 0 && people.length === 0;

  // The tabs hold the whole screen: the results below the sticky bar are the open tab's panel.
  return (
    <Tabs value={tab} onValueChange={(value) => setTab(value as SearchTab)} className="pb-6">
      <div className="sticky top-[calc(3.5rem+env(safe-area-inset-top))] z-30 space-y-2 border-b border-slate-200/70 bg-slate-50/95 px-3 pt-2 pb-1 backdrop-blur-md dark:border-slate-800 dark:bg-slate-900/95">
        <h1 className="sr-only">{text.title}</h1>
        <div className="flex items-center gap-1">
          <button
            type="button"
            aria-label={text.back}
            onClick={() => window.history.back()}
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-orange-500 dark:text-slate-200 dark:hover:bg-slate-800"
          >
            <ArrowLeft aria-hidden="true" className="size-5" />
          </button>
          <search className="contents">
            <form
              className="relative min-w-0 flex-1"
              onSubmit={(event) => {
                event.preventDefault();
                if (input.trim().length >= 2) rememberSearch(input.trim());
                inputRef.current?.blur();
              }}
            >
              <label htmlFor={inputId} className="sr-only">
                {text.label}
              </label>
              <SearchIcon
                aria-hidden="true"
                className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
              />
              <input
                ref={inputRef}
                id={inputId}
                type="search"
                enterKeyHint="search"
                autoComplete="off"
                // biome-ignore lint/a11y/noAutofocus: the member opened this screen to type a search
                autoFocus
                value={input}
                maxLength={100}
                placeholder={text.placeholder}
                aria-invalid={tooShort || undefined}
                aria-describedby={tooShort ? `${inputId}-hint` : undefined}
                onChange={(event) => setInput(event.target.value)}
                className="h-11 w-full rounded-full border border-slate-300 bg-white pr-10 pl-9 text-base text-slate-900 placeholder:text-slate-500 focus:border-orange-600 focus:outline-none focus:ring-2 focus:ring-orange-500/40 dark:border-slate-700 dark:bg-slate-800 dark:text-white [&::-webkit-search-cancel-button]:hidden"
              />
              {input && (
                <button
                  type="button"
                  aria-label={text.clear}
                  onClick={() => {
                    setInput('');
                    inputRef.current?.focus();
                  }}
                  className="absolute top-1/2 right-0.5 inline-flex size-10 -translate-y-1/2 items-center justify-center rounded-full text-slate-500 hover:text-slate-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-orange-500 dark:hover:text-white"
                >
                  <X aria-hidden="true" className="size-4" />
                </button>
              )}
            </form>
          </search>
        </div>
        {tooShort && (
          <p id={`${inputId}-hint`} className="px-12 text-sm text-slate-700 dark:text-slate-300">
            {text.tooShort}
          </p>
        )}
        <TabsList label={text.title}>
          {TABS.map((value) => (
            <TabsTrigger key={value} value={value}>
              {tabLabel[value]}
            </TabsTrigger>
          ))}
        </TabsList>
        {tab !== 'users' && (
          <fieldset className="flex min-w-0 gap-2 overflow-x-auto [scrollbar-width:none] [&::-webkit-scrollbar]:hidden">
            <legend className="sr-only">{text.categoriesLabel}</legend>
            <Chip selected={category === null} onClick={() => setCategory(null)}>
              {text.anyCategory}
            </Chip>
            {POST_CATEGORIES.map((value) => (
              <Chip key={value} selected={category === value} onClick={() => setCategory(value)}>
                {it.categories[value]}
              </Chip>
            ))}
          </fieldset>
        )}
      </div>

      <TabsContent
        value={tab}
        aria-live="polite"
        aria-busy={waiting}
        className="pt-3 focus-visible:outline-none"
      >
        {q.length < 2 ? (
          tooShort ? null : (
            <Recent onPick={setInput} />
          )
        ) : waiting ? (
          <>
            <p className="sr-only">{text.loading}</p>
            <PostSkeletons />
          </>
        ) : search.isError && pages.length === 0 ? (
          <EmptyState
            icon={CloudOff}
            title={text.error}
            action={
              <Button variant="outline" onClick={() => void search.refetch()} loading={search.isRefetching}>
                {text.retry}
              </Button>
            }
          />
        ) : empty ? (
          <EmptyState icon={SearchX} title={text.noResultsTitle} description={text.noResultsDescription(q)} />
        ) : (
          <>
            {people.length > 0 && (
              <section aria-labelledby="search-people" className="px-3 pb-3">
                <h2 id="search-people" className="pb-1 text-sm font-semibold text-slate-900 dark:text-white">
                  {text.people}
                </h2>
                <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-700 dark:bg-slate-800/60">
                  {people.map((person) => (
                    <li key={person.id}>
                      <Link
                        href={`/profile?id=${encodeURIComponent(person.id)}`}
                        className="flex min-h-14 items-center gap-3 px-3 py-2 hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-orange-500 dark:hover:bg-slate-800"
                      >
                        <Avatar person={person} id={person.id} src={person.avatarUrl} />
                        <span className="min-w-0">
                          <span className="block truncate font-medium text-slate-900 dark:text-white">
                            <Highlighted text={displayName(person)} match={match} />
                          </span>
                          <span className="block text-xs text-slate-600 dark:text-slate-400">
                            {text.followers(person.followersCount)}
                          </span>
                        </span>
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            )}
            {posts.length > 0 && (
              <section aria-labelledby="search-posts">
                <h2
                  id="search-posts"
                  className="px-3 pb-1 text-sm font-semibold text-slate-900 dark:text-white"
                >
                  {text.posts}
                </h2>
                <ul className="space-y-3 px-3">
                  {posts.map((post) => (
                    <li key={post.id}>
                      <PostCard post={post} viewerId={user.id} highlight={match} />
                    </li>
                  ))}
                </ul>
              </section>
            )}
            {search.hasNextPage && (
              <div className="flex justify-center px-3 pt-4">
                <Button
                  variant="outline"
                  onClick={() => void search.fetchNextPage()}
                  loading={search.isFetchingNextPage}
                >
                  {text.loadMore}
                </Button>
              </div>
            )}
            {search.isFetching && !search.isFetchingNextPage && (
              <p className="flex justify-center pt-3 text-sm text-slate-600">
                <Spinner className="size-4" />
              </p>
            )}
          </>
        )}
      </TabsContent>
    </Tabs>
  );
}
