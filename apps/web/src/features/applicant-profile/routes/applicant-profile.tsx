import { formatPhilippineDate } from '@loan/contract';
import { useState } from 'react';
import { Button } from '@/components/button.tsx';
import { Notice } from '@/components/notice.tsx';
import { Page } from '@/components/page.tsx';
import { QueryGate } from '@/components/query-gate.tsx';
import { useQueryClient } from '@/lib/query/query-provider.tsx';
import { returnPath } from '@/lib/return-path.ts';
import { useNavigate } from '@/lib/router/router.tsx';
import type { Screen } from '@/lib/screen.ts';
import { getPageQueryValue, withSessionQuery } from '@/lib/session-query.ts';
import { profileQueryOptions, useProfile } from '../api/get-profile.ts';
import { ProfileForm } from '../components/profile-form.tsx';
import { applicantProfileMessages } from '../messages.ts';
import styles from './applicant-profile.module.css';

const text = applicantProfileMessages;

/** The applicant's profile: who is borrowing, kept up to date by them (the terms' 3-day notice). */
export function ApplicantProfileRoute() {
  const client = useQueryClient();
  const navigate = useNavigate();
  const [saved, setSaved] = useState(false);
  const back = returnPath(getPageQueryValue('returnTo') || null);
  return (
    <Page title={text.title}>
      <QueryGate query={useProfile()} unavailable={text.unavailable}>
        {(result) =>
          result.success && result.data ? (
            <>
              <p className={styles.intro}>{text.intro}</p>
              <p className={styles.notice}>{text.notice(result.data.noticeDays)}</p>
              {result.data.profile ? (
                <p className={styles.updated}>
                  {text.savedOn(formatPhilippineDate(result.data.profile.updatedAt))}
                </p>
              ) : null}
              {saved ? (
                <Notice
                  title={text.saved}
                  action={
                    back ? (
                      <Button block onClick={() => navigate(withSessionQuery(back))}>
                        {text.continueApplying}
                      </Button>
                    ) : undefined
                  }
                />
              ) : (
                <ProfileForm
                  saved={result.data.profile}
                  onSaved={() => {
                    setSaved(true);
                    void client.invalidateQueries({ queryKey: profileQueryOptions().queryKey });
                    window.scrollTo(0, 0);
                  }}
                />
              )}
            </>
          ) : (
            <Notice title={text.unavailable} text={result.message} />
          )
        }
      </QueryGate>
    </Page>
  );
}

export const screen: Screen = {
  Component: ApplicantProfileRoute,
  serverQueries: () => [profileQueryOptions()],
};
