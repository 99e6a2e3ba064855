import { AGREEMENT_SCENE } from '@loan/contract';
import * as endpoints from '@loan/contract/endpoints';
import { callEndpoint } from '@/lib/http/call-endpoint.ts';
import { readOrderId } from '../loan-quote.ts';

/** Where agreement `position` of the list is read; the address, or null (failure toasted). */
export async function getContractJump(productId: string, position: number): Promise<string | null> {
  const result = await callEndpoint(
    endpoints.contractJump,
    { productId, scene: AGREEMENT_SCENE, position, ...readOrderId() },
    { loading: true },
  );
  return result.success ? (result.data?.contract_url ?? null) : null;
}
