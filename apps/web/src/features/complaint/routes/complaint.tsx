import { Notice } from '@/components/notice.tsx';
import { Page } from '@/components/page.tsx';
import { messages } from '@/lib/messages.ts';

/** Placeholder until the complaint entry screen is built. */
export function ComplaintRoute() {
  return (
    <Page title={messages.complaint.title}>
      <Notice title={messages.complaint.title} text={messages.complaint.comingSoon} />
    </Page>
  );
}
