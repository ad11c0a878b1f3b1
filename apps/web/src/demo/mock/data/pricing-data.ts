import { pictureImage } from '../lib/placeholder-image';
import type { PricingData } from '../schemas/pricing-schema';

/** Fixed prices: Standard is 40 a month billed yearly (480), Enterprise 80 (960). */
export function buildPricing(): PricingData {
  return {
    basicPlan: {
      title: 'Basic',
      img: pictureImage('Basic', 140, 140),
      subtitle: 'A simple start for everyone',
      monthlyPrice: 0,
      yearlyPlan: { perMonth: 0, totalAnnual: 0 },
      planBenefits: [
        '100 responses a month',
        'Unlimited forms and surveys',
        'Unlimited fields',
        'Basic form creation tools',
        'Up to 2 subdomains',
      ],
      popular: false,
    },
    standardPlan: {
      title: 'Standard',
      img: pictureImage('Standard', 140, 140),
      subtitle: 'For small to medium businesses',
      monthlyPrice: 49,
      yearlyPlan: { perMonth: 40, totalAnnual: 480 },
      planBenefits: [
        'Unlimited responses',
        'Unlimited forms and surveys',
        'Instagram profile page',
        'Google Docs integration',
        'Custom “Thank you” page',
      ],
      popular: true,
    },
    enterprisePlan: {
      title: 'Enterprise',
      img: pictureImage('Enterprise', 140, 140),
      subtitle: 'Solution for big organizations',
      monthlyPrice: 99,
      yearlyPlan: { perMonth: 80, totalAnnual: 960 },
      planBenefits: [
        'PayPal payments',
        'Logic jumps',
        'File upload with 5GB storage',
        'Custom domain support',
        'Stripe integration',
      ],
      popular: false,
    },
    qandA: [
      {
        question: 'Does my subscription automatically renew?',
        answer: 'Yes: a plan renews at the end of each period until it is cancelled.',
      },
      {
        question: 'How many sites can I use it on?',
        answer: 'A plan covers one end product; each further product needs its own plan.',
      },
      {
        question: 'What does a regular licence allow?',
        answer: 'Use in a single end product that its users are not charged for.',
      },
      {
        question: 'Can I change my plan later?',
        answer: 'Yes: move up or down at any time; the difference is settled on the next bill.',
      },
    ],
  };
}
