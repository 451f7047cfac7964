import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { toastDurationMs, toastMaxVisible } from '../../shared/domain/limits';
import { AuthProvider } from '../features/auth/auth-context';
import { createQueryClient } from '../lib/query-client';

// Toasts answer what the visitor does, never the first paint, so their renderer loads after it.
const Toaster = lazy(() => import('sonner').then((sonner) => ({ default: sonner.Toaster })));

export function Providers({ children }: { children: ReactNode }) {
  // One client for the page's lifetime; useState keeps it across re-renders without a module-level singleton.
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>{children}</AuthProvider>
      {/* Bottom, so that a toast never covers the header (on a phone it would sit over the menu button). */}
      <Suspense fallback={null}>
        <Toaster
          duration={toastDurationMs}
          visibleToasts={toastMaxVisible}
          richColors
          closeButton
          position="bottom-right"
        />
      </Suspense>
    </QueryClientProvider>
  );
}
