import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { markEntryPage } from './lib/navigation.ts';
import { queryClient } from './lib/query-client.ts';
import { Toaster } from './ui/toast.tsx';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('Elemento #root mancante in index.html');

markEntryPage();

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <App />
      <Toaster />
    </QueryClientProvider>
  </StrictMode>,
);
