import type { Db } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import { deleteUserAnalyticsEvents, insertAnalyticsEvent } from './analytics.repository.ts';

export interface AnalyticsDeps {
  db: Db;
  clock: Clock;
}

export type AnalyticsKind = 'event' | 'partner-click';

export interface AnalyticsEvent {
  kind: AnalyticsKind;
  /** Our product id ('event') or a partner product key ('partner-click'). */
  productRef: string;
  moduleId: number;
  positionId: number;
}

export async function recordAnalyticsEvent(
  deps: AnalyticsDeps,
  userId: string,
  event: AnalyticsEvent,
): Promise<null> {
  await insertAnalyticsEvent(deps.db, {
    user_id: userId,
    kind: event.kind,
    product_ref: event.productRef,
    module_id: event.moduleId,
    position_id: event.positionId,
    at: deps.clock.now(),
  });
  return null;
}

export function forgetUserEvents(db: Db, userId: string): Promise<void> {
  return deleteUserAnalyticsEvents(db, userId);
}
