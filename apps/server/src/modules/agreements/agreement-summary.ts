import {
  DEFAULT_DAILY_INTEREST_TIERS,
  DEFAULT_PENALTY_NEW_CLIENT,
  DEFAULT_PENALTY_REPEAT_CLIENT,
  MINOR_UNITS_PER_MAJOR,
} from '@loan/contract';
import { escapeHtml as e } from '../../lib/html.ts';
import { formatBps, formatMoney } from '../../lib/money-format.ts';
import type { AgreementPageData } from './agreement-page.ts';

/**
 * A plain Filipino summary of the borrower's agreement, shown above it for a Filipino reader
 * (docs/decisions/0047). The agreement stays as the lender wrote it and is what binds; the
 * summary repeats its figures, the same ones, in words a borrower reads easily.
 */
export function agreementSummaryFil(data: AgreementPageData): string {
  const q = data.quote;
  const money = (minor: number) => e(formatMoney(minor, data.brand));
  const peso = (major: number) => money(major * MINOR_UNITS_PER_MAJOR);
  const hulog = q.periods === 1 ? 'isang bayad' : `${q.periods} na hulog`;
  const firstDue = q.schedule[0]?.dueDate ?? '';
  const lastDue = q.schedule.at(-1)?.dueDate ?? '';
  const dues = q.periods === 1 ? `sa ${e(lastDue)}` : `mula ${e(firstDue)} hanggang ${e(lastDue)}`;
  const tiers = DEFAULT_DAILY_INTEREST_TIERS.map((tier) =>
    tier.toDay === null
      ? `${tier.percent}% kada araw mula ika-${tier.fromDay} araw`
      : `${tier.percent}% kada araw sa ika-${tier.fromDay} hanggang ika-${tier.toDay} araw`,
  ).join(', ');
  const points = [
    `Hihiram ka ng ${money(q.principal)}. Ibabawas ang service fee na ${money(q.serviceFee)}, kaya ${money(q.netProceeds)} ang matatanggap mo.`,
    `Ang interes ay ${money(q.interest)} (${e(formatBps(q.dailyInterestBps))} kada araw). Babayaran mo ang kabuuang ${money(q.totalRepayable)} sa ${e(hulog)}, ${dues}.`,
    `Kapag hindi nabayaran sa due date: isang beses na multa na ${peso(DEFAULT_PENALTY_NEW_CLIENT)} (bagong client) o ${peso(DEFAULT_PENALTY_REPEAT_CLIENT)} (umuulit na client), at default interest sa hindi pa nababayaran: ${e(tiers)}.`,
    `Hindi lalampas sa ${e(formatBps(data.costCapBps))} ng hiniram ang kabuuang gastos ng loan (fees, interes, multa).`,
  ];
  const items = points.map((point) => `<li>${point}</li>`).join('');
  return `<aside class="summary" lang="fil-PH"><h2>Buod sa Filipino</h2><ul>${items}</ul>
<p class="muted">Buod lamang ito para mas madaling maintindihan. Ang dokumento sa ibaba, sa English gaya ng isinulat ng lender, ang siyang masusunod.</p></aside>`;
}
