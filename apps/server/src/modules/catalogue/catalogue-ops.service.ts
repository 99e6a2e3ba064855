import { BUSINESS_CODE } from '@loan/contract';
import type { productPatchBodySchema } from '@loan/contract/ops-schemas';
import {
  type CostCap,
  EngineError,
  type ProductPricing,
  quote,
  validatePrincipal,
} from '@loan/loan-engine';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { formatBps } from '../../lib/money-format.ts';
import { phDate } from '../../lib/ph-date.ts';
import {
  findProductRow,
  listProductRows,
  type ProductChange,
  updateProductRow,
} from './catalogue.repository.ts';
import { forgetCachedProducts } from './catalogue.service.ts';
import { pricingColumns, pricingFromColumns } from './pricing-columns.ts';

export interface CatalogueOpsDeps {
  db: Db;
  clock: Clock;
  config: { costCap: CostCap };
}

type Row = NonNullable<Awaited<ReturnType<typeof findProductRow>>>;
type Patch = z.infer<typeof productPatchBodySchema>;

const BPS = 10_000;

/** The amounts whose cost is checked against the cap: the ends of the range and the default. */
function checkedAmounts(pricing: ProductPricing, defaultAmount: number): number[] {
  return [...new Set([pricing.minAmount, defaultAmount, pricing.maxAmount])];
}

/** Fee and interest of the costliest checked amount, in basis points of it (null: no quote). */
function highestCostBps(pricing: ProductPricing, defaultAmount: number, today: string) {
  const noCap = { totalCostCapBps: Number.MAX_SAFE_INTEGER };
  try {
    return Math.max(
      ...checkedAmounts(pricing, defaultAmount).map((amount) => {
        const q = quote(pricing, amount, today, noCap);
        return Math.ceil((q.totalCost * BPS) / amount);
      }),
    );
  } catch (error) {
    if (error instanceof EngineError) return -1;
    throw error;
  }
}

function opsView(row: Row, today: string) {
  const pricing = pricingFromColumns(row);
  return {
    id: row.id,
    name: row.name,
    active: row.active,
    rolloverAllowed: row.rollover_allowed,
    ...pricing,
    defaultAmount: row.default_amount,
    rateDescription: row.rate_description,
    rateDescriptionFil: row.rate_description_fil,
    highestCostBps: highestCostBps(pricing, row.default_amount, today),
  };
}

export async function listProductsForOps(deps: CatalogueOpsDeps) {
  const today = phDate(deps.clock.now());
  const rows = await listProductRows(deps.db);
  return {
    costCapBps: deps.config.costCap.totalCostCapBps,
    products: rows.map((row) => opsView(row, today)),
  };
}

export async function showProductForOps(deps: CatalogueOpsDeps, id: string) {
  const row = await findProductRow(deps.db, id);
  if (!row) throw new AppError(BUSINESS_CODE.notFound, `No product ${id}`, 404);
  return opsView(row, phDate(deps.clock.now()));
}

function refused(message: string): AppError {
  return new AppError(BUSINESS_CODE.invalidRequest, message, 422);
}

/**
 * The pricing after the change, refused (422, nothing kept) unless the engine accepts it and fee
 * plus interest stay within the legal cost cap at every offered end of the range.
 */
function checkedPricing(deps: CatalogueOpsDeps, row: Row, patch: Patch) {
  const pricing: ProductPricing = {
    ...pricingFromColumns(row),
    ...Object.fromEntries(
      (
        [
          'termDays',
          'periods',
          'dailyInterestBps',
          'serviceFeeBps',
          'minAmount',
          'maxAmount',
          'amountStep',
        ] as const
      )
        .filter((key) => patch[key] !== undefined)
        .map((key) => [key, patch[key]]),
    ),
  };
  const defaultAmount = patch.defaultAmount ?? row.default_amount;
  const today = phDate(deps.clock.now());
  try {
    validatePrincipal(pricing, defaultAmount);
    for (const amount of checkedAmounts(pricing, defaultAmount)) {
      quote(pricing, amount, today, deps.config.costCap);
    }
  } catch (error) {
    if (!(error instanceof EngineError)) throw error;
    throw refused(refusalText(error, deps.config.costCap));
  }
  return { pricing, defaultAmount };
}

function refusalText(error: EngineError, cap: CostCap): string {
  switch (error.reason) {
    case 'costCapExceeded':
      return `Fee and interest would exceed the legal cost cap of ${formatBps(cap.totalCostCapBps)} of the principal`;
    case 'amountNotOffered':
      return 'The default amount must be within the range, on a step from the minimum';
    case 'termOutOfRange':
    case 'invalidPeriods':
      return `The term is out of range or the instalments do not divide it (${error.message})`;
    default:
      return `The pricing is not valid (${error.message})`;
  }
}

/**
 * An operator's change to a product. Orders copy the pricing when applied for, so it reaches new
 * loans only; `rolloverAllowed` is copied too.
 */
export async function changeProduct(deps: CatalogueOpsDeps, id: string, patch: Patch) {
  const row = await findProductRow(deps.db, id);
  if (!row) throw new AppError(BUSINESS_CODE.notFound, `No product ${id}`, 404);
  const { pricing, defaultAmount } = checkedPricing(deps, row, patch);
  const change: ProductChange = {
    ...pricingColumns(pricing),
    default_amount: defaultAmount,
    ...(patch.name !== undefined && { name: patch.name }),
    ...(patch.active !== undefined && { active: patch.active }),
    ...(patch.rolloverAllowed !== undefined && { rollover_allowed: patch.rolloverAllowed }),
    ...(patch.rateDescription !== undefined && { rate_description: patch.rateDescription }),
    ...(patch.rateDescriptionFil !== undefined && {
      rate_description_fil: patch.rateDescriptionFil,
    }),
  };
  const updated = await updateProductRow(deps.db, id, change);
  forgetCachedProducts(deps.db);
  if (!updated) throw new AppError(BUSINESS_CODE.notFound, `No product ${id}`, 404);
  return opsView(updated, phDate(deps.clock.now()));
}
