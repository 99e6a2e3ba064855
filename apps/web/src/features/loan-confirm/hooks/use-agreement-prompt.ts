import { useEffect, useMemo, useState } from 'react';
import { safeUrl } from '@/lib/safe-url.ts';
import { showToast } from '@/lib/toast.ts';
import { loanConfirmMessages } from '../messages.ts';

/**
 * The agreement the server asks the borrower to accept on arrival (popAgreementUrl): shown until
 * Agree. An address the redirect guard refuses is not shown; the borrower is told.
 */
export function useAgreementPrompt(popAgreementUrl: string) {
  const url = useMemo(() => safeUrl(popAgreementUrl), [popAgreementUrl]);
  const [agreed, setAgreed] = useState(false);

  useEffect(() => {
    if (popAgreementUrl && !url) void showToast(loanConfirmMessages.linkRefused);
  }, [popAgreementUrl, url]);

  return { url: agreed ? null : url, agree: () => setAgreed(true) };
}
