import { useState } from 'react';
import { Page } from '@/components/page.tsx';
import { returnPath } from '@/lib/return-path.ts';
import type { Screen } from '@/lib/screen.ts';
import { getPageQueryValue } from '@/lib/session-query.ts';
import { BridgeLog } from '../components/bridge-log.tsx';
import { DeviceFields } from '../components/device-fields.tsx';
import { DeviceTools } from '../components/device-tools.tsx';
import { LoginBox } from '../components/login-box.tsx';
import { PageLinks } from '../components/page-links.tsx';
import styles from '../components/test-preview.module.css';
import { type DeviceValues, initialDeviceValues } from '../device-values.ts';
import { testPreviewMessages } from '../messages.ts';

/** The developer test preview page `/testPreview` (spec 2 §2). */
export function TestPreviewRoute() {
  const [values, setValues] = useState<DeviceValues>(() => initialDeviceValues());
  const [returnTo] = useState(() => returnPath(getPageQueryValue('redirect') || null));
  return (
    <Page title={testPreviewMessages.title}>
      <p className={styles.intro}>{testPreviewMessages.intro}</p>
      <LoginBox
        returnTo={returnTo}
        onSession={(sessionid) => setValues((current) => ({ ...current, sessionid }))}
      />
      <DeviceFields
        values={values}
        onChange={(field, value) => setValues((current) => ({ ...current, [field]: value }))}
      />
      <PageLinks values={values} />
      <DeviceTools />
      <BridgeLog />
    </Page>
  );
}

export const screen: Screen = { Component: TestPreviewRoute, clientOnly: true };
