import { APP_ROUTES } from '@loan/contract';
import { Notice } from '@/components/notice.tsx';
import { Page } from '@/components/page.tsx';
import { messages } from '@/lib/messages.ts';
import { Link } from '@/lib/router/router.tsx';
import type { Screen } from '@/lib/screen.ts';
import { withSessionQuery } from '@/lib/session-query.ts';

/** For app paths whose screen is not built yet: says so plainly instead of 'not found'. */
export function NotAvailableRoute() {
  const text = messages.notAvailable;
  return (
    <Page title={text.title}>
      <Notice
        title={text.title}
        text={text.text}
        action={<Link to={withSessionQuery(APP_ROUTES.home)}>{messages.app.goHome}</Link>}
      />
    </Page>
  );
}

export const screen: Screen = { Component: NotAvailableRoute };
