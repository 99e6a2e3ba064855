import { AGREEMENT_SCENE } from '@loan/contract';
import * as endpoints from '@loan/contract/endpoints';
import { callEndpoint } from '@/lib/http/call-endpoint.ts';
import { readOrderId } from '../loan-quote.ts';

/** Variant 2: where agreement `position` is read (obfuscated `misunderstood`); null on failure. */
export async function getVariant2AgreementUrl(
  productId: string,
  position: number,
): Promise<string | null> {
  const result = await callEndpoint(
    endpoints.misunderstood,
    { productId, scene: AGREEMENT_SCENE, position, ...readOrderId() },
    { loading: true },
  );
  return result.success ? (result.data?.contractUrl ?? null) : null;
}
