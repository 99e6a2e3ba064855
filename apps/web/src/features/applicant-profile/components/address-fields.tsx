import type { PlaceLevel } from '@loan/contract';
import { usePlaces } from '../api/get-places.ts';
import { applicantProfileMessages } from '../messages.ts';
import { SelectField } from './form-fields.tsx';

const text = applicantProfileMessages;

export interface AddressCodes {
  regionCode: string;
  provinceCode: string;
  cityCode: string;
  barangayCode: string;
}

const LEVELS: readonly { level: PlaceLevel; field: keyof AddressCodes }[] = [
  { level: 'region', field: 'regionCode' },
  { level: 'province', field: 'provinceCode' },
  { level: 'city', field: 'cityCode' },
  { level: 'barangay', field: 'barangayCode' },
];

function PlaceSelect({
  level,
  parent,
  value,
  onChange,
}: {
  level: PlaceLevel;
  parent: string;
  value: string;
  onChange: (code: string) => void;
}) {
  const places = usePlaces(level, parent);
  const choices =
    places.data?.data?.places.map((place) => ({ value: place.code, label: place.name })) ?? [];
  return (
    <SelectField
      id={`address-${level}`}
      label={text[level]}
      value={value}
      choices={choices}
      placeholder={text.choose}
      disabled={level !== 'region' && parent === ''}
      onChange={onChange}
    />
  );
}

/** The address by the PSGC, each list asked for when the level above is chosen. */
export function AddressFields({
  codes,
  onChange,
}: {
  codes: AddressCodes;
  onChange: (codes: AddressCodes) => void;
}) {
  return (
    <>
      {LEVELS.map(({ level, field }, index) => {
        const parentField = LEVELS[index - 1]?.field;
        return (
          <PlaceSelect
            key={level}
            level={level}
            parent={parentField ? codes[parentField] : ''}
            value={codes[field]}
            onChange={(code) => {
              // A new choice empties the levels below it.
              const next = { ...codes, [field]: code };
              for (const below of LEVELS.slice(index + 1)) next[below.field] = '';
              onChange(next);
            }}
          />
        );
      })}
    </>
  );
}
