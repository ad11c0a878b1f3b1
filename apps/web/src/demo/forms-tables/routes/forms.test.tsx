import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, test } from 'vitest';
import { loadNamespace } from '../../../shared/i18n/i18n';
import { renderRoutes } from '../../../shared/testing/render';
import { FormRepeaterRoute } from './form-repeater-route';
import { FormValidationRoute } from './form-validation-route';
import { FormWizardRoute } from './form-wizard-route';

beforeAll(() => loadNamespace('demo-forms'));

function cardOf(title: string) {
  return screen.getByRole('heading', { name: title, level: 2 }).closest('section') as HTMLElement;
}

describe('/forms/wizard', () => {
  test('Next stays on a step until its fields are right, then moves on; Previous goes back', async () => {
    const user = userEvent.setup();
    renderRoutes([{ path: '/forms/wizard', element: <FormWizardRoute /> }], '/forms/wizard');
    await screen.findByRole('heading', { name: 'Horizontal wizard' });
    const card = within(cardOf('Horizontal wizard'));
    const current = () => card.getByRole('listitem', { current: 'step' });

    await user.click(card.getByRole('button', { name: 'Next' }));
    expect(current()).toHaveTextContent('Account details');
    expect(card.getByLabelText('Username')).toHaveAccessibleDescription('At least 3 characters.');
    expect(card.getByLabelText('E-mail')).toHaveAccessibleDescription(
      'Enter a valid e-mail address.',
    );
    expect(card.getByLabelText('Username')).toHaveFocus();

    await user.type(card.getByLabelText('Username'), 'amina');
    await user.type(card.getByLabelText('E-mail'), 'amina@example.com');
    await user.type(card.getByLabelText('Password'), 'long-secret');
    await user.type(card.getByLabelText('Confirm password'), 'other-secret');
    await user.click(card.getByRole('button', { name: 'Next' }));
    expect(current()).toHaveTextContent('Account details');
    expect(card.getByLabelText('Confirm password')).toHaveAccessibleDescription(
      'The passwords do not match.',
    );

    await user.clear(card.getByLabelText('Confirm password'));
    await user.type(card.getByLabelText('Confirm password'), 'long-secret');
    await user.click(card.getByRole('button', { name: 'Next' }));
    expect(current()).toHaveTextContent('Personal info');
    expect(card.getByRole('heading', { name: 'Step 2 of 4: Personal info' })).toBeInTheDocument();
    // The later steps' empty fields did not stop the first one.
    await user.click(card.getByRole('button', { name: 'Next' }));
    expect(current()).toHaveTextContent('Personal info');
    expect(card.getByLabelText('Country')).toHaveAccessibleDescription('Required.');

    await user.click(card.getByRole('button', { name: 'Previous' }));
    expect(current()).toHaveTextContent('Account details');
    expect(card.getByLabelText('Username')).toHaveValue('amina');
  });

  test('the last step submits the whole form', async () => {
    const user = userEvent.setup();
    renderRoutes([{ path: '/forms/wizard', element: <FormWizardRoute /> }], '/forms/wizard');
    await screen.findByRole('heading', { name: 'Vertical wizard' });
    const card = within(cardOf('Vertical wizard'));
    const fill = async (values: Record<string, string>) => {
      for (const [label, value] of Object.entries(values))
        await user.type(card.getByLabelText(label), value);
      await user.click(card.getByRole('button', { name: 'Next' }));
    };
    await fill({
      Username: 'baraka',
      'E-mail': 'b@example.com',
      Password: 'password1',
      'Confirm password': 'password1',
    });
    await user.type(card.getByLabelText('First name'), 'Baraka');
    await user.type(card.getByLabelText('Last name'), 'Mwangi');
    await user.selectOptions(card.getByLabelText('Country'), 'Kenya');
    await user.click(card.getByRole('button', { name: 'Next' }));
    await fill({ Address: '12 Moi Avenue', 'Town or city': 'Nairobi', Postcode: '123' });
    expect(card.getByLabelText('Postcode')).toHaveAccessibleDescription(
      'Enter a postcode of 5 digits.',
    );
    await user.clear(card.getByLabelText('Postcode'));
    await fill({ Postcode: '00100' });
    await user.type(card.getByLabelText('LinkedIn address'), 'not a link');
    await user.click(card.getByRole('button', { name: 'Submit' }));
    expect(card.getByLabelText('LinkedIn address')).toHaveAccessibleDescription(
      'Enter a valid address (https://…).',
    );
    await user.clear(card.getByLabelText('LinkedIn address'));
    await user.click(card.getByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByText('Thank you, Baraka: the wizard is complete.'),
    ).toBeInTheDocument();
    expect(card.getByRole('listitem', { current: 'step' })).toHaveTextContent('Account details');
  });
});

