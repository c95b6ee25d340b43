import { Bot, Clapperboard, Download, MessagesSquare, Wrench } from 'lucide-react';
import { Link } from 'wouter';
import { it } from '../../i18n/it.ts';
import { pwaText } from '../../i18n/pwa.ts';
import { Logo } from '../../layout/logo.tsx';
import { promptInstall, useCanInstall } from '../../lib/pwa.ts';
import { buttonClasses } from '../../ui/button.tsx';
import { AUTH_CARD_ID, AuthCard } from '../auth/auth-card.tsx';
import { PostPreview } from './post-preview.tsx';

const featureIcons = [Wrench, Clapperboard, MessagesSquare, Bot] as const;

/** The legal and info pages (issue 21), open to guests too. */
/** 'Installa l'app' where the browser offers installation (issue 28); nothing where it does not. */
function InstallButton() {
  const canInstall = useCanInstall();
  if (!canInstall) return null;
  return (
    <div className="mt-4 flex flex-wrap items-center gap-3">
      <button
        type="button"
        onClick={() => void promptInstall()}
        className={buttonClasses('outline', 'md', 'px-5')}
      >
        <Download aria-hidden="true" className="size-5" />
        {pwaText.install}
      </button>
      <p className="text-sm text-slate-700 dark:text-slate-300">{pwaText.installHint}</p>
    </div>
  );
}

const legalLinks = [
  { href: '/privacy', label: 'Privacy' },
  { href: '/termini', label: 'Termini di servizio' },
  { href: '/chi-siamo', label: 'Chi siamo' },
  { href: '/info', label: 'Info' },
];
/** What a guest sees at '/': what Riparami offers and the login/registration card. */
export function LandingPage() {
  return (
    <div className="min-h-dvh bg-gradient-to-b from-orange-50 via-white to-white text-slate-900 dark:from-slate-900 dark:via-slate-950 dark:to-slate-950 dark:text-slate-100">
      <a href="#contenuto" className="skip-link">
        {it.app.skipToContent}
      </a>
      <header className="mx-auto flex max-w-6xl items-center justify-between px-5 pt-[calc(env(safe-area-inset-top)+0.75rem)] pb-3">
        <Logo />
        <a href={`#${AUTH_CARD_ID}`} className={buttonClasses('ghost', 'sm', 'min-h-11')}>
          {it.landing.signIn}
        </a>
      </header>

      <main id="contenuto" tabIndex={-1} className="mx-auto max-w-6xl px-5 pb-12 focus:outline-none">
        <div className="grid gap-12 lg:grid-cols-[1fr_26rem] lg:items-start lg:gap-16 lg:pt-8">
          <div className="space-y-12">
            <section aria-labelledby="hero-title" className="pt-6 lg:pt-10">
              <ul aria-label={it.landing.categoriesLabel} className="mb-5 flex flex-wrap gap-2">
                {it.landing.categories.map((category) => (
                  <li
                    key={category}
                    className="rounded-full border border-orange-200 bg-white/70 px-3 py-1 text-sm font-medium text-orange-900 dark:border-orange-900 dark:bg-slate-900/70 dark:text-orange-200"
                  >
                    {category}
                  </li>
                ))}
              </ul>
              <h1 id="hero-title" className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
                {it.app.tagline}
              </h1>
              <p className="mt-4 max-w-xl text-lg text-slate-700 dark:text-slate-300">
                {it.landing.heroBody}
              </p>
              <a href={`#${AUTH_CARD_ID}`} className={buttonClasses('primary', 'md', 'mt-7 px-6 lg:hidden')}>
                {it.landing.cta}
              </a>
              <InstallButton />
              <div className="mt-10">
                <PostPreview />
              </div>
            </section>

            <section aria-labelledby="features-title">
              <h2 id="features-title" className="text-2xl font-bold tracking-tight">
                {it.landing.featuresTitle}
              </h2>
              <ul className="mt-5 grid gap-3 sm:grid-cols-2">
                {it.landing.features.map((feature, index) => {
                  const Icon = featureIcons[index] ?? Wrench;
                  return (
                    <li
                      key={feature.title}
                      className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:block dark:border-slate-800 dark:bg-slate-900"
                    >
                      <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-orange-100 text-orange-700 dark:bg-orange-950 dark:text-orange-300">
                        <Icon aria-hidden="true" className="size-6" />
                      </span>
                      <div>
                        <h3 className="text-lg font-semibold sm:mt-3">{feature.title}</h3>
                        <p className="mt-1 text-slate-700 dark:text-slate-300">{feature.body}</p>
                      </div>
                    </li>
                  );
                })}
              </ul>
            </section>
          </div>

          <div className="lg:sticky lg:top-8">
            <AuthCard />
            <p className="mt-4 text-center text-sm text-slate-600 dark:text-slate-400">
              <strong className="font-semibold text-slate-800 dark:text-slate-200">
                {it.landing.joinTitle}.
              </strong>{' '}
              {it.landing.joinBody}
            </p>
          </div>
        </div>
      </main>

      <footer className="border-t border-slate-200 dark:border-slate-800">
        <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-2 px-5 py-6 pb-[calc(env(safe-area-inset-bottom)+1.5rem)] text-sm text-slate-600 sm:flex-row dark:text-slate-400">
          <p>{it.landing.footer(new Date().getFullYear())}</p>
          <nav aria-label={it.landing.legalNav}>
            <ul className="flex gap-1">
              {legalLinks.map((link) => (
                <li key={link.href}>
                  <Link
                    href={link.href}
                    className="inline-flex min-h-11 items-center rounded-lg px-2 hover:text-slate-900 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-orange-500 dark:hover:text-white"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </footer>
    </div>
  );
}
