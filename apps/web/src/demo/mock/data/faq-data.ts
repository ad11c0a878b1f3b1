import { withSeed } from '../lib/seeded';
import type { FaqData } from '../schemas/faq-schema';

// The questions are written out (they are what a visitor searches); the answers are filler.
const CATEGORIES: ReadonlyArray<[string, string, string, string, string[]]> = [
  [
    'payment',
    'CreditCard',
    'Payment',
    'Which payment methods are accepted?',
    [
      'Does my subscription automatically renew?',
      'Can I store my credit card information securely?',
      'What payment methods can I use?',
      'Can I pay with a bank transfer?',
    ],
  ],
  [
    'delivery',
    'ShoppingBag',
    'Delivery',
    'Where and when will my order arrive?',
    [
      'How would you ship my order?',
      'What is the delivery cost of my order?',
      'My order has not arrived: what now?',
    ],
  ],
  [
    'cancellationReturn',
    'RefreshCw',
    'Cancellation & Return',
    'How to cancel or return an order?',
    [
      'Can I cancel my order?',
      'Can I return my product?',
      'Where can I view the status of my return?',
    ],
  ],
  [
    'myOrders',
    'Package',
    'My Orders',
    'Where is my order?',
    [
      'Has my order been successful?',
      'My promotion code is not working: what can I do?',
      'How do I track my orders?',
    ],
  ],
  [
    'productServices',
    'Settings',
    'Product & Services',
    'How do the products work?',
    [
      'Will I be notified once my order has shipped?',
      'Where can I find the warranty of my product?',
      'How can I change the delivery address?',
    ],
  ],
];

export function buildFaq(): FaqData {
  return withSeed('faq', (f) =>
    Object.fromEntries(
      CATEGORIES.map(([key, icon, title, subtitle, questions]) => [
        key,
        {
          icon,
          title,
          subtitle,
          qandA: questions.map((question) => ({ question, answer: f.lorem.paragraph() })),
        },
      ]),
    ),
  );
}
