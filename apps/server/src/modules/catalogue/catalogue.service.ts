import {
  type BrandConfig,
  BUSINESS_CODE,
  type Locale,
  RECOMMENDED_PRODUCT_DISABLED,
  RECOMMENDED_PRODUCT_ENABLED,
} from '@loan/contract';
import type { ProductPricing } from '@loan/loan-engine';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { formatMoney } from '../../lib/money-format.ts';
import { apiUrl } from '../../lib/public-url.ts';
import { readCache } from '../../lib/read-cache.ts';
import { textIn } from '../../lib/text-in-language.ts';
import {
  findPartnerProductRow,
  findProductRow,
  listPartnerProductRows,
} from './catalogue.repository.ts';
import { pricingFromColumns } from './pricing-columns.ts';

export interface CatalogueDeps {
  db: Db;
  config: { brand: BrandConfig };
}

export interface Product {
  id: string;
  name: string;
  logo: string;
  pricing: ProductPricing;
  defaultAmount: number;
  rateDescription: string;
  rolloverAllowed: boolean;
  sendSms: boolean;
  exitPopup: { enabled: boolean; title: string; content: string };
  firstLoanAgreementPopup: boolean;
  promotion: { title: string; content: string; image: string } | null;
  buttonText: string;
  buttonMessage: string;
  bannerImage: string;
}

export interface RecommendedProduct {
  productKey: string;
  logo: string;
  name: string;
  buttonText: string;
  range: string;
  rangeDesc: string;
  rate: string;
  description: string;
  flag: typeof RECOMMENDED_PRODUCT_ENABLED | typeof RECOMMENDED_PRODUCT_DISABLED;
}

export const PRODUCT_NOT_FOUND_MESSAGE = 'This loan product is not available';

// The catalogue changes rarely and is read on every loan page: served from memory for seconds.
const productRows = readCache<string, Awaited<ReturnType<typeof findProductRow>>>();
const partnerRows = readCache<'all', Awaited<ReturnType<typeof listPartnerProductRows>>>();

/** After an operator's change: this process reads the product again at once (others within seconds). */
export function forgetCachedProducts(db: Db): void {
  productRows.clear(db);
}

/**
 * An offered product, or the business error the borrower sees for any other id. Existing orders
 * still show a product that is no longer offered (`includeInactive`). Its texts are in `locale`
 * where an operator has written them in it.
 */
export async function getProduct(
  deps: CatalogueDeps,
  id: string,
  options: { includeInactive?: boolean; locale?: Locale } = {},
): Promise<Product> {
  const row = await productRows.get(deps.db, id, () => findProductRow(deps.db, id));
  if (!row || (!row.active && !options.includeInactive)) {
    throw new AppError(BUSINESS_CODE.productNotFound, PRODUCT_NOT_FOUND_MESSAGE);
  }
  const brand = deps.config.brand;
  const locale = options.locale ?? 'en';
  const promotion =
    row.promo_title === null
      ? null
      : {
          title: textIn(locale, row.promo_title, row.promo_title_fil),
          content: textIn(locale, row.promo_content ?? '', row.promo_content_fil),
          image: apiUrl(brand, textIn(locale, row.promo_image ?? '', row.promo_image_fil)),
        };
  return {
    id: row.id,
    name: row.name,
    logo: apiUrl(brand, row.logo),
    pricing: pricingFromColumns(row),
    defaultAmount: row.default_amount,
    rateDescription: textIn(locale, row.rate_description, row.rate_description_fil),
    rolloverAllowed: row.rollover_allowed,
    sendSms: row.send_sms,
    exitPopup: {
      enabled: row.exit_popup,
      title: textIn(locale, row.exit_popup_title, row.exit_popup_title_fil),
      content: textIn(locale, row.exit_popup_content, row.exit_popup_content_fil),
    },
    firstLoanAgreementPopup: row.first_loan_agreement_popup,
    promotion,
    buttonText: textIn(locale, row.button_text, row.button_text_fil),
    buttonMessage: textIn(locale, row.button_message, row.button_message_fil),
    bannerImage: apiUrl(brand, textIn(locale, row.banner_image, row.banner_image_fil)),
  };
}

/** The partner products, as the recommendation lists show them, in `locale` where written in it. */
export async function recommendedProducts(
  deps: CatalogueDeps,
  locale: Locale = 'en',
): Promise<RecommendedProduct[]> {
  const brand = deps.config.brand;
  const rows = await partnerRows.get(deps.db, 'all', () => listPartnerProductRows(deps.db));
  return rows.map((row) => ({
    productKey: row.product_key,
    logo: apiUrl(brand, row.logo),
    name: row.name,
    buttonText: textIn(locale, row.button_text, row.button_text_fil),
    range: `${formatMoney(row.min_amount, brand)}-${formatMoney(row.max_amount, brand)}`,
    rangeDesc: textIn(locale, row.range_description, row.range_description_fil),
    rate: textIn(locale, row.rate, row.rate_fil),
    description: textIn(locale, row.description, row.description_fil),
    flag: row.enabled ? RECOMMENDED_PRODUCT_ENABLED : RECOMMENDED_PRODUCT_DISABLED,
  }));
}

const PARTNER_UNAVAILABLE_MESSAGE = 'This product is not available right now';

/** A partner product's key, checked: unknown keys are refused. */
export async function getPartnerProduct(deps: CatalogueDeps, productKey: string) {
  const row = await findPartnerProductRow(deps.db, productKey);
  if (!row) throw new AppError(BUSINESS_CODE.productUnavailable, PARTNER_UNAVAILABLE_MESSAGE);
  return { productKey: row.product_key, enabled: row.enabled, url: row.url };
}

/** Where a clickable partner product opens. */
export async function partnerProductUrl(deps: CatalogueDeps, productKey: string): Promise<string> {
  const product = await getPartnerProduct(deps, productKey);
  if (!product.enabled) {
    throw new AppError(BUSINESS_CODE.productUnavailable, PARTNER_UNAVAILABLE_MESSAGE);
  }
  return product.url;
}
