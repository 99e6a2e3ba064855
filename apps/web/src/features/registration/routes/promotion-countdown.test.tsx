import { SMS_COUNTDOWN_SECONDS } from '@loan/contract';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToast } from '@/lib/toast.ts';
import { registrationMessages as text } from '../messages.ts';
import { SMS_REQUEST_BODY } from '../testing/registration-fixture.ts';
import { answerSms, fillForm, openLanding } from '../testing/render-registration-page.tsx';

// A file of its own: the fake clock's 60 s jump leaves antd-mobile's toast unable to show again
// in this file's environment, which would fail any toast assertion of a later test.
afterEach(async () => {
  vi.useRealTimers();
  await clearToast();
});

describe('registration landing page countdown', () => {
  it('sends the code, then counts down from 60 s, blocked, and is restored at the end', async () => {
    // The countdown's clock only: the toasts' own timers and animations stay real.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'], shouldAdvanceTime: true });
    const received = answerSms();
    await openLanding();
    await fillForm();
    await userEvent.click(screen.getByRole('button', { name: text.getCode }));

    expect(await screen.findByRole('button', { name: `${SMS_COUNTDOWN_SECONDS}s` })).toBeDisabled();
    expect(await screen.findByText(text.smsSent)).toBeInTheDocument();
    expect(received).toHaveLength(1);
    expect(received[0]?.body).toEqual(SMS_REQUEST_BODY);

    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    const running = screen.getByRole('button', { name: '59s' });
    expect(running).toBeDisabled();
    await userEvent.click(running);
    expect(received).toHaveLength(1);

    await act(async () => {
      await vi.advanceTimersByTimeAsync((SMS_COUNTDOWN_SECONDS - 2) * 1000);
    });
    expect(screen.getByRole('button', { name: '1s' })).toBeDisabled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    const ready = screen.getByRole('button', { name: text.getCode });
    expect(ready).toBeEnabled();
    await userEvent.click(ready);
    await vi.waitFor(() => expect(received).toHaveLength(2));
    expect(await screen.findByRole('button', { name: `${SMS_COUNTDOWN_SECONDS}s` })).toBeDisabled();
  });
});
