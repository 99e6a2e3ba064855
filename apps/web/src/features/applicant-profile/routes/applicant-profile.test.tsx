import { APP_ROUTES, type RequestOf } from '@loan/contract';
import * as endpoints from '@loan/contract/endpoints';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { handleEndpoint, ok } from '@/testing/handle-endpoint.ts';
import { server } from '@/testing/msw-server.ts';
import { renderRoutes } from '@/testing/render-routes.tsx';
import { ApplicantProfileRoute } from './applicant-profile.tsx';

// jsdom's File, as the browser hands it to the page.
const BrowserFile = File;

const PLACES = {
  region: [{ code: '1300000000', name: 'National Capital Region (NCR)' }],
  province: [{ code: '1381300000', name: 'Quezon City' }],
  city: [{ code: '1381300000', name: 'Quezon City' }],
  barangay: [{ code: '1381300001', name: 'Alicia' }],
};

function serve(saved: RequestOf<typeof endpoints.saveApplicantProfile>[]) {
  let uploads = 0;
  server.use(
    handleEndpoint(endpoints.applicantProfile, () =>
      ok(endpoints.applicantProfile, { profile: null, noticeDays: 3 }),
    ),
    handleEndpoint(endpoints.places, ({ body }) =>
      ok(endpoints.places, { places: PLACES[body.level] }),
    ),
    // jsdom's File does not pass through the fetch layer's form parser: the count is what matters.
    http.post(endpoints.uploadApplicantDocument.path, () => {
      uploads += 1;
      return HttpResponse.json({ code: 0, data: { documentId: `id-${uploads}.png` }, message: '' });
    }),
    handleEndpoint(endpoints.saveApplicantProfile, ({ body }) => {
      saved.push(body);
      return ok(endpoints.saveApplicantProfile, { savedAt: '2026-12-02T01:00:00.000Z' });
    }),
  );
}

async function fillIn() {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/^Full name/), 'Maria Santos Reyes');
  await user.type(screen.getByLabelText('Birth date'), '1994-03-08');
  await user.selectOptions(screen.getByLabelText('Civil status'), 'married');
  await user.selectOptions(screen.getByLabelText('Citizenship'), 'filipino');
  for (const [label, name] of [
    ['Region', 'National Capital Region (NCR)'],
    ['Province or highly urbanised city', 'Quezon City'],
    ['City or municipality', 'Quezon City'],
    ['Barangay', 'Alicia'],
  ] as const) {
    const select = screen.getByLabelText(label);
    // Each list comes from the server once the level above is chosen.
    await within(select).findByRole('option', { name });
    await user.selectOptions(select, name);
  }
  await user.type(screen.getByLabelText(/^House number/), '45 Kalayaan Avenue');
  await user.selectOptions(screen.getByLabelText('Work'), 'employed');
  await user.type(screen.getByLabelText('Monthly income (₱)'), '32,000');
  await user.selectOptions(screen.getByLabelText('ID type'), 'umid');
  await user.type(screen.getByLabelText('ID number'), '1234');
  expect(screen.getByRole('alert')).toHaveTextContent('does not match the format');
  await user.clear(screen.getByLabelText('ID number'));
  await user.type(screen.getByLabelText('ID number'), '0111-2223334-4');
  expect(screen.queryByRole('alert')).toBeNull();
  const photo = new BrowserFile(['png'], 'photo.png', { type: 'image/png' });
  await user.upload(screen.getByLabelText('Photo of the front of your ID'), photo);
  await user.upload(screen.getByLabelText('A selfie holding your ID'), photo);
  expect(await screen.findAllByText('Photo added')).toHaveLength(2);
  return user;
}

describe('the applicant profile', () => {
  it('lists the address level by level, uploads both photos and saves only with consent', async () => {
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:p', revokeObjectURL: vi.fn() }),
    );
    const saved: RequestOf<typeof endpoints.saveApplicantProfile>[] = [];
    serve(saved);
    renderRoutes(`${APP_ROUTES.applicantProfile}?sessionid=s`, {
      [APP_ROUTES.applicantProfile]: ApplicantProfileRoute,
    });
    expect(await screen.findByText(/within 3 calendar days/)).toBeVisible();
    const user = await fillIn();
    await user.click(screen.getByRole('button', { name: 'Save my profile' }));
    expect(saved).toEqual([]);
    await user.click(screen.getByText(/I agree that the lender processes my personal data/));
    await user.click(screen.getByRole('button', { name: 'Save my profile' }));
    expect(await screen.findByRole('heading', { name: 'Your profile is saved.' })).toBeVisible();
    expect(saved).toEqual([
      expect.objectContaining({
        fullName: 'Maria Santos Reyes',
        barangayCode: '1381300001',
        monthlyIncome: 3_200_000,
        idType: 'umid',
        idPhoto: 'id-1.png',
        selfie: 'id-2.png',
        privacyConsent: true,
      }),
    ]);
    vi.unstubAllGlobals();
  });
});
