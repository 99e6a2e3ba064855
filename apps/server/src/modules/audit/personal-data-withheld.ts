/**
 * What the audit trail keeps of a borrower: ids, never personal details (docs/decisions/0072).
 * The trail is append-only and chained, so nothing written into it can be erased later: a detail
 * that would have to go at erasure never goes in.
 */

export const WITHHELD = '[withheld]';

/**
 * Fields that hold a person's details or free text about them: a borrower's phone, a contact's
 * name, a complaint's text and images, a collector's or decider's note.
 */
const PERSONAL_FIELDS = new Set([
  'phone',
  'contactName',
  'content',
  'reply',
  'images',
  'replyImages',
  'note',
  'text',
  'address',
]);

// Stored ('09171234567') or international ('+639171234567', '639171234567') Philippine mobiles,
// never part of a longer run of digits (a reference or an order number).
const PHONE_NUMBER = /(?<!\d)(?:(?:\+|00)?63|0)[89]\d{9}(?!\d)/g;

/** The text with every Philippine mobile number in it replaced. */
export function withoutPhoneNumbers(text: string): string {
  return text.replace(PHONE_NUMBER, WITHHELD);
}

/**
 * A before- or after-image as the trail keeps it: personal fields withheld at any depth, an
 * object with a phone (a person) without its name too, and phone numbers cut from every text.
 */
export function withoutPersonalData(value: unknown): unknown {
  if (typeof value === 'string') return withoutPhoneNumbers(value);
  if (Array.isArray(value)) return value.map(withoutPersonalData);
  if (!value || typeof value !== 'object' || value instanceof Date) return value;
  const person = 'phone' in value;
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => [
      key,
      field !== null && (PERSONAL_FIELDS.has(key) || (person && key === 'name'))
        ? WITHHELD
        : withoutPersonalData(field),
    ]),
  );
}
