import { FileInput } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/shared/format/number';
import { useLocale } from '@/shared/i18n/use-locale';

const accept = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

interface SpreadsheetFileInputProps {
  /** The catalog block holding `file_label`, `file_placeholder`, `file_hint` and `clear_file`. */
  texts: string;
  limits: { maxFileBytes: number; maxRows: number };
  value: File | null;
  onChange(file: File | null): void;
  disabled: boolean;
}

/** The CSV/XLSX picker of the staff imports, with their size and row limits in its hint. */
export function SpreadsheetFileInput({ texts, limits, value, onChange, disabled }: SpreadsheetFileInputProps) {
  const { t } = useTranslation();
  const [locale] = useLocale();
  return (
    <FileInput
      label={t(`${texts}.file_label`)}
      placeholder={t(`${texts}.file_placeholder`)}
      description={t(`${texts}.file_hint`, {
        size: limits.maxFileBytes / 1024 / 1024,
        rows: formatNumber(limits.maxRows, locale),
      })}
      accept={accept}
      value={value}
      onChange={onChange}
      leftSection={<IconFileSpreadsheet size={18} aria-hidden />}
      clearable
      clearButtonProps={{ 'aria-label': t(`${texts}.clear_file`) }}
      maw={520}
      disabled={disabled}
    />
  );
}
