import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, test } from 'vitest';
import { QuantityInput } from './quantity-input';

function Field({ max }: { max: number }) {
  const [value, setValue] = useState(2);
  return (
    <>
      <QuantityInput value={value} onChange={setValue} label="Quantity of tea" max={max} />
      <output>{value}</output>
    </>
  );
}

describe('a quantity field', () => {
  test('steps between 1 and its own maximum, and ignores a typed number past it', async () => {
    const user = userEvent.setup();
    render(<Field max={3} />);
    await user.click(screen.getByRole('button', { name: 'One more' }));
    expect(screen.getByRole('status')).toHaveTextContent('3');
    expect(screen.getByRole('button', { name: 'One more' })).toBeDisabled();

    const box = screen.getByLabelText('Quantity of tea');
    await user.clear(box);
    await user.type(box, '4');
    expect(screen.getByRole('status')).toHaveTextContent('3');
    await user.tab();
    expect(box).toHaveValue('3');
    expect(box).toHaveAccessibleDescription('From 1 to 3.');

    await user.click(screen.getByRole('button', { name: 'One less' }));
    await user.click(screen.getByRole('button', { name: 'One less' }));
    expect(screen.getByRole('status')).toHaveTextContent('1');
    expect(screen.getByRole('button', { name: 'One less' })).toBeDisabled();
  });
});
