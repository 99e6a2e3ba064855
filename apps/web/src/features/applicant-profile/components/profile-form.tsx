import {
  CITIZENSHIPS,
  CIVIL_STATUSES,
  EMPLOYMENT_KINDS,
  GOVERNMENT_ID_TYPES,
  type GovernmentIdType,
  isValidIdNumber,
} from '@loan/contract';
import { useState } from 'react';
import { Button } from '@/components/button.tsx';
import { Checkbox } from '@/components/checkbox.tsx';
import { showToast } from '@/lib/toast.ts';
import type { SavedProfile } from '../api/get-profile.ts';
import { type ProfileInput, saveProfile } from '../api/save-profile.ts';
import { applicantProfileMessages } from '../messages.ts';
import { AddressFields } from './address-fields.tsx';
import { SelectField, TextField } from './form-fields.tsx';
import { PhotoField } from './photo-field.tsx';
import styles from './profile-form.module.css';

const text = applicantProfileMessages;

type FormState = Omit<ProfileInput, 'monthlyIncome' | 'privacyConsent' | 'employer'> & {
  employer: string;
  monthlyIncome: string;
  privacyConsent: boolean;
};

function initialState(saved: SavedProfile | null): FormState {
  if (!saved) {
    return {
      fullName: '',
      birthDate: '',
      civilStatus: '' as FormState['civilStatus'],
      citizenship: '' as FormState['citizenship'],
      regionCode: '',
      provinceCode: '',
      cityCode: '',
      barangayCode: '',
      addressLine: '',
      employment: '' as FormState['employment'],
      employer: '',
      monthlyIncome: '',
      idType: '' as FormState['idType'],
      idNumber: '',
      idPhoto: '',
      selfie: '',
      privacyConsent: false,
    };
  }
  const { address: _address, privacyConsentAt: _at, updatedAt: _updated, ...fields } = saved;
  return { ...fields, monthlyIncome: String(saved.monthlyIncome / 100), privacyConsent: false };
}

const choicesOf = <K extends string>(keys: readonly K[], labels: Record<K, string>) =>
  keys.map((key) => ({ value: key, label: labels[key] }));

/** Pesos as typed (commas, decimals) in centavos; NaN when it is not an amount. */
function centavos(typed: string): number {
  const cleaned = typed.replace(/[,\s₱]/g, '');
  return /^\d+(\.\d{1,2})?$/.test(cleaned) ? Math.round(Number(cleaned) * 100) : Number.NaN;
}

function complete(state: FormState): ProfileInput | null {
  const income = centavos(state.monthlyIncome);
  const required: (keyof FormState)[] = [
    'fullName',
    'birthDate',
    'civilStatus',
    'citizenship',
    'regionCode',
    'provinceCode',
    'cityCode',
    'barangayCode',
    'addressLine',
    'employment',
    'idType',
    'idNumber',
    'idPhoto',
    'selfie',
  ];
  if (required.some((key) => String(state[key]).trim() === '') || Number.isNaN(income)) return null;
  if (!state.privacyConsent) return null;
  return { ...state, monthlyIncome: income, privacyConsent: true };
}

