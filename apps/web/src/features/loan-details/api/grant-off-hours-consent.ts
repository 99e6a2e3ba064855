import * as endpoints from '@loan/contract/endpoints';
import { callEndpoint } from '@/lib/http/call-endpoint.ts';
import { getLocale } from '@/lib/i18n/locale.ts';
import { useQueryClient } from '@/lib/query/query-provider.tsx';
import { useMutation } from '@/lib/query/use-mutation.ts';
import { loanDetailMessages } from '../messages.ts';
import { offHoursConsentQueryOptions } from './get-off-hours-consent.ts';

/** The borrower allows calls outside the hours: the words shown, in their language, are kept. */
export function useGrantOffHoursConsent(orderId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      callEndpoint(
        endpoints.grantOffHoursConsent,
        { orderId, language: getLocale() },
        { loading: loanDetailMessages.loading },
      ),
    onSuccess: () =>
      client.invalidateQueries({ queryKey: offHoursConsentQueryOptions(orderId).queryKey }),
  });
}
