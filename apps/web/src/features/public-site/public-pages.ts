import { APP_ROUTES, type BrandSlotValues } from '@loan/contract';
import type { ComponentType } from 'react';
import { AboutRoute } from './routes/about.tsx';
import { HomeRoute } from './routes/home.tsx';
import { LoanRoute } from './routes/loan.tsx';
import { publicPageTitles } from './routes/page-titles.ts';
import { PolicyRoute } from './routes/policy.tsx';

export interface PublicPage {
  path: string;
  /** File name of the prerendered page under dist/prerendered/. */
  file: string;
  title: (brand: BrandSlotValues) => string;
  Component: ComponentType;
  /** Whether the page needs the small public-site script (carousel, contact form). */
  interactive: boolean;
}

/** The public pages the build prerenders to static HTML (docs/decisions/0008). */
export const publicPages: readonly PublicPage[] = [
  {
    path: APP_ROUTES.home,
    file: 'home.html',
    title: publicPageTitles.home,
    Component: HomeRoute,
    interactive: true,
  },
  {
    path: APP_ROUTES.about,
    file: 'about.html',
    title: publicPageTitles.about,
    Component: AboutRoute,
    interactive: false,
  },
  {
    path: APP_ROUTES.loan,
    file: 'loan.html',
    title: publicPageTitles.loan,
    Component: LoanRoute,
    interactive: false,
  },
  {
    path: APP_ROUTES.policy,
    file: 'policy.html',
    title: publicPageTitles.policy,
    Component: PolicyRoute,
    interactive: false,
  },
];
