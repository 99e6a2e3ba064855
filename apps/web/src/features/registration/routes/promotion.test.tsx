import { APP_ROUTES, BUSINESS_CODE, CAPTCHA_IMAGE_PATH } from '@loan/contract';
import * as endpoints from '@loan/contract/endpoints';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToast } from '@/lib/toast.ts';
import { fail, handleEndpoint, ok } from '@/testing/handle-endpoint.ts';
import { server } from '@/testing/msw-server.ts';
import { installIosBridge } from '@/testing/render.tsx';
import { registrationMessages as text } from '../messages.ts';
import {
  CAPTCHA,
  CHALLENGE,
  CHANNEL,
  DEVICE_FIELDS,
  LANDING_QUERY,
  MOBILE,
  PROOF,
  SID,
  SMS_CODE,
  TEMPLATE_ID,
} from '../testing/registration-fixture.ts';
import {
  answerRegister,
  answerSms,
  captchaInput,
  captchaPicture,
  fillForm,
  mobileInput,
  openLanding,
  pictureButton,
  renderRegistrationPage,
} from '../testing/render-registration-page.tsx';

let uninstallBridge: (() => void) | undefined;

afterEach(async () => {
  // Real timers first: a toast shown under fake ones must still be able to close.
  vi.useRealTimers();
  uninstallBridge?.();
  uninstallBridge = undefined;
  await clearToast();
});

/** The download page the landing sends to, with the link's channel and template. */
const DOWNLOAD_QUERY = {
  ...CHANNEL,
  id: String(TEMPLATE_ID),
  links_id: String(TEMPLATE_ID),
};

function currentQuery(): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(window.location.search));
}

