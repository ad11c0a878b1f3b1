import { screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { demoStore } from '../../mock/store/demo-store';
import { serveDemoMock } from '../../mock/testing/demo-api';
import { renderContent } from '../testing/render-content';

serveDemoMock();

describe('/pages/account-settings', () => {
  test('general: the shared e-mail rule, then a save with a success toast', async () => {
    const { user } = await renderContent('/pages/account-settings');
    const email = await screen.findByLabelText('E-mail');
    expect(email).toHaveValue('admin@demo.com');
    await user.clear(email);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Enter an e-mail address.')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    await user.type(email, 'admin@demo');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByText('Enter an e-mail address such as name@example.com.'),
    ).toBeInTheDocument();

    await user.clear(email);
    await user.type(email, 'amina@pamoja.example');
    await user.clear(screen.getByLabelText('Username'));
    await user.type(screen.getByLabelText('Username'), 'amina');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your settings were saved.')).toBeInTheDocument();
    expect(demoStore().accountSetting.general).toMatchObject({
      username: 'amina',
      email: 'amina@pamoja.example',
    });
  }, 45_000);

  test('information and social links follow the shared URL rule', async () => {
    const { user } = await renderContent('/pages/account-settings');
    await user.click(await screen.findByRole('tab', { name: 'Information' }));
    const website = await screen.findByLabelText('Website');
    await user.clear(website);
    await user.type(website, 'pamoja');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByText('Enter a web address such as https://example.com.'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Social' }));
    const facebook = await screen.findByLabelText('Facebook link');
    await user.type(facebook, 'ftp://facebook');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByText('Enter a web address such as https://example.com.'),
    ).toBeInTheDocument();
    await user.clear(facebook);
    await user.type(facebook, 'https://facebook.com/pamoja');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your settings were saved.')).toBeInTheDocument();
    expect(demoStore().accountSetting.social.socialLinks.facebook).toBe(
      'https://facebook.com/pamoja',
    );
  }, 45_000);

  test('notification switches are saved', async () => {
    const { user } = await renderContent('/pages/account-settings');
    await user.click(await screen.findByRole('tab', { name: 'Notifications' }));
    const follow = await screen.findByRole('switch', {
      name: 'E-mail me when someone follows me',
    });
    expect(follow).not.toBeChecked();
    await user.click(follow);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your settings were saved.')).toBeInTheDocument();
    expect(demoStore().accountSetting.notification.followMe).toBe(true);
  });
});
