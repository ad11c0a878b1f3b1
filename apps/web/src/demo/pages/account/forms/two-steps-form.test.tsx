import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { renderRoutes } from '../../../../shared/testing/render';
import { DemoTwoStepsForm } from './two-steps-form';

function renderForm() {
  renderRoutes([{ path: '/', element: <DemoTwoStepsForm variant="basic" /> }], '/');
  const boxes = () =>
    [1, 2, 3, 4, 5, 6].map((position) => screen.getByLabelText(`Digit ${position} of 6`));
  return { user: userEvent.setup(), boxes };
}

const values = (boxes: HTMLElement[]) => boxes.map((box) => (box as HTMLInputElement).value);

describe('two-step code', () => {
  test('a digit moves on to the next box, Backspace goes back, letters are ignored', async () => {
    const { user, boxes } = renderForm();
    await screen.findByLabelText('Digit 1 of 6');
    await user.click(boxes()[0]!);
    await user.keyboard('12');
    expect(boxes()[2]).toHaveFocus();
    await user.keyboard('x');
    expect(boxes()[2]).toHaveFocus();
    expect(values(boxes())).toEqual(['1', '2', '', '', '', '']);

    // In an empty box, Backspace clears the box before and goes there.
    await user.keyboard('{Backspace}');
    expect(boxes()[1]).toHaveFocus();
    expect(values(boxes())).toEqual(['1', '', '', '', '', '']);
  });

  test('a pasted code fills every box; the submit button waits for all six', async () => {
    const { user, boxes } = renderForm();
    const submit = await screen.findByRole('button', { name: 'Verify my account' });
    expect(submit).toBeDisabled();
    await user.click(boxes()[3]!);
    await user.paste('987-654');
    expect(values(boxes())).toEqual(['9', '8', '7', '6', '5', '4']);
    expect(boxes()[5]).toHaveFocus();
    expect(submit).toBeEnabled();

    await user.click(submit);
    expect(await screen.findByText(/Code accepted/)).toBeVisible();
    expect(screen.getByText(/Code accepted/).closest('[role="status"]')).toHaveFocus();
  });

  test('one empty box keeps the code incomplete', async () => {
    const { user, boxes } = renderForm();
    await user.click(await screen.findByLabelText('Digit 1 of 6'));
    await user.keyboard('12345');
    expect(screen.getByRole('button', { name: 'Verify my account' })).toBeDisabled();
    await user.keyboard('6');
    expect(values(boxes())).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(screen.getByRole('button', { name: 'Verify my account' })).toBeEnabled();
  });
});
