import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { QueryClientProvider } from '@/lib/query/query-provider.tsx';
import { createQueryClient } from '@/lib/query-client.ts';
import { BrowserRouter } from '@/lib/router/router.tsx';
import { openPage } from '@/testing/render.tsx';

/** Opens `url` as the app would and renders one route's screen under a router. */
export function renderRoute(Route: ComponentType, url: string) {
  openPage(url);
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <BrowserRouter>
        <Route />
      </BrowserRouter>
    </QueryClientProvider>,
  );
}
