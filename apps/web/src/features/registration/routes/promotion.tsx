import { Notice } from '@/components/notice.tsx';
import { Page } from '@/components/page.tsx';
import { QueryGate } from '@/components/query-gate.tsx';
import { useBrandTexts } from '@/lib/brand/brand-texts.tsx';
import { useLocation } from '@/lib/router/router.tsx';
import type { Screen } from '@/lib/screen.ts';
import { channelTemplateQueryOptions, useChannelTemplate } from '../api/get-channel-template.ts';
import { RegistrationForm } from '../components/registration-form.tsx';
import { templateIdOf } from '../lib/landing-query.ts';
import { registrationMessages } from '../messages.ts';
import styles from './promotion.module.css';

const text = registrationMessages;

function Landing({ templateId }: { templateId: number }) {
  const brand = useBrandTexts();
  return (
    <QueryGate query={useChannelTemplate(templateId)} unavailable={text.networkError}>
      {(result) =>
        result.success && result.data ? (
          <>
            <section className={styles.hero}>
              <h2 className={styles.headline}>{text.headline(brand.appName)}</h2>
              <p className={styles.intro}>{text.intro}</p>
            </section>
            <RegistrationForm templateId={result.data.id} />
          </>
        ) : (
          <Notice title={text.unavailable} text={result.message} />
        )
      }
    </QueryGate>
  );
}

/** The promotion registration landing page, its template by `id` (loan-journey §2). */
export function PromotionRoute() {
  const templateId = templateIdOf(new URLSearchParams(useLocation().search));
  return (
    <Page title={text.title}>
      {templateId ? <Landing templateId={templateId} /> : <Notice title={text.unavailable} />}
    </Page>
  );
}

export const screen: Screen = {
  Component: PromotionRoute,
  serverQueries: (page) => {
    const templateId = templateIdOf(page);
    return templateId ? [channelTemplateQueryOptions(templateId)] : [];
  },
};
