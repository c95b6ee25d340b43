import { lazy, type ReactNode, Suspense } from 'react';
import { PageLoading } from './layout/page-loading.tsx';

// What members and guests alike can open, and the boundary every screen loading on demand waits behind.

export const LegalPage = lazy(async () => ({
  default: (await import('./features/legal/legal-page.tsx')).LegalPage,
}));
/** The legal and info pages, open to members and guests (issue 21). */
export const LEGAL_PAGES = ['privacy', 'termini', 'chi-siamo', 'info'] as const;
export const NotFoundPage = lazy(async () => ({
  default: (await import('./features/not-found/not-found-page.tsx')).NotFoundPage,
}));

export function Lazy({
  children,
  fallback = <PageLoading />,
}: {
  children: ReactNode;
  fallback?: ReactNode;
}) {
  return <Suspense fallback={fallback}>{children}</Suspense>;
}
