import { z } from 'zod';
import { DEMO_BORROWER_PHONE } from '../demo.ts';
import { MOBILE_NUMBER_RULE, normaliseMobileNumber } from '../philippine-mobile.ts';
import { LOGIN_CODE_LENGTH, LOGIN_CODE_PATTERN } from '../validators.ts';

/** A Philippine mobile in any written form, parsed to its stored form ('09171234567'). */
export const mobileNumberSchema = z
  .string()
  .meta({ examples: [DEMO_BORROWER_PHONE] })
  .transform((text, ctx) => {
    const mobile = normaliseMobileNumber(text);
    if (mobile === null) {
      ctx.addIssue({ code: 'custom', message: MOBILE_NUMBER_RULE });
      return z.NEVER;
    }
    return mobile;
  });

export const loginCodeSchema = z
  .string()
  .regex(LOGIN_CODE_PATTERN, `must be ${LOGIN_CODE_LENGTH} digits`)
  .meta({ examples: ['123456'] });
