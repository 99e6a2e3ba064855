type RandomSource = Pick<Crypto, 'getRandomValues'> & { randomUUID?: () => string };

/** A random RFC 4122 version-4 id ('xxxxxxxx-xxxx-4xxx-yxxx-xxxxxxxxxxxx'). */
export function guid(source: RandomSource = crypto): string {
  // randomUUID exists only in secure contexts; plain-http webviews need the fallback.
  if (typeof source.randomUUID === 'function') return source.randomUUID();
  const bytes = source.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
