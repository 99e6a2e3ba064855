/**
 * The zod schemas of the contract: for the server (validation) and for tests. The web app imports
 * only `@loan/contract`, which links to these by type, so no zod reaches the browser.
 */
import type { EndpointDescriptor, EndpointSchemas } from '../endpoint.ts';
import { devSms } from '../endpoints/dev.ts';
import { contactKfInfo } from '../endpoints/personal-center.ts';
import { login, loginCode } from '../endpoints/user.ts';
import { devSmsSchemas } from './dev.ts';
import { contactKfInfoSchemas } from './personal-center.ts';
import { loginCodeSchemas, loginSchemas } from './user.ts';

export * from './brand.ts';
export * from './envelope.ts';
export * from './fields.ts';
export * from './session.ts';

/** Every call's schemas, by the call's id. */
export const endpointSchemas: Readonly<Record<string, EndpointSchemas>> = {
  [loginCode.id]: loginCodeSchemas,
  [login.id]: loginSchemas,
  [contactKfInfo.id]: contactKfInfoSchemas,
  [devSms.id]: devSmsSchemas,
};

/** The schemas of one call, typed as its descriptor says. */
export function schemasOf<S extends EndpointSchemas>(descriptor: EndpointDescriptor<S>): S {
  const schemas = endpointSchemas[descriptor.id];
  if (!schemas) throw new Error(`the contract has no schemas for ${descriptor.id}`);
  return schemas as S;
}
