import { DateInput } from '@mantine/dates';
import { parseDateInput } from '../format/date';

interface DateFieldProps {
  label: string;
  placeholder: string;
  /** `YYYY-MM-DD`, or empty. */
  value: string;
  error?: string;
  onChange: (value: string) => void;
}

/**
 * A date typed or picked, shown as DD.MM.YYYY and handed on as the API's YYYY-MM-DD (empty when
 * cleared). Inside a `DatesProvider` that names the page's language.
 */
export function DateField({ label, placeholder, value, error, onChange }: DateFieldProps) {
  return (
    <DateInput
      label={label}
      valueFormat="DD.MM.YYYY"
      placeholder={placeholder}
      dateParser={parseDateInput}
      clearable
      value={value || null}
      error={error}
      onChange={(next) => onChange(next ?? '')}
    />
  );
}
