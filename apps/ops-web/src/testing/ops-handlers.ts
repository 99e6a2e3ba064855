import {
  type Dashboard,
  type OpsSession,
  PERMISSION_ROLES,
  PERMISSIONS,
  type Role,
} from '@loan/contract/ops';
import { HttpResponse, http } from 'msw';

const API = 'http://localhost:3000/api/ops';

/** The operations API's envelope around `data`, typed from the contract. */
export function ok<T>(data: T) {
  return HttpResponse.json({ code: 0, data, message: 'success' });
}

export function refused(status: number, message: string) {
  return HttpResponse.json({ code: status, data: null, message }, { status });
}

export function sessionOf(role: Role, email = `${role}@lender.example`): OpsSession {
  return {
    email,
    role,
    csrfToken: `csrf-of-${role}`,
    permissions: PERMISSIONS.filter((p) => (PERMISSION_ROLES[p] as readonly Role[]).includes(role)),
  };
}

export const DASHBOARD: Dashboard = {
  today: '2026-03-02',
  applications: 4,
  underReview: 2,
  releases: 1,
  dueToday: 3,
  overdue: { '1-30': 5, '31-90': 1, '91+': 0 },
  complaints: null,
};

export const opsGet = <T>(path: string, answer: () => T | Response) =>
  http.get(`${API}${path}`, () => {
    const value = answer();
    return value instanceof Response ? value : ok(value);
  });

export const opsPost = (path: string, answer: (body: unknown, request: Request) => Response) =>
  http.post(`${API}${path}`, async ({ request }) => answer(await request.json(), request));

export const opsDelete = (path: string, answer: (request: Request) => Response) =>
  http.delete(`${API}${path}`, ({ request }) => answer(request));
