import { Metadata, type MetadataJson } from 'libphonenumber-js/core';

/** The mobile numbers' pattern of the Philippine numbering plan in a libphonenumber metadata. */
export function mobilePlanOf(full: MetadataJson): string {
  const metadata = new Metadata(full);
  metadata.selectNumberingPlan('PH');
  // The numbering plan's types are in the library's code, not in its type declarations.
  const plan = metadata.numberingPlan as unknown as {
    type(name: 'MOBILE'): { pattern(): string } | undefined;
  };
  const pattern = plan?.type('MOBILE')?.pattern();
  if (!pattern) throw new Error('the metadata has no pattern of Philippine mobile numbers');
  return pattern;
}
