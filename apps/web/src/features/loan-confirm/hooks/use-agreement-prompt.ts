import { useEffect, useState } from 'react';
import { safeUrl } from '@/lib/safe-url.ts';
import { showToast } from '@/lib/toast.ts';
import { loanConfirmMessages } from '../messages.ts';

/**
 * The agreement the server asks the borrower to accept on arrival (popAgreementUrl): shown until
 * Agree. An address the redirect guard refuses is not shown; the borrower is told. It opens once
 * the page is live in the browser (its frame needs the page's own origin to be checked).
 */
export function useAgreementPrompt(popAgreementUrl: string) {
  const [url, setUrl] = useState<string | null>(null);
  const [agreed, setAgreed] = useState(false);

  useEffect(() => {
    const checked = safeUrl(popAgreementUrl);
    if (popAgreementUrl && !checked) void showToast(loanConfirmMessages.linkRefused);
    setUrl(checked);
  }, [popAgreementUrl]);

  return { url: agreed ? null : url, agree: () => setAgreed(true) };
}
