import { APP_ROUTES } from '@loan/contract';
import * as endpoints from '@loan/contract/endpoints';
import { answerEndpoint } from '@/testing/answer-endpoint.ts';
import { type EndpointRequest, handleEndpoint, ok } from '@/testing/handle-endpoint.ts';
import { server } from '@/testing/msw-server.ts';
import { renderRoutes } from '@/testing/render-routes.tsx';
import type { CardInit } from '../api/get-card-init.ts';
import { BindBankRoute } from '../routes/bind-bank.tsx';

/** Opens the app at `url` with the binding page routed, and a stand-in for every other page. */
export function renderBindBankPage(url: string) {
  return renderRoutes(url, { [APP_ROUTES.bindBank]: BindBankRoute });
}

/** Answers card-init with `init`; returns the payloads it received. */
export function answerCardInit(init: CardInit) {
  return answerEndpoint(endpoints.cardInit, init);
}

type BindDescriptor = typeof endpoints.bindCardNew | typeof endpoints.bindCardLoanDetail;

/** Answers a bind call (either path) with the masked account; returns the payloads it received. */
export function answerBind(descriptor: BindDescriptor, account = '0917****567') {
  const received: EndpointRequest<BindDescriptor>[] = [];
  server.use(
    handleEndpoint(descriptor, (request) => {
      received.push(request);
      return ok(descriptor, { account });
    }),
  );
  return received;
}
