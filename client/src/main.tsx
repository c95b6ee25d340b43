import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Router } from 'wouter';
import { App } from './app.tsx';
import { OfflineBanner } from './layout/offline-banner.tsx';
import { useGuardedLocation } from './lib/leave-guard.ts';
import { markEntryPage } from './lib/navigation.ts';
import { startInstallableApp } from './lib/pwa.ts';
import { queryClient } from './lib/query-client.ts';
import { Toaster } from './ui/toast.tsx';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('Elemento #root mancante in index.html');

markEntryPage();
startInstallableApp();

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <Router hook={useGuardedLocation}>
        <App />
      </Router>
      <OfflineBanner />
      <Toaster />
    </QueryClientProvider>
  </StrictMode>,
);
