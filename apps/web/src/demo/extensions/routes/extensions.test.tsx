import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, test } from 'vitest';
import { loadNamespace } from '../../../shared/i18n/i18n';
import { renderRoutes } from '../../../shared/testing/render';
import { ContextMenuRoute } from './context-menu-route';
import { RatingsRoute } from './ratings-route';
import { SweetAlertRoute } from './sweet-alert-route';

beforeAll(() => Promise.all([loadNamespace('demo-extensions'), loadNamespace('demo-forms')]));

describe('/extensions/context-menu', () => {
  test('Shift+F10 opens the menu, the arrows move, Enter picks and the focus comes back', async () => {
    const user = userEvent.setup();
    renderRoutes([{ path: '/', element: <ContextMenuRoute /> }], '/');
    const area = await screen.findByRole('group', { name: 'Right click' });
    area.focus();
    await user.keyboard('{Shift>}{F10}{/Shift}');
    const menu = screen.getByRole('menu', { name: 'Right click' });
    expect(within(menu).getByRole('menuitem', { name: 'Copy' })).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: 'Rename' })).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(within(menu).getByRole('menuitem', { name: 'Archive' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(area).toHaveFocus();
    expect(screen.getByText('Archive (from Right click)')).toBeInTheDocument();

    await user.pointer({ keys: '[MouseRight]', target: area });
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(area).toHaveFocus();
  });
});

describe('/extensions/ratings', () => {
  test('the stars are a radio group the arrow keys change', async () => {
    const user = userEvent.setup();
    renderRoutes([{ path: '/', element: <RatingsRoute /> }], '/');
    const group = await screen.findByRole('group', { name: 'Rate the service' });
    const three = within(group).getByRole('radio', { name: '3 stars' });
    expect(three).toBeChecked();
    three.focus();
    await user.keyboard('{ArrowRight}');
    expect(within(group).getByRole('radio', { name: '4 stars' })).toBeChecked();
    expect(screen.getAllByText('4 of 5')[0]).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Average rating: 3.5 of 5' })).toBeInTheDocument();
  });
});

describe('/extensions/sweet-alert', () => {
  test('the confirmation asks first, then says what happened', async () => {
    const user = userEvent.setup();
    renderRoutes([{ path: '/', element: <SweetAlertRoute /> }], '/');
    await user.click(await screen.findByRole('button', { name: 'Delete the file' }));
    const ask = await screen.findByRole('dialog', { name: 'Are you sure?' });
    await user.click(within(ask).getByRole('button', { name: 'Yes, delete it' }));
    expect(await screen.findByRole('dialog', { name: 'Deleted!' })).toBeInTheDocument();
  });
});
