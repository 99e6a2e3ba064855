import { APP_ROUTES } from '@loan/contract';
import { renderRoutes } from '@/testing/render-routes.tsx';
import { ComplaintRoute } from '../routes/complaint.tsx';
import { ComplaintDetailRoute } from '../routes/complaint-detail.tsx';
import { ComplaintFormRoute } from '../routes/complaint-form.tsx';
import { ComplaintListRoute } from '../routes/complaint-list.tsx';

/** Opens the app at `url` with the four complaint screens routed, and a stand-in for the others. */
export function renderComplaintPage(url: string) {
  return renderRoutes(url, {
    [APP_ROUTES.complaint]: ComplaintRoute,
    [APP_ROUTES.complaintForm]: ComplaintFormRoute,
    [APP_ROUTES.complaintList]: ComplaintListRoute,
    [APP_ROUTES.complaintDetail]: ComplaintDetailRoute,
  });
}

/** The current address's query as a plain object. */
export function currentQuery(): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(window.location.search));
}
