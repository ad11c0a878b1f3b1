import { describe, expect, test } from 'vitest';
import { accountSettingSchema } from '../schemas/account-setting-schema';
import { filmSchema } from '../schemas/autocomplete-schema';
import {
  blogDetailSchema,
  blogEditSchema,
  blogListItemSchema,
  blogSidebarSchema,
} from '../schemas/blog-schema';
import { faqDataSchema } from '../schemas/faq-schema';
import {
  kbCategorySchema,
  kbGroupSchema,
  kbQuestionSchema,
} from '../schemas/knowledge-base-schema';
import { pricingDataSchema } from '../schemas/pricing-schema';
import { profileDataSchema } from '../schemas/profile-schema';
import { apiKeySchema } from '../schemas/api-key-schema';
import { profilePostPageSchema } from '../schemas/profile-schema';
import { demoCall, demoGet, serveDemoMock } from '../testing/demo-api';

serveDemoMock();

describe('FAQ', () => {
  test('every category without a search; a search keeps matching questions only', async () => {
    const all = faqDataSchema.parse((await demoGet('/faq/data')).body);
    expect(Object.keys(all)).toEqual([
      'payment',
      'delivery',
      'cancellationReturn',
      'myOrders',
      'productServices',
    ]);
    const found = faqDataSchema.parse((await demoGet('/faq/data', { q: 'WARRANTY' })).body);
    expect(Object.keys(found)).toEqual(['productServices']);
    expect(found.productServices?.qandA.map((item) => item.question)).toEqual([
      'Where can I find the warranty of my product?',
    ]);
    expect((await demoGet('/faq/data', { q: 'zzz' })).body).toEqual({});
  });
});

describe('knowledge base', () => {
  test('categories, their question groups and an article; unknown ones are 404s', async () => {
    const categories = (await demoGet<unknown[]>('/faq/data/knowledge_base')).body.map((item) =>
      kbCategorySchema.parse(item),
    );
    expect(categories).toHaveLength(6);
    const category = categories[0]?.category as string;
    const groups = (await demoGet<unknown[]>('/faq/data/category', { category })).body.map((item) =>
      kbGroupSchema.parse(item),
    );
    const question = groups[0]?.questions[0];
    expect(question).toBeDefined();
    const article = await demoGet('/faq/data/question', {
      category,
      question: question?.slug ?? '',
    });
    expect(kbQuestionSchema.parse(article.body).title).toBe(question?.question);
    expect((await demoGet('/faq/data/category', { category: 'nope' })).status).toBe(404);
    expect((await demoGet('/faq/data/question', { category, question: 'nope' })).status).toBe(404);
  });
});

describe('blog', () => {
  test('list, sidebar, detail and edit data; an unknown post is a 404', async () => {
    const list = (await demoGet<unknown[]>('/blog/list/data')).body.map((item) =>
      blogListItemSchema.parse(item),
    );
    expect(list.length).toBeGreaterThan(0);
    expect(
      blogSidebarSchema.parse((await demoGet('/blog/list/data/sidebar')).body).recentPosts.length,
    ).toBeGreaterThan(0);
    const detail = blogDetailSchema.parse(
      (await demoGet('/blog/list/data/detail', { id: '2' })).body,
    );
    expect(detail.blog.title).toBe(list[1]?.title);
    expect(detail.comments).toHaveLength(list[1]?.comment ?? -1);
    expect(blogDetailSchema.parse((await demoGet('/blog/list/data/detail')).body).blog.id).toBe(1);
    const edit = blogEditSchema.parse((await demoGet('/blog/list/data/edit', { id: '3' })).body);
    expect(edit).toMatchObject({ id: 3, blogTitle: list[2]?.title, status: 'Published' });
    expect((await demoGet('/blog/list/data/detail', { id: '99' })).status).toBe(404);
  });
});

describe('pricing, profile, account settings, autocomplete', () => {
  test('pricing holds the fixed prices, Standard marked popular', async () => {
    const pricing = pricingDataSchema.parse((await demoGet('/pricing/data')).body);
    expect(pricing.basicPlan).toMatchObject({ monthlyPrice: 0, popular: false });
    expect(pricing.standardPlan).toMatchObject({
      monthlyPrice: 49,
      yearlyPlan: { perMonth: 40, totalAnnual: 480 },
      popular: true,
    });
    expect(pricing.enterprisePlan).toMatchObject({
      monthlyPrice: 99,
      yearlyPlan: { perMonth: 80, totalAnnual: 960 },
      popular: false,
    });
    expect(pricing.qandA.length).toBeGreaterThan(0);
  });

  test('profile and account-setting data have their shapes', async () => {
    expect(
      profileDataSchema.parse((await demoGet('/profile/data')).body).post.length,
    ).toBeGreaterThan(0);
    const settings = accountSettingSchema.parse((await demoGet('/account-setting/data')).body);
    expect(settings.general.email).toBe('admin@demo.com');
  });

  test('100 films ranked 1 to 100, each title once', async () => {
    const films = (await demoGet<unknown[]>('/api/autocomplete/data')).body.map((item) =>
      filmSchema.parse(item),
    );
    expect(films.map((film) => film.rank)).toEqual(
      Array.from({ length: 100 }, (_, index) => index + 1),
    );
    expect(new Set(films.map((film) => film.title)).size).toBe(100);
  });
});

