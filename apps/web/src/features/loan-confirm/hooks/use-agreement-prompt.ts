import { useEffect, useState } from 'react';
import { safeUrl } from '@/lib/safe-url.ts';
import { showToast } from '@/lib/toast.ts';
import { loanConfirmMessages } from '../messages.ts';

/**
 * The agreement the server asks the borrower to accept on arrival (popAgreementUrl): shown until
 * Agree, from the first render (the server renders it too). The frame gets the address as the
 * server gave it, once the redirect guard accepted it; an address it refuses is not shown, and
 * the borrower is told.
 */
export function useAgreementPrompt(popAgreementUrl: string) {
  const address = popAgreementUrl.trim();
  const allowed = address !== '' && safeUrl(address) !== null;
  const [agreed, setAgreed] = useState(false);

  useEffect(() => {
    if (address && !allowed) void showToast(loanConfirmMessages.linkRefused);
  }, [address, allowed]);

  return { url: agreed || !allowed ? null : address, agree: () => setAgreed(true) };
}
