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
import { demoGet, serveDemoMock } from '../testing/demo-api';

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
