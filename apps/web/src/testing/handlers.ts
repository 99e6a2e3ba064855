import { endpoints } from '@loan/contract';
import { handleEndpoint, ok } from './handle-endpoint.ts';

export const demoContact = { email: 'help@example.com', smWa: '+63 917 555 0101' };

/** Default replies: every call the screens make succeeds with demo data. */
export const handlers = [
  handleEndpoint(endpoints.contactKfInfo, () => ok(endpoints.contactKfInfo, demoContact)),
];
