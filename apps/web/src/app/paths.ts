import { APP_ROUTES } from '@loan/contract';
import { type ComponentType, lazy } from 'react';

// Each screen's module loads on first visit, so each screen is its own chunk.
const CustomerService = lazy(async () => ({
  default: (await import('@/features/customer-service/routes/customer-service.tsx'))
    .CustomerServiceRoute,
}));
const Complaint = lazy(async () => ({
  default: (await import('@/features/complaint/routes/complaint.tsx')).ComplaintRoute,
}));
const NotFound = lazy(async () => ({
  default: (await import('./routes/not-found.tsx')).NotFoundRoute,
}));

export interface AppPath {
  path: string;
  Component: ComponentType;
}

/** Every screen of the app, once: its path (from the contract's APP_ROUTES) and its module. */
export const appPaths: readonly AppPath[] = [
  { path: APP_ROUTES.customerService, Component: CustomerService },
  { path: APP_ROUTES.complaint, Component: Complaint },
  { path: '*', Component: NotFound },
];
