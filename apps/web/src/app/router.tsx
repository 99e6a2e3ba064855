import { Suspense } from 'react';
import { ErrorBoundary } from '@/components/error-boundary.tsx';
import { LiveMark } from '@/components/live-mark.tsx';
import { Loading } from '@/components/loading.tsx';
import { BrowserRouter, Route, Routes } from '@/lib/router/router.tsx';
import { appPaths } from './paths.ts';

/** Every screen at its path, behind one error boundary and one loading fallback. */
export function AppRoutes() {
  return (
    <ErrorBoundary>
      <Suspense fallback={<Loading />}>
        <Routes>
          {appPaths.map(({ path, screen }) => (
            <Route key={path} path={path} element={<screen.Component />} />
          ))}
        </Routes>
        <LiveMark />
      </Suspense>
    </ErrorBoundary>
  );
}

/**
 * Browser history at the root, every screen lazy. Declarative routes rather than the data router:
 * the screens fetch through the app's query cache (lib/query), and this keeps about 15 kB gzip off every first load
 * (docs/decisions/0005). The server renders the same routes (src/server-render).
 */
export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
