import { APP_ROUTES, BUSINESS_CODE } from '@loan/contract';
import * as endpoints from '@loan/contract/endpoints';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@/lib/messages.ts';
import { pageLocation } from '@/lib/page-location.ts';
import { clearToast } from '@/lib/toast.ts';
import { type EndpointRequest, fail, handleEndpoint, ok } from '@/testing/handle-endpoint.ts';
import { server } from '@/testing/msw-server.ts';
import { registrationMessages as text } from '../messages.ts';
import { MOBILE, SMS_CODE } from '../testing/registration-fixture.ts';
import { renderRegistrationPage } from '../testing/render-registration-page.tsx';

afterEach(async () => {
  await clearToast();
});

const RETURN_TO = `${APP_ROUTES.loanDetail}?productId=1001&orderId=PN-TEST-174`;
const NEW_SESSION = 'session-new-1';

const mobileInput = () => screen.getByRole('textbox', { name: text.mobile });
const codeInput = () => screen.getByRole('textbox', { name: text.smsCode });
const signInButton = () => screen.getByRole('button', { name: text.signIn });

function openSignIn(redirect: string | null = RETURN_TO) {
  const query = redirect === null ? '' : `?${new URLSearchParams({ redirect })}`;
  renderRegistrationPage(`${APP_ROUTES.signIn}${query}`);
}

/** Answers login: the right code gets a new session, any other the server's refusal. */
function answerLogin() {
  const received: EndpointRequest<typeof endpoints.login>[] = [];
  server.use(
    handleEndpoint(endpoints.login, (request) => {
      received.push(request);
      return request.body.code === SMS_CODE
        ? ok(endpoints.login, { sessionid: NEW_SESSION })
        : fail(BUSINESS_CODE.loginCodeInvalid, 'The code is wrong or has expired');
    }),
  );
  return received;
}

function answerLoginCode() {
  const received: EndpointRequest<typeof endpoints.loginCode>[] = [];
  server.use(
    handleEndpoint(endpoints.loginCode, (request) => {
      received.push(request);
      return ok(endpoints.loginCode, { resendAfterSeconds: 60 });
    }),
  );
  return received;
}

