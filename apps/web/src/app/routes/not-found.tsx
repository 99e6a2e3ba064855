import { APP_ROUTES } from '@loan/contract';
import { Notice } from '@/components/notice.tsx';
import { Page } from '@/components/page.tsx';
import { messages } from '@/lib/messages.ts';
import { Link } from '@/lib/router/router.tsx';
import type { Screen } from '@/lib/screen.ts';
import { withSessionQuery } from '@/lib/session-query.ts';

export function NotFoundRoute() {
  return (
    <Page title={messages.app.notFoundTitle}>
      <Notice
        title={messages.app.notFoundTitle}
        text={messages.app.notFoundText}
        action={<Link to={withSessionQuery(APP_ROUTES.home)}>{messages.app.goHome}</Link>}
      />
    </Page>
  );
}

export const screen: Screen = { Component: NotFoundRoute };
