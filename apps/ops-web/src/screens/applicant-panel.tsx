import type { ApplicantView } from '@loan/contract/ops';
import {
  CITIZENSHIP_NAMES,
  CIVIL_STATUS_NAMES,
  EMPLOYMENT_NAMES,
  ID_TYPE_NAMES,
  wordFor,
} from '../lib/applicant-words.ts';
import { pesos, phTime } from '../lib/format.ts';
import { OPS_API, opsCall } from '../lib/ops-http.ts';
import { useSession } from '../lib/session.tsx';
import { Alert, Loading } from '../lib/ui.tsx';
import { useOps } from '../lib/use-ops.ts';

const RULE_NAMES: Record<string, string> = {
  age: 'Age',
  identity: 'Identity (duplicates)',
  income: 'Income against repayment',
  openLoans: 'Loans out',
  pastRepayment: 'Past repayment',
  amountLimit: 'Amount limit',
};

const OUTCOME_NAMES: Record<string, string> = {
  pass: 'Pass',
  review: 'Review',
  reject: 'Reject',
  approve: 'Approve',
};

/**
 * Who applied, beside the application: the profile, the ID photo and selfie, and each credit
 * policy rule's result (only for operators who may read applicants).
 */
export function ApplicantPanel({ orderId }: { orderId: string }) {
  const { may } = useSession();
  const allowed = may('applicants.read');
  const id = encodeURIComponent(orderId);
  const view = useOps(
    () =>
      allowed ? opsCall<ApplicantView>('GET', `/orders/${id}/applicant`) : Promise.resolve(null),
    `applicant-${orderId}`,
  );
  if (!allowed) return null;
  if (view.error) return <Alert>{view.error}</Alert>;
  if (!view.data) return <Loading />;
  const { profile, photos, policy, namesake, changes } = view.data;
  return (
    <div className="applicant">
      <section aria-label="Applicant">
        <h3>Applicant</h3>
        {profile ? (
          <dl className="facts">
            <dt>Name</dt>
            <dd>{profile.fullName}</dd>
            <dt>Born</dt>
            <dd>
              {profile.birthDate} (age {profile.age})
            </dd>
            <dt>Civil status</dt>
            <dd>{wordFor(CIVIL_STATUS_NAMES, profile.civilStatus)}</dd>
            <dt>Citizenship</dt>
            <dd>{wordFor(CITIZENSHIP_NAMES, profile.citizenship)}</dd>
            <dt>Address</dt>
            <dd className="break">
              {profile.address.line}, {profile.address.barangay.name}, {profile.address.city.name},{' '}
              {profile.address.province.name}, {profile.address.region.name}
            </dd>
            <dt>Work</dt>
            <dd className="break">
              {wordFor(EMPLOYMENT_NAMES, profile.employment)}
              {profile.employer ? `, ${profile.employer}` : ''}
            </dd>
            <dt>Income</dt>
            <dd>{pesos(profile.monthlyIncome)} a month</dd>
            <dt>ID</dt>
            <dd className="break">
              {wordFor(ID_TYPE_NAMES, profile.idType)} {profile.idNumber}
            </dd>
            <dt>Namesakes</dt>
            <dd>
              {namesake ? 'Same name and birth date on another account: check the photos' : 'None'}
            </dd>
            <dt>Profile updated</dt>
            <dd>
              {phTime(profile.updatedAt)}
              {changes.length > 1 ? ` (${changes.length} changes)` : ''}
            </dd>
          </dl>
        ) : (
          <p className="muted">No profile: the borrower applied before profiles existed.</p>
        )}
      </section>
      {photos && (
        <section aria-label="Identity photos" className="photos">
          <h3>Photos</h3>
          <figure>
            <img src={`${OPS_API}${photos.idPhoto}`} alt={`ID of ${profile?.fullName ?? ''}`} />
            <figcaption>ID</figcaption>
          </figure>
          <figure>
            <img src={`${OPS_API}${photos.selfie}`} alt={`Selfie of ${profile?.fullName ?? ''}`} />
            <figcaption>Selfie</figcaption>
          </figure>
        </section>
      )}
      <section aria-label="Credit policy">
        <h3>Credit policy: {policy ? OUTCOME_NAMES[policy.outcome] : 'not evaluated'}</h3>
        {policy && (
          <div className="table-wrap">
            <table>
              <thead>
                <tr>
                  <th scope="col">Rule</th>
                  <th scope="col">Result</th>
                  <th scope="col">Figures</th>
                </tr>
              </thead>
              <tbody>
                {policy.rules.map((rule) => (
                  <tr key={rule.rule} className={`rule-${rule.outcome}`}>
                    <td>{RULE_NAMES[rule.rule] ?? rule.rule}</td>
                    <td>{OUTCOME_NAMES[rule.outcome]}</td>
                    <td className="break">{rule.detail}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}
