import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { serveDemoMock } from '../../mock/testing/demo-api';
import { demoStore } from '../../mock/store/demo-store';
import { renderContent } from '../testing/render-content';

serveDemoMock();

const cardTitles = () =>
  within(screen.getAllByRole('list')[0]!)
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

describe('/pages/blog/list', () => {
  test('six posts to a page; the search and a category narrow them', async () => {
    const { user } = await renderContent('/pages/blog/list');
    await screen.findByRole('heading', { name: 'Recent posts' });
    const posts = demoStore().blog.posts.map(({ item }) => item);
    await waitFor(() => expect(cardTitles()).toHaveLength(6));
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(cardTitles()).toEqual(posts.slice(6).map((post) => post.title));

    const wanted = posts[4]!;
    await user.type(
      screen.getByRole('searchbox', { name: 'Search the posts' }),
      wanted.title.slice(0, 12),
    );
    expect(cardTitles()).toContain(wanted.title);
    expect(cardTitles().length).toBeLessThan(posts.length);
    await user.type(screen.getByRole('searchbox', { name: 'Search the posts' }), 'qqqq');
    expect(screen.getByText('No post matches this search.')).toBeInTheDocument();

    await user.clear(screen.getByRole('searchbox', { name: 'Search the posts' }));
    await user.click(screen.getByRole('button', { name: 'Food' }));
    expect(screen.getByRole('button', { name: 'Food' })).toHaveAttribute('aria-pressed', 'true');
    const food = posts.filter((post) => post.tags.includes('Food')).map((post) => post.title);
    expect(cardTitles()).toEqual(food.slice(0, 6));
  }, 45_000);
});

describe('/pages/blog/detail/:id', () => {
  test('"Leave a comment" checks its fields, then the comment joins the list', async () => {
    const { user } = await renderContent('/pages/blog/detail/2');
    const post = demoStore().blog.posts[1]!;
    const before = post.comments.length;
    await screen.findByRole('heading', { level: 1, name: post.item.title });
    const form = screen.getByRole('form', { name: 'Leave a comment' });

    await user.click(within(form).getByRole('button', { name: 'Post comment' }));
    expect(await within(form).findByText('Enter an e-mail address.')).toBeInTheDocument();
    expect(within(form).getAllByText('This field is required.')).toHaveLength(2);

    await user.type(within(form).getByLabelText('Name'), 'Amina Wanjiru');
    await user.type(within(form).getByLabelText('E-mail'), 'amina@');
    await user.type(within(form).getByLabelText('Website'), 'not a site');
    await user.type(within(form).getByLabelText('Comment'), 'Asante kwa makala hii.');
    await user.click(within(form).getByRole('button', { name: 'Post comment' }));
    expect(
      await within(form).findByText('Enter an e-mail address such as name@example.com.'),
    ).toBeInTheDocument();
    expect(
      within(form).getByText('Enter a web address such as https://example.com.'),
    ).toBeInTheDocument();

    await user.clear(within(form).getByLabelText('E-mail'));
    await user.type(within(form).getByLabelText('E-mail'), 'amina@example.com');
    await user.clear(within(form).getByLabelText('Website'));
    await user.click(within(form).getByRole('button', { name: 'Post comment' }));

    expect(await screen.findByText('Your comment was posted.')).toBeInTheDocument();
    expect(await screen.findByText('Asante kwa makala hii.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: `${before + 1} comments` })).toBeInTheDocument();
    expect(within(form).getByLabelText('Name')).toHaveValue('');
  }, 45_000);

  test('an unknown post says so', async () => {
    await renderContent('/pages/blog/detail/99');
    expect(
      await screen.findByRole('heading', { name: 'This post does not exist.' }),
    ).toBeInTheDocument();
  });
});
