import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTranslation } from 'react-i18next';
import { describe, expect, test } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from './i18n';
import { LanguageSwitcher } from './language-switcher';

function SignInLabel() {
  const { t } = useTranslation();
  return <p>{t('auth.login.submit')}</p>;
}

describe('LanguageSwitcher', () => {
  test.each([
    ['sw', 'Ingia', 'Lugha'],
    ['fr', 'Se connecter', 'Langue'],
  ])('switches to %s, loading its file on demand', async (code, signIn, label) => {
    const user = userEvent.setup();
    render(
      <>
        <LanguageSwitcher />
        <SignInLabel />
      </>,
    );
    expect(screen.getByText('Sign in')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Language'), code);

    expect(await screen.findByText(signIn)).toBeInTheDocument();
    expect(screen.getByLabelText(label)).toHaveValue(code);
    expect(document.documentElement.lang).toBe(code);
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe(code);
  });
});
