import { DEMO_ORDER_IDS, DEMO_PRODUCT_ID, type SESSION_QUERY_KEYS } from '@loan/contract';

/** The device and session values the native shell puts in a page's address. */
export const DEVICE_FIELDS = [
  'appVersion',
  'deviceName',
  'deviceId',
  'osVersion',
  'sessionid',
  'adId',
  'productId',
  'orderId',
] as const satisfies readonly (typeof SESSION_QUERY_KEYS)[number][];
export type DeviceField = (typeof DEVICE_FIELDS)[number];
export type DeviceValues = Record<DeviceField, string>;

/**
 * Sample values (spec 2 §2): the demo seed's product and one of its orders, so the links open
 * real pages; a session id only comes from logging in.
 */
export const SAMPLE_DEVICE_VALUES: DeviceValues = {
  appVersion: '2.3.0',
  deviceName: 'Pixel 7',
  deviceId: 'a1b2c3d4e5f60718',
  osVersion: 'Android 13',
  sessionid: '',
  adId: '38400000-8cf0-11bd-b23e-10b96e40000d',
  productId: DEMO_PRODUCT_ID,
  orderId: DEMO_ORDER_IDS.approved,
};

/** The samples, overridden by any value the page's own address carries. */
export function initialDeviceValues(search: string = window.location.search): DeviceValues {
  const query = new URLSearchParams(search);
  const values = { ...SAMPLE_DEVICE_VALUES };
  for (const field of DEVICE_FIELDS) {
    const value =
      field === 'productId' ? (query.get(field) ?? query.get('product_id')) : query.get(field);
    if (value !== null) values[field] = value;
  }
  return values;
}

/** An app path with the non-empty values as its query, as the native shell would open it. */
export function pageLink(path: string, values: DeviceValues): string {
  const query = new URLSearchParams();
  for (const field of DEVICE_FIELDS) {
    if (values[field] !== '') query.set(field, values[field]);
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}