describe('changes the content pages make', () => {
  test('a blog comment is checked, then joins the post and its count', async () => {
    const bad = await demoCall('POST', '/blog/list/data/comment', {
      body: { id: 2, name: '', email: 'nope', website: 'x', commentText: '' },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys((bad.body as { error: object }).error).sort()).toEqual([
      'commentText',
      'email',
      'name',
      'website',
    ]);
    const before = blogDetailSchema.parse(
      (await demoGet('/blog/list/data/detail', { id: '2' })).body,
    );
    const made = await demoCall('POST', '/blog/list/data/comment', {
      body: {
        id: 2,
        name: 'Amina',
        email: 'amina@example.com',
        website: '',
        commentText: 'Asante!',
      },
    });
    expect(made.status).toBe(201);
    const after = blogDetailSchema.parse(
      (await demoGet('/blog/list/data/detail', { id: '2' })).body,
    );
    expect(after.comments).toHaveLength(before.comments.length + 1);
    expect(after.comments.at(-1)).toMatchObject({ userFullName: 'Amina', commentText: 'Asante!' });
    expect(after.blog.comments).toBe(before.comments.length + 1);
    const unknown = await demoCall('POST', '/blog/list/data/comment', {
      body: { id: 99, name: 'A', email: 'a@b.co', website: '', commentText: 'x' },
    });
    expect(unknown.status).toBe(404);
  });

  test('API keys: listed, created with a name and access, deleted by id', async () => {
    const list = (await demoGet<unknown[]>('/api-key/data')).body.map((item) =>
      apiKeySchema.parse(item),
    );
    expect(list.map((key) => key.access)).toEqual(['full', 'read-write', 'read']);
    expect(
      (await demoCall('POST', '/api-key/add', { body: { name: '', access: 'read' } })).status,
    ).toBe(400);
    const made = await demoCall('POST', '/api-key/add', { body: { name: 'CI', access: 'read' } });
    expect(made.status).toBe(201);
    const key = apiKeySchema.parse(made.body);
    expect(key).toMatchObject({ id: 4, name: 'CI', access: 'read' });
    expect(key.key).toMatch(/^[0-9a-f]{8}(-[0-9a-f]{8}){3}$/);
    expect((await demoGet<unknown[]>('/api-key/data')).body).toHaveLength(4);
    expect((await demoCall('DELETE', '/api-key/delete', { query: { id: 4 } })).status).toBe(200);
    expect((await demoGet<unknown[]>('/api-key/data')).body).toHaveLength(3);
    expect((await demoCall('DELETE', '/api-key/delete', { query: { id: 4 } })).status).toBe(404);
  });

  test('account settings save one section at a time; a bad section is a 400', async () => {
    const saved = await demoCall('POST', '/account-setting/update', {
      body: {
        section: 'general',
        values: {
          avatar: '',
          username: 'amina',
          fullName: 'Amina W',
          email: 'a@b.co',
          company: 'P',
        },
      },
    });
    expect(saved.status).toBe(200);
    const settings = accountSettingSchema.parse((await demoGet('/account-setting/data')).body);
    expect(settings.general.username).toBe('amina');
    const bad = await demoCall('POST', '/account-setting/update', {
      body: { section: 'nope', values: {} },
    });
    expect(bad.status).toBe(400);
  });

  test('profile "load more" pages through older posts until there are none', async () => {
    const second = profilePostPageSchema.parse(
      (await demoGet('/profile/data/posts', { page: 2 })).body,
    );
    expect(second.posts).toHaveLength(2);
    expect(second.hasMore).toBe(true);
    const third = profilePostPageSchema.parse(
      (await demoGet('/profile/data/posts', { page: 3 })).body,
    );
    expect(third.hasMore).toBe(false);
    expect(
      (await demoGet<{ posts: unknown[] }>('/profile/data/posts', { page: 4 })).body.posts,
    ).toEqual([]);
  });
});
