import { z } from 'zod';
import { DEMO_BORROWER_PHONE } from '../demo.ts';
import { LOGIN_CODE_LENGTH, LOGIN_CODE_PATTERN, MOBILE_NUMBER_PATTERN } from '../validators.ts';

export const mobileNumberSchema = z
  .string()
  .regex(MOBILE_NUMBER_PATTERN, 'must be an 11-digit mobile number')
  .meta({ examples: [DEMO_BORROWER_PHONE] });

export const loginCodeSchema = z
  .string()
  .regex(LOGIN_CODE_PATTERN, `must be ${LOGIN_CODE_LENGTH} digits`)
  .meta({ examples: ['123456'] });
