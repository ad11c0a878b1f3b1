import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, test, vi } from 'vitest';
import { loadNamespace } from '../../../shared/i18n/i18n';
import { renderRoutes } from '../../../shared/testing/render';
import type { Employee } from '../../mock/schemas/employee-schema';
import { demoStore } from '../../mock/store/demo-store';
import { serveDemoMock } from '../../mock/testing/demo-api';
import { readBlob } from '../lib/spreadsheet';
import { ExportSelectedRoute } from './export-selected-route';
import { ImportRoute } from './import-route';

const saved = vi.hoisted(() => [] as { blob: Blob; name: string }[]);
vi.mock('../../../shared/files/save-download', () => ({
  saveDownload: (blob: Blob, name: string) => saved.push({ blob, name }),
}));

serveDemoMock();
beforeAll(() => Promise.all([loadNamespace('demo-extensions'), loadNamespace('demo-forms')]));

function renderImport(applyAccept = true) {
  const user = userEvent.setup({ applyAccept });
  renderRoutes([{ path: '/extensions/import', element: <ImportRoute /> }], '/extensions/import');
  return user;
}

async function xlsxFile(name: string, rows: (string | number)[][]): Promise<File> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('People');
  rows.forEach((row) => sheet.addRow(row));
  return new File([await workbook.xlsx.writeBuffer()], name);
}

describe('/extensions/import', () => {
  test('reads a CSV the person picks and shows its rows in a table', async () => {
    const user = renderImport();
    const csv = 'Name,Town,Amount\nAmina Otieno,Kisumu,1200\n"Baraka, Jr.",Mombasa,80\n';
    await user.upload(
      await screen.findByLabelText('Choose or drop a CSV or XLSX file'),
      new File([csv], 'members.csv', { type: 'text/csv' }),
    );
    expect(await screen.findByText('members.csv: 2 rows.')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Rows of members.csv' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Town', 'Amount']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Amina OtienoKisumu1200');
    expect(rows[1]).toHaveTextContent('Baraka, Jr.Mombasa80');
  });

  test('reads an XLSX made here with exceljs, and its rows can be searched', async () => {
    const user = renderImport();
    const file = await xlsxFile('staff.xlsx', [
      ['Name', 'Branch', 'Score'],
      ['Wanjiru Kamau', 'Nairobi', 91],
      ['Juma Mwangi', 'Nakuru', 77],
      ['Achieng Odhiambo', 'Kisumu', 85],
    ]);
    await user.upload(await screen.findByLabelText('Choose or drop a CSV or XLSX file'), file);
    expect(
      await screen.findByText('staff.xlsx: 3 rows.', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Rows of staff.xlsx' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Branch', 'Score']);
    expect(within(table).getAllByRole('row')[2]).toHaveTextContent('Juma MwangiNakuru77');

    await user.type(screen.getByRole('searchbox', { name: 'Search the rows' }), 'kisumu');
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveTextContent('Achieng Odhiambo');
  });

  test('says so for a file that is not a spreadsheet', async () => {
    // The picker offers only .csv and .xlsx, but a dropped file can be anything.
    const user = renderImport(false);
    await user.upload(
      await screen.findByLabelText('Choose or drop a CSV or XLSX file'),
      new File(['x'], 'notes.txt'),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'notes.txt is not a CSV or XLSX file.',
    );
  });
});

describe('/extensions/export-selected', () => {
  async function tickAndOpen(user: ReturnType<typeof userEvent.setup>) {
    renderRoutes(
      [{ path: '/extensions/export-selected', element: <ExportSelectedRoute /> }],
      '/extensions/export-selected',
    );
    const [first, , third] = demoStore().employees as Employee[];
    const eleventh = demoStore().employees[10] as Employee;
    const exportButton = await screen.findByRole('button', { name: 'Export selected' });
    expect(exportButton).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: `Select ${first!.full_name}` }));
    await user.click(screen.getByRole('checkbox', { name: `Select ${third!.full_name}` }));
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await user.click(screen.getByRole('checkbox', { name: `Select ${eleventh.full_name}` }));
    expect(screen.getByText('3 selected')).toBeInTheDocument();
    await user.click(exportButton);
    const dialog = await screen.findByRole('dialog', { name: 'Export 3 rows' });
    return { dialog, names: [first!.full_name, third!.full_name, eleventh.full_name] };
  }

  test('a CSV holds only the ticked rows, from every page', async () => {
    saved.length = 0;
    const user = userEvent.setup();
    const { dialog, names } = await tickAndOpen(user);
    await user.click(within(dialog).getByLabelText('CSV'));
    await user.clear(within(dialog).getByLabelText('File name'));
    await user.type(within(dialog).getByLabelText('File name'), 'picked');
    await user.click(within(dialog).getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toBe('picked.csv');
    const lines = (await readBlob(saved[0]!.blob, 'text')).trim().split(/\r?\n/);
    expect(lines[0]).toBe('Name,E-mail,Post,City,Start date,Salary');
    expect(lines).toHaveLength(4);
    names.forEach((name, index) => expect(lines[index + 1]).toContain(name));
  });

  test('an XLSX holds only the ticked rows', async () => {
    saved.length = 0;
    const user = userEvent.setup();
    const { dialog, names } = await tickAndOpen(user);
    await user.click(within(dialog).getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(saved).toHaveLength(1), { timeout: 10_000 });
    expect(saved[0]!.name).toBe('employees.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await readBlob(saved[0]!.blob, 'buffer'));
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(4);
    expect(names.map((_, index) => sheet.getRow(index + 2).getCell(1).text)).toEqual(names);
  });
});
