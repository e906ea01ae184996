import type { Ref } from 'react';
import { LEAD_LIMITS, EMPTY_LEAD_FORM, emptyFieldsOf, leadInputSchema, type LeadFormValues } from '../../../shared/leads/lead-schema.ts';
import { FormField, fieldControlProps } from './FormField.tsx';

export type LeadFieldName = keyof LeadFormValues;

/** The fields the shared schema refuses to leave empty: the form marks them required from the same rule. */
const REQUIRED_FIELDS: ReadonlySet<string> = emptyFieldsOf(leadInputSchema.safeParse(EMPTY_LEAD_FORM).error!);

export const isRequiredField = (name: LeadFieldName) => REQUIRED_FIELDS.has(name);

/** How one field of a lead form is shown; its limits and whether it is required come from the shared schema. */
export interface LeadFieldSpec {
  name: LeadFieldName;
  label: string;
  control: 'text' | 'email' | 'tel' | 'textarea' | 'select';
  autoComplete?: string;
  /** For `select`: the empty choice, then the options. */
  placeholderOption?: string;
  options?: readonly { value: string; label: string }[];
  /** Characters kept back from the schema's limit (text the form adds before sending). */
  reservedLength?: number;
}

export function LeadField({
  spec,
  idPrefix,
  value,
  error,
  onChange,
  onBlur,
  inputRef,
  requiredAttribute = true,
}: {
  spec: LeadFieldSpec;
  idPrefix: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  /** The HTML `required` attribute too, besides aria-required. */
  requiredAttribute?: boolean;
}) {
  const id = `${idPrefix}-${spec.name}`;
  const required = isRequiredField(spec.name);
  const limit = spec.name in LEAD_LIMITS ? LEAD_LIMITS[spec.name as keyof typeof LEAD_LIMITS] - (spec.reservedLength ?? 0) : undefined;
  const common = { ...fieldControlProps(id, spec.name, error), value, onBlur };
  const requiredProps = required ? { ...(requiredAttribute ? { required: true } : {}), 'aria-required': 'true' as const } : {};
  return (
    <FormField id={id} label={spec.label} required={required} error={error}>
      {spec.control === 'select' ? (
        <select {...common} onChange={(event) => onChange(event.target.value)}>
          <option value="">{spec.placeholderOption}</option>
          {spec.options?.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : spec.control === 'textarea' ? (
        <textarea {...common} rows={4} maxLength={limit} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input
          {...common}
          ref={inputRef}
          type={spec.control}
          inputMode={spec.control === 'email' ? 'email' : undefined}
          autoComplete={spec.autoComplete}
          {...requiredProps}
          maxLength={limit}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}
