import { Notice } from '@/components/notice.tsx';
import { Page } from '@/components/page.tsx';
import type { Screen } from '@/lib/screen.ts';
import { complaintMessages } from '../messages.ts';

/** Placeholder until the complaint entry screen is built. */
export function ComplaintRoute() {
  return (
    <Page title={complaintMessages.title}>
      <Notice title={complaintMessages.title} text={complaintMessages.comingSoon} />
    </Page>
  );
}

export const screen: Screen = { Component: ComplaintRoute };
