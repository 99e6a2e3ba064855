import { BUSINESS_CODE, type ParsedRequestOf } from '@loan/contract';
import type * as endpoints from '@loan/contract/endpoints';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { upsertDeviceReport } from './applicant.repository.ts';

type DeviceInput = ParsedRequestOf<typeof endpoints.deviceReport>;

export const CONTACTS_NEVER_COLLECTED =
  'We never collect your contact list: the law forbids lenders to contact the people in it (SEC MC 18, 2019)';

/**
 * The phone the native app runs on, kept per device (the latest report). A location is kept only
 * when the app sends one, which it does only when the borrower allowed it (docs/decisions/0085).
 */
export async function reportDevice(
  deps: { db: Db; clock: Clock },
  userId: string,
  input: DeviceInput,
) {
  const now = deps.clock.now();
  await upsertDeviceReport(deps.db, {
    user_id: userId,
    device_id: input.deviceId,
    device_name: input.deviceName,
    os_version: input.osVersion,
    app_version: input.appVersion,
    latitude: input.location?.latitude ?? null,
    longitude: input.location?.longitude ?? null,
    accuracy_meters: input.location?.accuracyMeters ?? null,
    reported_at: now,
  });
  return { recordedAt: now.toISOString(), locationKept: input.location !== undefined };
}

/** The contact list is refused whatever it holds, and nothing of it is read or kept. */
export function refuseContacts(): never {
  throw new AppError(BUSINESS_CODE.contactsNeverCollected, CONTACTS_NEVER_COLLECTED);
}
