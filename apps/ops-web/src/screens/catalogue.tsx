import type { OpsProduct, ProductList, ProductPatch } from '@loan/contract/ops';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { pesos } from '../lib/format.ts';
import { opsCall } from '../lib/ops-http.ts';
import { useSession } from '../lib/session.tsx';
import { Alert, Loading, Notice } from '../lib/ui.tsx';
import { messageOf, useOps } from '../lib/use-ops.ts';

/** "0.1%" from basis points. */
function percent(bps: number): string {
  return `${(bps / 100).toLocaleString('en-PH', { maximumFractionDigits: 2 })}%`;
}

/** Loan products with their pricing and rollover setting; an admin edits them for new loans. */
export function Catalogue() {
  const { may } = useSession();
  const list = useOps(() => opsCall<ProductList>('GET', '/products'), 'products');
  const [editing, setEditing] = useState<string | null>(null);
  const data = list.data;
  return (
    <section>
      <h1>Catalogue</h1>
      <p className="muted">
        A change applies to loans applied for after it; every existing order keeps the terms it was
        applied for.
        {data &&
          ` The legal cap on a loan's total cost is ${percent(data.costCapBps)} of the principal (server configuration).`}
      </p>
      {list.error && <Alert>{list.error}</Alert>}
      {!data && !list.error && <Loading />}
      {data && (
        <div className="table-wrap">
          <table>
            <thead>
              <tr>
                <th scope="col">Product</th>
                <th scope="col">Amounts</th>
                <th scope="col">Term</th>
                <th scope="col">Interest and fee</th>
                <th scope="col">Highest cost</th>
                <th scope="col">Rollover</th>
                <th scope="col">Offered</th>
              </tr>
            </thead>
            <tbody>
              {data.products.map((product) => (
                <tr key={product.id} className={editing === product.id ? 'chosen' : undefined}>
                  <td>
                    {may('catalogue.change') ? (
                      <button
                        type="button"
                        className="link"
                        aria-expanded={editing === product.id}
                        onClick={() => setEditing(editing === product.id ? null : product.id)}
                      >
                        {product.name}
                      </button>
                    ) : (
                      product.name
                    )}
                    <div className="muted">{product.id}</div>
                  </td>
                  <td>
                    {pesos(product.minAmount)} to {pesos(product.maxAmount)}
                    <div className="muted">
                      step {pesos(product.amountStep)}, first shown {pesos(product.defaultAmount)}
                    </div>
                  </td>
                  <td>
                    {product.termDays} days
                    <div className="muted">
                      {product.periods === 1 ? 'one payment' : `${product.periods} instalments`}
                    </div>
                  </td>
                  <td>
                    {percent(product.dailyInterestBps)} a day
                    <div className="muted">fee {percent(product.serviceFeeBps)}</div>
                  </td>
                  <td className="num">{percent(product.highestCostBps)}</td>
                  <td>{product.rolloverAllowed ? 'allowed' : 'not allowed'}</td>
                  <td>{product.active ? 'yes' : 'no'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {data && editing && (
        <ProductForm
          key={editing}
          product={data.products.find((p) => p.id === editing)!}
          onSaved={list.reload}
        />
      )}
      <h2>Rollover terms</h2>
      <p>
        Where a product allows it, a borrower with a loan due or overdue pays the penalty and the
        interest due, and every unpaid instalment moves one period (term ÷ instalments) later; the
        extra period's interest is at the product's daily rate, cut to stay within the cost cap.
      </p>
    </section>
  );
}

type Fields = Record<
  | 'name'
  | 'minAmount'
  | 'maxAmount'
  | 'amountStep'
  | 'defaultAmount'
  | 'termDays'
  | 'periods'
  | 'dailyInterestBps'
  | 'serviceFeeBps'
  | 'rateDescription'
  | 'rateDescriptionFil',
  string
> & { active: boolean; rolloverAllowed: boolean };

const AMOUNTS = ['minAmount', 'maxAmount', 'amountStep', 'defaultAmount'] as const;

function fieldsOf(p: OpsProduct): Fields {
  return {
    name: p.name,
    minAmount: String(p.minAmount / 100),
    maxAmount: String(p.maxAmount / 100),
    amountStep: String(p.amountStep / 100),
    defaultAmount: String(p.defaultAmount / 100),
    termDays: String(p.termDays),
    periods: String(p.periods),
    dailyInterestBps: String(p.dailyInterestBps),
    serviceFeeBps: String(p.serviceFeeBps),
    rateDescription: p.rateDescription,
    rateDescriptionFil: p.rateDescriptionFil ?? '',
    active: p.active,
    rolloverAllowed: p.rolloverAllowed,
  };
}

function patchOf(f: Fields): ProductPatch {
  const centavos = (pesosText: string) => Math.round(Number(pesosText) * 100);
  return {
    name: f.name,
    ...Object.fromEntries(AMOUNTS.map((key) => [key, centavos(f[key])])),
    termDays: Number(f.termDays),
    periods: Number(f.periods),
    dailyInterestBps: Number(f.dailyInterestBps),
    serviceFeeBps: Number(f.serviceFeeBps),
    rateDescription: f.rateDescription,
    rateDescriptionFil: f.rateDescriptionFil,
    active: f.active,
    rolloverAllowed: f.rolloverAllowed,
  };
}

const LABELS: Record<Exclude<keyof Fields, 'active' | 'rolloverAllowed'>, string> = {
  name: 'Name',
  minAmount: 'Smallest amount (₱)',
  maxAmount: 'Largest amount (₱)',
  amountStep: 'Amount step (₱)',
  defaultAmount: 'Amount shown first (₱)',
  termDays: 'Term (days)',
  periods: 'Instalments',
  dailyInterestBps: 'Daily interest (basis points: 10 = 0.1%)',
  serviceFeeBps: 'Service fee (basis points: 500 = 5%)',
  rateDescription: 'Rate text the borrower reads',
  rateDescriptionFil: 'Rate text in Filipino (empty: the English text shows)',
};

function ProductForm({ product, onSaved }: { product: OpsProduct; onSaved: () => void }) {
  const [fields, setFields] = useState<Fields>(() => fieldsOf(product));
  const heading = useRef<HTMLHeadingElement>(null);
  // The form opens below the list: the keyboard and the screen go to it.
  useEffect(() => heading.current?.focus(), []);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const set = (key: keyof Fields, value: string | boolean) =>
    setFields((f) => ({ ...f, [key]: value }));

  async function save(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setSaved(false);
    try {
      await opsCall('PATCH', `/products/${encodeURIComponent(product.id)}`, patchOf(fields));
      setSaved(true);
      onSaved();
    } catch (cause) {
      setError(messageOf(cause));
    }
  }

  return (
    <form onSubmit={save} className="panel" aria-label={`Edit ${product.name}`}>
      <h2 ref={heading} tabIndex={-1}>
        Edit {product.name}
      </h2>
      <div className="filters">
        {(Object.keys(LABELS) as Array<keyof typeof LABELS>).map((key) => {
          const optional = key === 'rateDescription' || key === 'rateDescriptionFil';
          const text = key === 'name' || optional;
          return (
            <label key={key} className={text ? 'wide' : undefined}>
              {LABELS[key]}
              <input
                required={!optional}
                inputMode={text ? undefined : 'decimal'}
                type={text ? 'text' : 'number'}
                {...(!text && {
                  min: 0,
                  step: (AMOUNTS as readonly string[]).includes(key) ? '0.01' : '1',
                })}
                value={fields[key]}
                onChange={(e) => set(key, e.target.value)}
              />
            </label>
          );
        })}
      </div>
      <div className="row">
        <label className="inline">
          <input
            type="checkbox"
            checked={fields.active}
            onChange={(e) => set('active', e.target.checked)}
          />
          Offered to borrowers
        </label>
        <label className="inline">
          <input
            type="checkbox"
            checked={fields.rolloverAllowed}
            onChange={(e) => set('rolloverAllowed', e.target.checked)}
          />
          Rollover allowed
        </label>
      </div>
      {error && <Alert>{error}</Alert>}
      {saved && <Notice>Saved. New applications get these terms.</Notice>}
      <p>
        <button type="submit">Save for new loans</button>
      </p>
    </form>
  );
}
