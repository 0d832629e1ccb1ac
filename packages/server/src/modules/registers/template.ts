import ExcelJS from 'exceljs';
import type { RegisterDefinition } from '@cargo-sentry/contracts/registers/columns';
import { registerDefinitions } from '@cargo-sentry/contracts/registers/definitions';
import type { RegisterName, TemplateFormat } from '@cargo-sentry/contracts/registers/registers';
import { spreadsheetLimits } from '@cargo-sentry/contracts/shared/spreadsheet-import';
import {
  addTemplateSheets,
  csvTemplate,
  importNotes,
  xlsxContentType,
  type DownloadFile,
  type TemplateColumns,
} from '../../platform/spreadsheet-template';

/** The file staff fill to import a register (platform/spreadsheet-template.ts says what it holds). */

export async function registerTemplate(name: RegisterName, format: TemplateFormat): Promise<DownloadFile> {
  const definition = registerDefinitions[name] as RegisterDefinition;
  const columns = Object.entries(definition.columns) as TemplateColumns;
  if (format === 'csv') {
    return { fileName: `${name}-template.csv`, contentType: 'text/csv; charset=utf-8', data: csvTemplate(columns) };
  }
  const workbook = new ExcelJS.Workbook();
  addTemplateSheets(workbook, columns, importNotes(spreadsheetLimits));
  return {
    fileName: `${name}-template.xlsx`,
    contentType: xlsxContentType,
    data: Buffer.from(await workbook.xlsx.writeBuffer()),
  };
}