describe('browser sign-in', () => {
  it('texts a code to a valid mobile number only, then counts down', async () => {
    const received = answerLoginCode();
    openSignIn();
    expect(await screen.findByText(text.signInLead)).toBeVisible();
    await userEvent.type(mobileInput(), '0817123456');
    await userEvent.click(screen.getByRole('button', { name: text.getCode }));
    expect(await screen.findByText(text.mobileInvalid)).toBeInTheDocument();
    expect(received).toHaveLength(0);

    await userEvent.clear(mobileInput());
    // Digits typed past a whole number are ignored: the field stops there.
    await userEvent.type(mobileInput(), `${MOBILE}89`);
    expect(mobileInput()).toHaveValue(MOBILE);
    await userEvent.click(screen.getByRole('button', { name: text.getCode }));
    expect(await screen.findByRole('button', { name: '60s' })).toBeDisabled();
    expect(received[0]?.body).toEqual({ phone: MOBILE });
    expect(await screen.findByText(text.smsSent)).toBeInTheDocument();
  });

  it('takes a DITO number (0895), which the numbering plan counts as a mobile', async () => {
    const received = answerLoginCode();
    openSignIn();
    await userEvent.type(mobileInput(), '0895 123 4567');
    await userEvent.click(screen.getByRole('button', { name: text.getCode }));
    expect(await screen.findByRole('button', { name: '60s' })).toBeDisabled();
    expect(received[0]?.body).toEqual({ phone: '08951234567' });
  });

  it('signs in and returns to the page it came from, carrying the new session', async () => {
    const received = answerLogin();
    const assign = vi.spyOn(pageLocation, 'assign').mockImplementation(() => {});
    openSignIn();
    await userEvent.type(mobileInput(), MOBILE);
    await userEvent.type(codeInput(), `${SMS_CODE}9`);
    expect(codeInput()).toHaveValue(SMS_CODE);
    await userEvent.click(signInButton());

    await vi.waitFor(() => expect(assign).toHaveBeenCalledOnce());
    expect(received[0]?.body).toEqual({ phone: MOBILE, code: SMS_CODE });
    const target = new URL(assign.mock.calls[0]?.[0] ?? '', window.location.origin);
    expect(target.origin).toBe(window.location.origin);
    expect(target.pathname).toBe(APP_ROUTES.loanDetail);
    expect(Object.fromEntries(target.searchParams)).toEqual({
      productId: '1001',
      orderId: 'PN-TEST-174',
      sessionid: NEW_SESSION,
    });
  });

  it('signs in with an autofilled international number, sent in the stored form', async () => {
    const codes = answerLoginCode();
    const received = answerLogin();
    vi.spyOn(pageLocation, 'assign').mockImplementation(() => {});
    openSignIn();
    mobileInput().focus();
    await userEvent.paste('+63 917 123 4567');
    expect(mobileInput()).toHaveValue(MOBILE);
    await userEvent.click(screen.getByRole('button', { name: text.getCode }));
    await vi.waitFor(() => expect(codes[0]?.body).toEqual({ phone: MOBILE }));
    await userEvent.type(codeInput(), SMS_CODE);
    await userEvent.click(signInButton());
    await vi.waitFor(() => expect(received[0]?.body).toEqual({ phone: MOBILE, code: SMS_CODE }));
  });

  it('replaces a stale session in the return path with the new one', async () => {
    answerLogin();
    const assign = vi.spyOn(pageLocation, 'assign').mockImplementation(() => {});
    openSignIn(`${APP_ROUTES.repayment}?sessionid=old&orderId=PN-TEST-174`);
    await userEvent.type(mobileInput(), MOBILE);
    await userEvent.type(codeInput(), SMS_CODE);
    await userEvent.click(signInButton());
    await vi.waitFor(() =>
      expect(assign).toHaveBeenCalledWith(
        `${APP_ROUTES.repayment}?sessionid=${NEW_SESSION}&orderId=PN-TEST-174`,
      ),
    );
  });

  it('a wrong code shows the server’s message and stays on the page', async () => {
    const received = answerLogin();
    const assign = vi.spyOn(pageLocation, 'assign').mockImplementation(() => {});
    openSignIn();
    await userEvent.type(mobileInput(), MOBILE);
    await userEvent.type(codeInput(), '654321');
    await userEvent.click(signInButton());

    expect(await screen.findByText('The code is wrong or has expired')).toBeInTheDocument();
    expect(received).toHaveLength(1);
    expect(assign).not.toHaveBeenCalled();
    expect(window.location.pathname).toBe(APP_ROUTES.signIn);
    expect(screen.getByText(text.signInLead)).toBeVisible();
    expect(codeInput()).toHaveValue('654321');
  });

  it('asks for the whole 6-digit code before calling the server', async () => {
    const received = answerLogin();
    openSignIn();
    await userEvent.type(mobileInput(), MOBILE);
    await userEvent.type(codeInput(), '12a34');
    expect(codeInput()).toHaveValue('1234');
    await userEvent.click(signInButton());
    expect(await screen.findByText(text.smsInvalid)).toBeInTheDocument();
    expect(received).toHaveLength(0);
  });

  it('never returns to another site: signed in, it opens My loans instead', async () => {
    answerLogin();
    const assign = vi.spyOn(pageLocation, 'assign').mockImplementation(() => {});
    openSignIn('//evil.example/steal');
    await userEvent.type(mobileInput(), MOBILE);
    await userEvent.type(codeInput(), SMS_CODE);
    await userEvent.click(signInButton());
    await vi.waitFor(() =>
      expect(assign).toHaveBeenCalledWith(`${APP_ROUTES.myLoans}?sessionid=${NEW_SESSION}`),
    );
  });

  it('opened directly, it signs in to My loans', async () => {
    answerLogin();
    const assign = vi.spyOn(pageLocation, 'assign').mockImplementation(() => {});
    openSignIn(null);
    expect(screen.getByText(text.signInLead)).toBeVisible();
    await userEvent.type(mobileInput(), MOBILE);
    await userEvent.type(codeInput(), SMS_CODE);
    await userEvent.click(signInButton());
    await vi.waitFor(() =>
      expect(assign).toHaveBeenCalledWith(`${APP_ROUTES.myLoans}?sessionid=${NEW_SESSION}`),
    );
  });

  it('opened in a language, keeps it as the borrower’s and opens My loans in it', async () => {
    const received = answerLogin();
    const assign = vi.spyOn(pageLocation, 'assign').mockImplementation(() => {});
    renderRegistrationPage(`${APP_ROUTES.signIn}?lang=fil`);
    await userEvent.type(mobileInput(), MOBILE);
    await userEvent.type(codeInput(), SMS_CODE);
    await userEvent.click(signInButton());
    await vi.waitFor(() =>
      expect(assign).toHaveBeenCalledWith(
        `${APP_ROUTES.myLoans}?sessionid=${NEW_SESSION}&lang=fil`,
      ),
    );
    expect(received[0]?.body).toEqual({ phone: MOBILE, code: SMS_CODE, lang: 'fil' });
  });

  it('says why when a session has ended or a page needs one', async () => {
    renderRegistrationPage(
      `${APP_ROUTES.signIn}?${new URLSearchParams({ redirect: APP_ROUTES.myLoans, reason: 'expired' })}`,
    );
    expect(screen.getByText(text.signInExpired)).toBeVisible();
  });

  it('says a page needs a sign-in when it was opened without a session', async () => {
    renderRegistrationPage(
      `${APP_ROUTES.signIn}?${new URLSearchParams({ redirect: APP_ROUTES.myLoans, reason: 'required' })}`,
    );
    expect(screen.getByText(text.signInRequired)).toBeVisible();
  });

  it('says so when a call gets no answer, and stays ready to try again', async () => {
    server.use(
      handleEndpoint(endpoints.loginCode, () => HttpResponse.error()),
      handleEndpoint(endpoints.login, () => HttpResponse.error()),
    );
    const assign = vi.spyOn(pageLocation, 'assign').mockImplementation(() => {});
    openSignIn();
    await userEvent.type(mobileInput(), MOBILE);
    await userEvent.click(screen.getByRole('button', { name: text.getCode }));
    expect(await screen.findByText(messages.common.offline)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: text.getCode })).toBeEnabled();
    await clearToast();

    await userEvent.type(codeInput(), SMS_CODE);
    await userEvent.click(signInButton());
    expect(await screen.findByText(messages.common.offline)).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();

    const received = answerLogin();
    await userEvent.click(signInButton());
    await vi.waitFor(() => expect(assign).toHaveBeenCalledOnce());
    expect(received).toHaveLength(1);
  });
});
