import type { FieldObfuscation } from './endpoint.ts';

/**
 * Variant-2 calls hide their field names on the wire. This is the one map between the readable
 * names the pages and services use and the names that travel. A name missing here travels as is.
 */
export const OBFUSCATED_FIELD_NAMES = {
  amount: 'lantern',
  periods: 'marble',
  termUnit: 'thistle',
  productId: 'quiver',
  orderId: 'summit',
  scene: 'anchor',
  position: 'compass',
  details: 'orchard',
  text: 'pebble',
  value: 'saddle',
  repay_plans: 'harbor',
  pay_time: 'meadow',
  firstPayTime: 'cobalt',
  firstPeriodDay: 'juniper',
  pRateDsc: 'falcon',
  repaymentDate: 'glacier',
  sendSms: 'hollow',
  isPopType: 'tundra',
  popTitle: 'willow',
  popContent: 'ember',
  popAgreementUrl: 'canyon',
  comProductLogo: 'prairie',
  comProductName: 'sparrow',
  applyBlockedMessage: 'bramble',
  buttonText: 'velvet',
  buttonMessage: 'raven',
  promotion: 'beacon',
  title: 'lilac',
  content: 'nimbus',
  image: 'fresco',
  list: 'quartz',
  contractUrl: 'ribbon',
  lendDetailsUrl: 'harvest',
  productKey: 'nectar',
  moduleId: 'cinder',
  positionId: 'mosaic',
  url: 'voyage',
} as const;

type FieldMap = Readonly<Record<string, string>>;

const WIRE_TO_READABLE: FieldMap = Object.fromEntries(
  Object.entries(OBFUSCATED_FIELD_NAMES).map(([readable, wire]) => [wire, readable]),
);

function renameKeys(value: unknown, map: FieldMap): unknown {
  if (Array.isArray(value)) return value.map((item) => renameKeys(item, map));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [map[key] ?? key, renameKeys(item, map)]),
  );
}

/** Readable names to wire names, at every depth. */
export function toWireFields(value: unknown): unknown {
  return renameKeys(value, OBFUSCATED_FIELD_NAMES);
}

/** Wire names back to readable names, at every depth. */
export function fromWireFields(value: unknown): unknown {
  return renameKeys(value, WIRE_TO_READABLE);
}

/** Both directions, for the descriptors of variant-2 calls. */
export const FIELD_OBFUSCATION: FieldObfuscation = {
  toWire: toWireFields,
  fromWire: fromWireFields,
};
