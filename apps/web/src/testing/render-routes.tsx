import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { QueryClientProvider } from '@/lib/query/query-provider.tsx';
import { createQueryClient } from '@/lib/query-client.ts';
import { BrowserRouter, Route, Routes, useLocation } from '@/lib/router/router.tsx';
import { openPage } from './render.tsx';

/** Where in-app navigation lands in route tests: it names the path it was opened at. */
function OtherPage() {
  const location = useLocation();
  return <p>Other page {location.pathname}</p>;
}

/**
 * Opens the app at `url` with the given screens routed by path, and a stand-in for every other
 * page, under a fresh query client.
 */
export function renderRoutes(url: string, screens: Record<string, ComponentType>) {
  openPage(url);
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <BrowserRouter>
        <Routes>
          {Object.entries(screens).map(([path, Screen]) => (
            <Route key={path} path={path} element={<Screen />} />
          ))}
          <Route path="*" element={<OtherPage />} />
        </Routes>
      </BrowserRouter>
    </QueryClientProvider>,
  );
}
