import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { serveDemoMock } from '../../mock/testing/demo-api';
import { renderContent } from '../testing/render-content';

serveDemoMock();

const keyNames = () =>
  screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

describe('/pages/api-key', () => {
  test('create needs a name and an access level; the new key heads the list', async () => {
    const { user } = await renderContent('/pages/api-key');
    await screen.findByRole('heading', { level: 3, name: 'Server key 1' });
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(screen.getByText('Choose an access level.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Key name'), 'Mobile app');
    await user.selectOptions(screen.getByLabelText('Access level'), 'Read only');
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    expect(await screen.findByText('Key “Mobile app” created.')).toBeInTheDocument();
    await waitFor(() => expect(keyNames()[0]).toBe('Mobile app'));
    expect(screen.getByLabelText('Key name')).toHaveValue('');
  }, 45_000);

  test('copy puts the key on the clipboard', async () => {
    const { user } = await renderContent('/pages/api-key');
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(await screen.findByRole('button', { name: 'Copy the key Server key 2' }));
    const item = screen.getByRole('heading', { name: 'Server key 2' }).closest('li') as HTMLElement;
    expect(writeText).toHaveBeenCalledWith(within(item).getByText(/^[0-9a-f-]{35}$/).textContent);
    expect(
      await screen.findByText('Key “Server key 2” copied to the clipboard.'),
    ).toBeInTheDocument();
  });

  test('delete asks first; cancel keeps the key, confirm removes it', async () => {
    const { user } = await renderContent('/pages/api-key');
    await user.click(await screen.findByRole('button', { name: 'Delete the key Server key 3' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete this API key?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(keyNames()).toContain('Server key 3');

    await user.click(screen.getByRole('button', { name: 'Delete the key Server key 3' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete this API key?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete key' }));
    expect(await screen.findByText('Key “Server key 3” deleted.')).toBeInTheDocument();
    await waitFor(() => expect(keyNames()).toEqual(['Server key 1', 'Server key 2']));
  });
});
