import type { EndpointDescriptor, ResponseOf } from '@loan/contract';
import { type EndpointRequest, handleEndpoint, ok } from './handle-endpoint.ts';
import { server } from './msw-server.ts';

/** Answers `descriptor` with `data` every time; returns the requests it received, in order. */
export function answerEndpoint<D extends EndpointDescriptor>(descriptor: D, data: ResponseOf<D>) {
  const received: EndpointRequest<D>[] = [];
  server.use(
    handleEndpoint(descriptor, (request) => {
      received.push(request);
      return ok(descriptor, data);
    }),
  );
  return received;
}
