import {
  type BrandConfig,
  DEMO_CUSTOMER_SERVICE_CONTACT,
  OWN_PRIVACY_FRAME_URL,
} from '@loan/contract';

/**
 * Demo brand. Every field can be overridden by `BRAND_<FIELD_IN_SNAKE_CASE>`, e.g.
 * `BRAND_APP_NAME_EN`, `BRAND_CURRENCY_PARAMETER`, `BRAND_ALLOWED_REDIRECT_HOSTS` (comma-separated).
 * An empty `apiBase`/`h5Base` means the app's own origin.
 */
export const DEMO_BRAND: BrandConfig = {
  apiBase: '',
  h5Base: '',
  appNameEn: 'PesoNow',
  appNameZh: '比索快贷',
  buttonGradient: 'linear-gradient(90deg, #ff8a3d 0%, #ff5b3a 100%)',
  headingColor: '#1f2a44',
  buttonFontColor: '#ffffff',
  servicePhone: DEMO_CUSTOMER_SERVICE_CONTACT.smWa,
  schemeUrl: 'pesonow://',
  currencyParameter: 0,
  companyName: 'PesoNow Lending Corporation',
  // Demo values in the SEC's formats; a real brand sets its own through BRAND_* variables.
  secRegistrationNumber: 'CS201912345',
  certificateOfAuthorityNumber: '3001',
  receiptPrefix: 'OR-',
  androidAppUrl: 'https://play.google.com/store/apps/details?id=ph.pesonow.app',
  iosAppUrl: 'https://apps.apple.com/ph/app/pesonow/id0000000000',
  companyAddress:
    'Unit 1801, Sample Tower, Paseo de Roxas, Makati City, 1226 Metro Manila, Philippines',
  companyEmail: DEMO_CUSTOMER_SERVICE_CONTACT.email,
  // One number for borrowers everywhere (docs/decisions/0081): the customer service line.
  companyPhone: DEMO_CUSTOMER_SERVICE_CONTACT.smWa,
  privacyPolicyUrl: OWN_PRIVACY_FRAME_URL,
  // The demo catalogue's partner products open on these hosts.
  allowedRedirectHosts: ['pesonow.example', 'apply.cashpartner.example', 'www.lendmate.example'],
};

export function brandEnvName(field: string): string {
  return `BRAND_${field.replace(/[A-Z]/g, (letter) => `_${letter}`).toUpperCase()}`;
}

/** Brand values from the environment over the demo defaults; validated by the caller. */
export function readBrandEnv(env: Record<string, string | undefined>): Record<string, unknown> {
  const brand: Record<string, unknown> = { ...DEMO_BRAND };
  for (const [field, fallback] of Object.entries(DEMO_BRAND)) {
    const raw = env[brandEnvName(field)];
    if (raw === undefined) continue;
    if (typeof fallback === 'number') brand[field] = Number(raw);
    else if (Array.isArray(fallback)) brand[field] = splitList(raw);
    else brand[field] = raw;
  }
  return brand;
}

function splitList(raw: string): string[] {
  return raw
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}