describe('/forms/form-validation', () => {
  test('the schema’s messages show on submit and go once the fields are right', async () => {
    const user = userEvent.setup();
    renderRoutes(
      [{ path: '/forms/form-validation', element: <FormValidationRoute /> }],
      '/forms/form-validation',
    );
    await screen.findByRole('heading', { name: 'Basic' });
    const card = within(cardOf('Basic'));
    await user.click(card.getByRole('button', { name: 'Submit' }));
    expect(card.getByLabelText('First name')).toHaveAccessibleDescription('Required.');
    expect(card.getByLabelText('Phone number')).toHaveAccessibleDescription(
      'Enter a phone number of 9 digits after +254.',
    );
    expect(card.getByLabelText('I accept the terms')).toHaveAccessibleDescription(
      'Accept the terms to go on.',
    );
    await user.type(card.getByLabelText('First name'), 'Amina');
    await user.type(card.getByLabelText('E-mail'), 'amina@example.com');
    await user.type(card.getByLabelText('Password'), 'long-secret');
    await user.type(card.getByLabelText('Phone number'), '712345678');
    await user.click(card.getByLabelText('I accept the terms'));
    await user.click(card.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Thank you, Amina: the form is valid.')).toBeInTheDocument();
  });

  test('onChange checks as one types', async () => {
    const user = userEvent.setup();
    renderRoutes(
      [{ path: '/forms/form-validation', element: <FormValidationRoute /> }],
      '/forms/form-validation',
    );
    await screen.findByRole('heading', { name: 'Schema with onChange' });
    const card = within(cardOf('Schema with onChange'));
    await user.type(card.getByLabelText('E-mail'), 'amina@');
    expect(card.getByLabelText('E-mail')).toHaveAccessibleDescription(
      'Enter a valid e-mail address.',
    );
    await user.type(card.getByLabelText('E-mail'), 'example.com');
    expect(card.getByLabelText('E-mail')).not.toHaveAccessibleDescription();
  });
});

describe('/forms/form-repeater', () => {
  test('each row’s price and the totals follow the rows added, typed and removed', async () => {
    const user = userEvent.setup();
    renderRoutes(
      [{ path: '/forms/form-repeater', element: <FormRepeaterRoute /> }],
      '/forms/form-repeater',
    );
    await screen.findByRole('heading', { name: 'Repeating forms' });
    const card = within(cardOf('Repeating forms'));
    const total = () => card.getByText('Total').nextElementSibling;
    expect(card.getByRole('status', { name: 'Price of item 1' })).toHaveTextContent(/240/);
    expect(total()).toHaveTextContent(/240/);

    await user.click(card.getByRole('button', { name: 'Add item' }));
    const second = within(card.getByRole('group', { name: 'Item 2' }));
    await user.type(second.getByLabelText('Item name'), 'Sugar');
    await user.type(second.getByLabelText('Cost'), '99.5');
    await user.clear(second.getByLabelText('Quantity'));
    await user.type(second.getByLabelText('Quantity'), '3');
    expect(card.getByRole('status', { name: 'Price of item 2' })).toHaveTextContent(/298\.50/);
    expect(total()).toHaveTextContent(/538\.50/);
    expect(card.getByText('Items').nextElementSibling).toHaveTextContent('5');

    await user.click(card.getByRole('button', { name: 'Remove Item 1' }));
    await waitFor(() => expect(total()).toHaveTextContent(/298\.50/));
    expect(card.getAllByRole('group')).toHaveLength(1);
    await user.click(card.getByRole('button', { name: 'Remove Item 1' }));
    expect(card.getByText('No item rows. Add one.')).toBeInTheDocument();
    expect(total()).toHaveTextContent(/0/);
  });
});
