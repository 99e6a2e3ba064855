import {
  BUSINESS_CODE,
  CAPTCHA_IMAGE_PATH,
  CAPTCHA_LENGTH,
  isMobileNumber,
  LANDING_PAGE_TYPE,
  REGISTRATION_APP_NAME,
  REGISTRATION_MERCHANT_NUMBER,
  SMS_COUNTDOWN_SECONDS,
  SMS_COUNTDOWN_TICK_MS,
} from '@loan/contract';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/button.tsx';
import { getBrandConfig } from '@/lib/brand/config.ts';
import { bridge } from '@/lib/bridge/bridge.ts';
import { Link, useNavigate } from '@/lib/router/router.tsx';
import { getPageQueryValue } from '@/lib/session-query.ts';
import { showToast } from '@/lib/toast.ts';
import { useCountdown } from '@/lib/use-countdown.ts';
import {
  fetchSid,
  registerVisitor,
  requestSms,
  trackClick,
  trackVisit,
} from '../api/promotion-calls.ts';
import { agreementPath, downloadPath } from '../lib/download-path.ts';
import { channelQuery, clientType } from '../lib/landing-query.ts';
import { useProofOfWork } from '../lib/use-proof-of-work.ts';
import { registrationMessages } from '../messages.ts';
import { MobileField, SmsCodeField } from './phone-code-fields.tsx';
import styles from './registration-form.module.css';

const text = registrationMessages;
const toast = (message: string) => void showToast(message);
const same = (code: number | string, expected: number) => String(code) === String(expected);

/** Mobile, picture code, SMS code with its 60 s countdown, Apply (loan-journey §2-§5, §8). */
export function RegistrationForm({ templateId }: { templateId: number }) {
  const navigate = useNavigate();
  const captchaId = useId();
  const [mobile, setMobile] = useState('');
  const [captcha, setCaptcha] = useState('');
  const [smsCode, setSmsCode] = useState('');
  const [sid, setSid] = useState('');
  const [picture, setPicture] = useState(0);
  const countdown = useCountdown(SMS_COUNTDOWN_SECONDS, SMS_COUNTDOWN_TICK_MS);
  const proofs = useProofOfWork(sid);
  const busy = useRef(false);
  const tracking = {
    page_id: templateId,
    client_type: clientType(),
    page_type: LANDING_PAGE_TYPE,
    ...channelQuery(),
  };

  // Once per page load: a sid, and the spec's visit tracking.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the visit is counted once
  useEffect(() => {
    void fetchSid().then(
      (result) => {
        if (result.success && result.data) setSid(result.data.sid);
        else toast(result.message);
      },
      () => toast(text.networkError),
    );
    void trackVisit(tracking);
  }, []);

  const mobileValid = isMobileNumber(mobile);
  const refreshPicture = () => {
    setCaptcha('');
    setPicture((n) => n + 1);
  };
  const onPictureTap = () => {
    if (!mobileValid) toast(text.mobileInvalid);
    else refreshPicture();
  };
  const device = {
    phone: mobile,
    capcode: captcha,
    sid,
    deviceId: sid,
    appName: REGISTRATION_APP_NAME,
    ...channelQuery(),
  } as const;
  const toDownload = () => navigate(downloadPath(templateId));

  const once = async (work: () => Promise<void>) => {
    if (busy.current) return;
    busy.current = true;
    try {
      await work();
    } catch {
      toast(text.networkError);
    } finally {
      busy.current = false;
    }
  };

  const getCode = () =>
    once(async () => {
      if (countdown.running) return toast(text.smsTooSoon);
      if (!mobileValid) return toast(text.mobileInvalid);
      if (captcha.length !== CAPTCHA_LENGTH) return toast(text.captchaInvalid);
      const proof = await proofs.take();
      if (!proof) return toast(text.networkError);
      const result = await requestSms({ ...device, proof });
      if (result.success) {
        toast(text.smsSent);
        countdown.start();
      } else if (same(result.code, BUSINESS_CODE.wrongCaptcha)) {
        refreshPicture();
        toast(result.message);
      } else if (same(result.code, BUSINESS_CODE.alreadyRegistered)) {
        toast(text.alreadyRegistered);
        toDownload();
      } else toast(result.message);
    });

  const apply = () =>
    once(async () => {
      if (!mobileValid) return toast(text.mobileInvalid);
      if (captcha.length !== CAPTCHA_LENGTH) return toast(text.captchaInvalid);
      if (!smsCode) return toast(text.smsInvalid);
      void trackClick({ ...tracking, phone: mobile });
      const result = await registerVisitor({
        ...device,
        merchantNumber: REGISTRATION_MERCHANT_NUMBER,
        userName: mobile,
        smsCode,
        invite_code: getPageQueryValue('invite_code'),
        id: templateId,
      });
      if (result.success) {
        toast(text.registered);
        const uc = getPageQueryValue('UC');
        if (uc) bridge.confirmTrackPoint({ event: `register:${uc}` });
        toDownload();
      } else if (same(result.code, BUSINESS_CODE.alreadyRegistered)) {
        toast(text.alreadyRegistered);
        toDownload();
      } else if (same(result.code, BUSINESS_CODE.registerWrongCaptcha)) {
        refreshPicture();
        toast(result.message);
      } else toast(result.message);
    });

  const pictureUrl = sid
    ? `${getBrandConfig().apiBase.replace(/\/+$/, '')}${CAPTCHA_IMAGE_PATH}?${new URLSearchParams({ sid, t: String(picture) })}`
    : '';

  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        void apply();
      }}
    >
      <MobileField value={mobile} onChange={setMobile} />
      <label htmlFor={captchaId} className={styles.label}>
        {text.captcha}
      </label>
      <div className={styles.row}>
        <input
          id={captchaId}
          className={styles.input}
          autoComplete="off"
          autoCapitalize="none"
          maxLength={CAPTCHA_LENGTH}
          placeholder={text.captchaPlaceholder}
          value={captcha}
          onChange={(event) => setCaptcha(event.target.value.slice(0, CAPTCHA_LENGTH))}
        />
        <button
          type="button"
          className={styles.picture}
          aria-label={text.captchaImage}
          onClick={onPictureTap}
        >
          {pictureUrl ? <img src={pictureUrl} alt="" width={120} height={44} /> : null}
        </button>
      </div>
      <SmsCodeField
        value={smsCode}
        onChange={setSmsCode}
        countdown={countdown}
        onGetCode={() => void getCode()}
      />
      <Button type="submit" block className={styles.apply}>
        {text.apply}
      </Button>
      <p className={styles.agreement}>
        {text.agreementLead} <Link to={agreementPath(templateId)}>{text.agreementLink}</Link>.
      </p>
    </form>
  );
}
