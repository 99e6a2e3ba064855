import { Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { ErrorBoundary } from '@/components/error-boundary.tsx';
import { Loading } from '@/components/loading.tsx';
import { appPaths } from './paths.ts';

/**
 * Browser history at the root, every screen lazy. Declarative routes rather than the data router:
 * the screens fetch through TanStack Query, and this keeps about 15 kB gzip off every first load
 * (docs/decisions/0005).
 */
export function AppRouter() {
  return (
    <BrowserRouter>
      <ErrorBoundary>
        <Suspense fallback={<Loading />}>
          <Routes>
            {appPaths.map(({ path, Component }) => (
              <Route key={path} path={path} element={<Component />} />
            ))}
          </Routes>
        </Suspense>
      </ErrorBoundary>
    </BrowserRouter>
  );
}
