import { AGREEMENT_SCENE, endpoints } from '@loan/contract';
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