describe('registration landing page', () => {
  it('shows the template’s form, counts the visit once and shows the sid’s captcha picture', async () => {
    const { visits } = await openLanding();
    expect(screen.getByRole('heading', { name: /^Peso Loan: / })).toBeVisible();
    expect(screen.getByRole('button', { name: text.apply })).toBeVisible();
    expect(screen.getByRole('link', { name: text.agreementLink })).toHaveAttribute(
      'href',
      expect.stringContaining(`${APP_ROUTES.agreementTemplate}?`),
    );
    await vi.waitFor(() => expect(visits).toHaveLength(1));
    expect(visits[0]?.body).toMatchObject({
      page_id: String(TEMPLATE_ID),
      client_type: 'android',
      page_type: '1',
      ...CHANNEL,
    });
    const picture = captchaPicture();
    expect(picture?.pathname).toBe(CAPTCHA_IMAGE_PATH);
    expect(picture?.searchParams.get('sid')).toBe(SID);
  });

  it('says the page is not available without a template id', async () => {
    renderRegistrationPage(`${APP_ROUTES.promotion}?app_from=fb`);
    expect(await screen.findByRole('heading', { name: text.unavailable })).toBeVisible();
    expect(screen.queryByRole('textbox', { name: text.mobile })).not.toBeInTheDocument();
  });

  it('shows the server’s message when the template cannot be loaded', async () => {
    server.use(
      handleEndpoint(endpoints.channelTemplate, () => fail(BUSINESS_CODE.notFound, 'No such page')),
    );
    renderRegistrationPage(`${APP_ROUTES.promotion}?${LANDING_QUERY}`);
    const heading = await screen.findByRole('heading', { name: text.unavailable });
    expect(heading.closest('section')).toHaveTextContent('No such page');
  });

  it('reads an autofilled number whole, shows it as stored and registers with it', async () => {
    const received = answerRegister();
    const { clicks } = await openLanding();
    // Autofill puts the whole text in at once, as a paste does.
    mobileInput().focus();
    await userEvent.paste('+63 917 123 4567');
    expect(mobileInput()).toHaveValue(MOBILE);
    await fillForm({ mobile: '', sms: SMS_CODE });
    await userEvent.click(screen.getByRole('button', { name: text.apply }));
    expect(await screen.findByText(text.registered)).toBeInTheDocument();
    expect(received[0]?.body).toMatchObject({ phone: MOBILE, userName: MOBILE });
    await vi.waitFor(() => expect(clicks[0]?.body).toMatchObject({ phone: MOBILE }));
  });

  it('keeps a number being typed as typed, without letters, until it is one', async () => {
    await openLanding();
    await userEvent.type(mobileInput(), '+63 (917) x12');
    expect(mobileInput()).toHaveValue('+63 (917) 12');
    await userEvent.type(mobileInput(), '3-4567');
    expect(mobileInput()).toHaveValue(MOBILE);
  });

  it('asks for a mobile number before a new captcha picture; with one, the picture changes', async () => {
    await openLanding();
    const first = captchaPicture()?.href;
    await userEvent.click(pictureButton());
    expect(await screen.findByText(text.mobileInvalid)).toBeInTheDocument();
    expect(captchaPicture()?.href).toBe(first);

    await fillForm();
    await userEvent.click(pictureButton());
    expect(captchaPicture()?.href).not.toBe(first);
    expect(captchaPicture()?.searchParams.get('sid')).toBe(SID);
    // A new picture needs a new answer.
    expect(captchaInput()).toHaveValue('');
  });

  it('Get code needs a valid mobile number, then the picture code', async () => {
    const received = answerSms();
    await openLanding();
    await userEvent.click(screen.getByRole('button', { name: text.getCode }));
    expect(await screen.findByText(text.mobileInvalid)).toBeInTheDocument();
    await clearToast();

    await userEvent.type(mobileInput(), '0817123456');
    await userEvent.click(screen.getByRole('button', { name: text.getCode }));
    expect(await screen.findByText(text.mobileInvalid)).toBeInTheDocument();
    await clearToast();

    await userEvent.clear(mobileInput());
    await fillForm({ captcha: 'aB3' });
    await userEvent.click(screen.getByRole('button', { name: text.getCode }));
    expect(await screen.findByText(text.captchaInvalid)).toBeInTheDocument();
    expect(received).toHaveLength(0);
  });

  it('a wrong picture code (101) shows the message and a new picture, with no countdown', async () => {
    answerSms(fail(BUSINESS_CODE.wrongCaptcha, 'Wrong picture code'));
    await openLanding();
    await fillForm();
    const first = captchaPicture()?.href;
    await userEvent.click(screen.getByRole('button', { name: text.getCode }));
    expect(await screen.findByText('Wrong picture code')).toBeInTheDocument();
    expect(captchaPicture()?.href).not.toBe(first);
    expect(captchaInput()).toHaveValue('');
    expect(screen.getByRole('button', { name: text.getCode })).toBeEnabled();
  });

  it('asks for a new challenge after each code request, and sends none without a solved one', async () => {
    const received = answerSms(fail(BUSINESS_CODE.wrongCaptcha, 'Wrong picture code'));
    let challenges = 0;
    // The first challenge is solved; the next cannot be had.
    await openLanding(LANDING_QUERY, () =>
      ++challenges === 1
        ? ok(endpoints.getChallenge, CHALLENGE)
        : fail(BUSINESS_CODE.tooManyRequests, 'Too many requests'),
    );
    await fillForm();
    await userEvent.click(screen.getByRole('button', { name: text.getCode }));
    expect(await screen.findByText('Wrong picture code')).toBeInTheDocument();
    expect(received[0]?.body.proof).toBe(PROOF);
    await vi.waitFor(() => expect(challenges).toBe(2));
    await clearToast();
    await userEvent.type(captchaInput(), CAPTCHA);
    await userEvent.click(screen.getByRole('button', { name: text.getCode }));
    expect(await screen.findByText(text.networkError)).toBeInTheDocument();
    expect(received).toHaveLength(1);
  });

  it('an already registered number (11) on Get code goes to the download page', async () => {
    answerSms(fail(BUSINESS_CODE.alreadyRegistered, 'Registered'));
    await openLanding();
    await fillForm();
    await userEvent.click(screen.getByRole('button', { name: text.getCode }));
    expect(await screen.findByText(`Other page ${APP_ROUTES.downloadTemplate}`)).toBeVisible();
    expect(await screen.findByText(text.alreadyRegistered)).toBeInTheDocument();
    expect(currentQuery()).toEqual(DOWNLOAD_QUERY);
  });

  it('shows the server’s message for any other Get code failure', async () => {
    answerSms(fail(BUSINESS_CODE.tooManyRequests, 'Too many codes today'));
    await openLanding();
    await fillForm();
    await userEvent.click(screen.getByRole('button', { name: text.getCode }));
    expect(await screen.findByText('Too many codes today')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: text.getCode })).toBeEnabled();
    expect(captchaInput()).toHaveValue(CAPTCHA);
  });

  it('Apply needs the SMS code', async () => {
    const received = answerRegister();
    await openLanding();
    await fillForm();
    await userEvent.click(screen.getByRole('button', { name: text.apply }));
    expect(await screen.findByText(text.smsInvalid)).toBeInTheDocument();
    expect(received).toHaveLength(0);
  });

  it('registers (code 0), counts the click with the phone and goes to the download page', async () => {
    const confirmTrackPoint = vi.fn();
    uninstallBridge = installIosBridge({ confirmTrackPoint: { postMessage: confirmTrackPoint } });
    const received = answerRegister();
    const { clicks } = await openLanding(`${LANDING_QUERY}&invite_code=FRIEND1&UC=u-42`);
    await fillForm({ sms: SMS_CODE });
    await userEvent.click(screen.getByRole('button', { name: text.apply }));

    expect(await screen.findByText(`Other page ${APP_ROUTES.downloadTemplate}`)).toBeVisible();
    expect(await screen.findByText(text.registered)).toBeInTheDocument();
    expect(currentQuery()).toEqual(DOWNLOAD_QUERY);
    expect(received[0]?.body).toEqual({
      ...DEVICE_FIELDS,
      merchantNumber: 0,
      userName: MOBILE,
      smsCode: SMS_CODE,
      invite_code: 'FRIEND1',
      id: TEMPLATE_ID,
    });
    await vi.waitFor(() => expect(clicks).toHaveLength(1));
    expect(clicks[0]?.body).toMatchObject({
      page_id: String(TEMPLATE_ID),
      page_type: '1',
      phone: MOBILE,
      ...CHANNEL,
    });
    expect(confirmTrackPoint).toHaveBeenCalledWith({ event: 'register:u-42' });
  });

  it('an already registered number (11) on Apply also goes to the download page', async () => {
    answerRegister(fail(BUSINESS_CODE.alreadyRegistered, 'Registered'));
    await openLanding();
    await fillForm({ sms: SMS_CODE });
    await userEvent.click(screen.getByRole('button', { name: text.apply }));
    expect(await screen.findByText(`Other page ${APP_ROUTES.downloadTemplate}`)).toBeVisible();
    expect(await screen.findByText(text.alreadyRegistered)).toBeInTheDocument();
  });

  it('a wrong picture code on Apply (-1) shows the message and a new picture, and stays', async () => {
    answerRegister(fail(BUSINESS_CODE.registerWrongCaptcha, 'Wrong picture code'));
    await openLanding();
    await fillForm({ sms: SMS_CODE });
    const first = captchaPicture()?.href;
    await userEvent.click(screen.getByRole('button', { name: text.apply }));
    expect(await screen.findByText('Wrong picture code')).toBeInTheDocument();
    expect(captchaPicture()?.href).not.toBe(first);
    expect(captchaInput()).toHaveValue('');
    expect(window.location.pathname).toBe(APP_ROUTES.promotion);
  });

  it('shows the server’s message for any other Apply failure, and stays', async () => {
    answerRegister(fail(BUSINESS_CODE.failed, 'The SMS code is wrong'));
    await openLanding();
    await fillForm({ sms: SMS_CODE });
    const first = captchaPicture()?.href;
    await userEvent.click(screen.getByRole('button', { name: text.apply }));
    expect(await screen.findByText('The SMS code is wrong')).toBeInTheDocument();
    expect(captchaPicture()?.href).toBe(first);
    expect(window.location.pathname).toBe(APP_ROUTES.promotion);
  });
});
