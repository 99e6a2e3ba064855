import { PHILIPPINE_MOBILE_NUMBER } from './philippine-mobile-plan.ts';

/**
 * The shape of a borrower's mobile number as it is stored and compared: 0, then the ten national
 * digits of a Philippine mobile (9XX XXX XXXX or 8XX XXX XXXX). Whether a number of this shape is
 * a mobile the carriers issue is the numbering plan's to say (`isMobileNumber`): Google's, as
 * libphonenumber's metadata has it (`philippine-mobile-plan.ts`).
 */
export const MOBILE_NUMBER_PATTERN = /^0[89]\d{9}$/;

/** What a form says when a number is not a Philippine mobile in any written form. */
export const MOBILE_NUMBER_RULE = 'must be a Philippine mobile number, like 0917 123 4567';

// What phones and people put between the digits: spaces (also no-break), dashes, dots, brackets.
const SEPARATORS = /[\s.()\-\u2010-\u2015]/g;
// Optional +63, 0063 or 63; an optional trunk 0 (also '+63 (0) 917…'); then the national number.
const WRITTEN_FORM = /^(?:(?:\+|00)?63)?0?([89]\d{9})$/;

/**
 * The stored form of a Philippine mobile written any way a phone autofills or a person types it
 * ('+63 917 123 4567', '0917-123-4567', '(0917) 123.4567', '9171234567'), or null when the text is
 * not one: not of that shape, or of a prefix the numbering plan does not give to mobiles. The
 * whole text is read: nothing is cut to a length first.
 */
export function normaliseMobileNumber(text: string): string | null {
  const match = WRITTEN_FORM.exec(text.replace(SEPARATORS, ''));
  return match && PHILIPPINE_MOBILE_NUMBER.test(match[1]!) ? `0${match[1]}` : null;
}

/** The text is a Philippine mobile number in some written form. */
export function isMobileNumber(text: string): boolean {
  return normaliseMobileNumber(text) !== null;
}

/**
 * What a mobile field shows for typed, pasted or autofilled text: the stored form once the text is
 * a mobile number, else the text itself with only digits, '+' and separators kept. Once the field
 * holds a whole number (`previous`), digits typed after it are ignored: the field stops at a full
 * number.
 */
export function mobileFieldValue(typed: string, previous = ''): string {
  const kept = typed.replace(/[^\d+\s.()\-\u2010-\u2015]/g, '');
  const stored = normaliseMobileNumber(kept);
  if (stored) return stored;
  const full = normaliseMobileNumber(previous);
  if (full && digitsOf(kept).startsWith(digitsOf(previous)) && kept.length > previous.length) {
    return full;
  }
  return kept;
}

function digitsOf(text: string): string {
  return text.replace(/\D/g, '');
}
