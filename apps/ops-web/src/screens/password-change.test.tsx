import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { App } from '../app.tsx';
import { server } from '../testing/msw-server.ts';
import { ok, opsGet, opsPost, refused, sessionOf } from '../testing/ops-handlers.ts';

describe('changing your password', () => {
  it('sends the current password, the new one and a code; shows a refusal, then the change', async () => {
    const sent: unknown[] = [];
    server.use(
      opsGet('/session', () => sessionOf('collector', 'cora@lender.example')),
      opsPost('/session/password', (body) => {
        sent.push(body);
        return sent.length === 1
          ? refused(403, 'Wrong current password or code')
          : ok({ email: 'cora@lender.example', otherSessionsEnded: 1 });
      }),
    );
    window.history.replaceState(null, '', '/ops/password');
    render(<App />);
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Change your password', level: 1 });
    expect(screen.getByRole('link', { name: 'Password' }).getAttribute('href')).toBe(
      '/ops/password',
    );
    const fill = async () => {
      await user.type(screen.getByLabelText('Current password'), 'my old passphrase here');
      await user.type(screen.getByLabelText(/^New password/), 'violet lantern quarry mango');
      await user.type(screen.getByLabelText('Authenticator code'), '123456');
      await user.click(screen.getByRole('button', { name: 'Change password' }));
    };
    await fill();
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Wrong current password or code',
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Change your password');
    await user.clear(screen.getByLabelText('Current password'));
    await user.clear(screen.getByLabelText(/^New password/));
    await user.clear(screen.getByLabelText('Authenticator code'));
    await fill();
    expect(
      await screen.findByText(/Your password is changed\. 1 other session ended\./),
    ).toBeTruthy();
    expect(sent[1]).toEqual({
      currentPassword: 'my old passphrase here',
      newPassword: 'violet lantern quarry mango',
      code: '123456',
    });
  });
});
