import { render, screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { Table } from './table';

describe('Table', () => {
  test('scrolls in a named region a keyboard can reach', () => {
    render(
      <Table caption="Transactions">
        <tbody>
          <tr>
            <td>KES 500</td>
          </tr>
        </tbody>
      </Table>,
    );
    const region = screen.getByRole('region', { name: 'Transactions' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toContainElement(screen.getByRole('table', { name: 'Transactions' }));
  });
});
