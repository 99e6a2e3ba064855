import {
  type ApplicantView,
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
  reconciliationExceptions: 2,
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

/** An eligible applicant's view, the policy approving with every rule's figures. */
export function applicantOf(orderId: string): ApplicantView {
  const place = (code: string, name: string) => ({ code, name });
  return {
    orderId,
    profile: {
      fullName: 'Maria Santos Reyes',
      birthDate: '1994-03-08',
      age: 32,
      civilStatus: 'married',
      citizenship: 'filipino',
      address: {
        line: '45 Kalayaan Avenue',
        region: place('1300000000', 'National Capital Region (NCR)'),
        province: place('1381300000', 'Quezon City'),
        city: place('1381300000', 'Quezon City'),
        barangay: place('1381300001', 'Alicia'),
      },
      employment: 'employed',
      employer: 'Diliman Printing Services',
      monthlyIncome: 3_200_000,
      idType: 'umid',
      idNumber: '011122233344',
      privacyConsentAt: '2026-03-01T01:00:00.000Z',
      updatedAt: '2026-03-01T01:00:00.000Z',
    },
    photos: {
      idPhoto: `/orders/${orderId}/applicant/idPhoto`,
      selfie: `/orders/${orderId}/applicant/selfie`,
    },
    namesake: false,
    changes: [{ at: '2026-03-01T01:00:00.000Z', fields: ['fullName'] }],
    policy: {
      outcome: 'review',
      rules: [
        {
          rule: 'age',
          outcome: 'pass',
          reason: null,
          detail: 'age 32, minimum 18, review from 65',
        },
        {
          rule: 'income',
          outcome: 'review',
          reason: 'instalment-over-income-share',
          detail: 'monthly repayment 197803, 40% of income 3200000 is 1280000',
        },
      ],
    },
  };
}
