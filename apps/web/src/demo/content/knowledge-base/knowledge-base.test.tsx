import { screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { serveDemoMock } from '../../mock/testing/demo-api';
import { renderContent } from '../testing/render-content';

serveDemoMock();

describe('/pages/knowledge-base', () => {
  test('search the topics, open one, open an article, go back', async () => {
    const { user, router } = await renderContent('/pages/knowledge-base');
    await screen.findByRole('link', { name: 'Sales Automation' });
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(6);

    await user.type(screen.getByRole('searchbox', { name: 'Search the topics' }), 'email');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Email Marketing',
    ]);
    await user.clear(screen.getByRole('searchbox', { name: 'Search the topics' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search the topics' }), 'qqq');
    expect(screen.getByText('Nothing matches “qqq”.')).toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox', { name: 'Search the topics' }));

    await user.click(screen.getByRole('link', { name: 'API Questions' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Api questions' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/pages/knowledge-base/api-questions');
    const firstQuestion = screen
      .getAllByRole('link')
      .find((link) =>
        link.getAttribute('href')?.startsWith('/pages/knowledge-base/api-questions/'),
      )!;
    const title = firstQuestion.textContent ?? '';
    await user.click(firstQuestion);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Related questions' })).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Back to the topic' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Api questions' }),
    ).toBeInTheDocument();
  }, 45_000);

  test('an unknown topic or article says the page is not found', async () => {
    await renderContent('/pages/knowledge-base/no-such-topic');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the knowledge base' })).toHaveAttribute(
      'href',
      '/pages/knowledge-base',
    );
  });

  test('an unknown article in a real topic is not found either', async () => {
    await renderContent('/pages/knowledge-base/api-questions/nope');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});
