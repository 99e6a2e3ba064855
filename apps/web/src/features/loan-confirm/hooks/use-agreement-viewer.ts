import { useCallback, useRef, useState } from 'react';
import { reportCallFailure } from '@/lib/http/call-failure.ts';
import { safeUrl } from '@/lib/safe-url.ts';
import { showToast } from '@/lib/toast.ts';
import type { OpenAgreement } from '../loan-quote.ts';
import { loanConfirmMessages } from '../messages.ts';

interface ViewedAgreement {
  url: string;
  title: string;
}

/**
 * An agreement link: asks the server where the agreement is read, guards the address and shows
 * it in the agreement popup. The page stays underneath, so the quote and the checkbox survive.
 */
export function useAgreementViewer(openAgreement: OpenAgreement) {
  const [viewed, setViewed] = useState<ViewedAgreement | null>(null);
  const [visible, setVisible] = useState(false);
  const opening = useRef(false);

  const open = useCallback(
    async (position: number, title: string) => {
      if (opening.current) return;
      opening.current = true;
      try {
        const address = await openAgreement(position);
        if (address === null) return;
        const url = safeUrl(address);
        if (!url) {
          void showToast(loanConfirmMessages.linkRefused);
          return;
        }
        setViewed({ url, title });
        setVisible(true);
      } catch (error) {
        reportCallFailure(error);
      } finally {
        opening.current = false;
      }
    },
    [openAgreement],
  );

  return {
    url: visible ? (viewed?.url ?? null) : null,
    title: viewed?.title ?? loanConfirmMessages.agreementTitle,
    open,
    close: () => setVisible(false),
  };
}