/** The profile form: every field the terms and the law ask for, saved in one go. */
export function ProfileForm({
  saved,
  onSaved,
}: {
  saved: SavedProfile | null;
  onSaved: () => void;
}) {
  const [state, setState] = useState(() => initialState(saved));
  const [saving, setSaving] = useState(false);
  const set = <K extends keyof FormState>(key: K, value: FormState[K]) =>
    setState((current) => ({ ...current, [key]: value }));
  const idWrong =
    (state.idType as string) !== '' &&
    state.idNumber.trim() !== '' &&
    !isValidIdNumber(state.idType as GovernmentIdType, state.idNumber);

  const submit = async () => {
    const input = complete(state);
    if (!input || idWrong) {
      void showToast(idWrong ? text.idNumberWrong : text.missing);
      return;
    }
    setSaving(true);
    const result = await saveProfile(input).finally(() => setSaving(false));
    if (!result.success) return;
    // A refusal's toast from an earlier try must not stand beside the saved profile.
    void showToast('');
    onSaved();
  };

  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h2 className={styles.section}>{text.sections.person}</h2>
      <TextField
        id="full-name"
        label={text.fullName}
        value={state.fullName}
        autoComplete="name"
        onChange={(value) => set('fullName', value)}
      />
      <TextField
        id="birth-date"
        type="date"
        label={text.birthDate}
        value={state.birthDate}
        autoComplete="bday"
        onChange={(value) => set('birthDate', value)}
      />
      <SelectField
        id="civil-status"
        label={text.civilStatus}
        value={state.civilStatus}
        choices={choicesOf(CIVIL_STATUSES, text.civilStatuses)}
        placeholder={text.choose}
        onChange={(value) => set('civilStatus', value as FormState['civilStatus'])}
      />
      <SelectField
        id="citizenship"
        label={text.citizenship}
        value={state.citizenship}
        choices={choicesOf(CITIZENSHIPS, text.citizenships)}
        placeholder={text.choose}
        onChange={(value) => set('citizenship', value as FormState['citizenship'])}
      />

      <h2 className={styles.section}>{text.sections.address}</h2>
      <AddressFields codes={state} onChange={(codes) => setState((s) => ({ ...s, ...codes }))} />
      <TextField
        id="address-line"
        label={text.addressLine}
        value={state.addressLine}
        autoComplete="street-address"
        onChange={(value) => set('addressLine', value)}
      />

      <h2 className={styles.section}>{text.sections.work}</h2>
      <SelectField
        id="employment"
        label={text.employment}
        value={state.employment}
        choices={choicesOf(EMPLOYMENT_KINDS, text.employments)}
        placeholder={text.choose}
        onChange={(value) => set('employment', value as FormState['employment'])}
      />
      <TextField
        id="employer"
        label={text.employer}
        value={state.employer}
        autoComplete="organization"
        onChange={(value) => set('employer', value)}
      />
      <TextField
        id="monthly-income"
        label={text.monthlyIncome}
        value={state.monthlyIncome}
        inputMode="decimal"
        onChange={(value) => set('monthlyIncome', value)}
      />

      <h2 className={styles.section}>{text.sections.id}</h2>
      <SelectField
        id="id-type"
        label={text.idType}
        value={state.idType}
        choices={choicesOf(GOVERNMENT_ID_TYPES, text.idTypes)}
        placeholder={text.choose}
        onChange={(value) => set('idType', value as FormState['idType'])}
      />
      <TextField
        id="id-number"
        label={text.idNumber}
        value={state.idNumber}
        hint={state.idType ? text.idHints[state.idType as GovernmentIdType] : undefined}
        error={idWrong ? text.idNumberWrong : undefined}
        onChange={(value) => set('idNumber', value)}
      />
      <PhotoField
        id="id-photo"
        label={text.idPhoto}
        documentId={state.idPhoto}
        capture="environment"
        onUploaded={(documentId) => set('idPhoto', documentId)}
      />
      <PhotoField
        id="selfie"
        label={text.selfie}
        documentId={state.selfie}
        capture="user"
        onUploaded={(documentId) => set('selfie', documentId)}
      />
      <p className={styles.note}>
        {text.photoHint} {text.photosPrivate}
      </p>

      <h2 className={styles.section}>{text.sections.consent}</h2>
      <Checkbox
        className={styles.consent}
        checked={state.privacyConsent}
        onChange={(checked) => set('privacyConsent', checked)}
      >
        {text.consent}
      </Checkbox>
      <div className={styles.actions}>
        <Button type="submit" block loading={saving}>
          {text.save}
        </Button>
      </div>
    </form>
  );
}
