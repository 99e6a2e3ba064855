import type { BrandConfig } from '@loan/contract';

/** Used when index.html carries no brand block: the Vite dev server and tests. */
export const DEFAULT_BRAND_CONFIG: BrandConfig = {
  apiBase: '',
  h5Base: '',
  appNameEn: 'Peso Loan',
  appNameZh: '比索贷',
  buttonGradient: 'linear-gradient(90deg, #3b7bff 0%, #1f5eea 100%)',
  headingColor: '#1d2b4f',
  buttonFontColor: '#ffffff',
  servicePhone: '',
  schemeUrl: '',
  currencyParameter: 0,
  companyName: 'Peso Loan Lending Inc.',
  secRegistrationNumber: 'CS201900001',
  certificateOfAuthorityNumber: '3000',
  receiptPrefix: 'OR-',
  androidAppUrl: '',
  iosAppUrl: '',
  companyAddress: 'Makati City, Metro Manila, Philippines',
  companyEmail: 'support@example.com',
  companyPhone: '+63 2 8000 0000',
  privacyPolicyUrl: '',
  allowedRedirectHosts: [],
};
