import { isoDay, slugify } from '../lib/format';
import { pictureImage } from '../lib/placeholder-image';
import { withSeed } from '../lib/seeded';
import type { KbCategory, KbGroup, KbQuestion } from '../schemas/knowledge-base-schema';

const CATEGORIES: ReadonlyArray<[string, string]> = [
  ['Sales Automation', 'There is perhaps no better demonstration of the folly of human conceits.'],
  ['Marketing Automation', 'Look again at that dot. That’s here. That’s home. That’s us.'],
  ['API Questions', 'Every hero and coward, every creator and destroyer of civilization.'],
  ['Personalization', 'It has been said that astronomy is a humbling experience.'],
  ['Email Marketing', 'Every saint and sinner in the history of our species lived there.'],
  ['Demand Generation', 'A mote of dust suspended in a sunbeam.'],
];
const GROUP_ICONS: ReadonlyArray<[string, string]> = [
  ['Box', 'success'],
  ['Lock', 'info'],
  ['Users', 'primary'],
];

export interface KnowledgeBase {
  categories: KbCategory[];
  /** Groups of questions by category slug. */
  groups: Record<string, KbGroup[]>;
  /** Articles by `category/question` slug pair. */
  questions: Record<string, KbQuestion>;
}

export function buildKnowledgeBase(): KnowledgeBase {
  return withSeed('knowledge-base', (f) => {
    let nextQuestionId = 1;
    const groups: Record<string, KbGroup[]> = {};
    const questions: Record<string, KbQuestion> = {};
    const categories = CATEGORIES.map(([title, desc], index): KbCategory => {
      const category = slugify(title);
      const categoryGroups = GROUP_ICONS.slice(0, 2 + (index % 2)).map(([icon, iconColor], g) => ({
        id: g + 1,
        title: `${title}: ${f.word.words({ count: 2 })}`,
        icon,
        iconColor,
        questions: Array.from({ length: f.number.int({ min: 3, max: 5 }) }, () => {
          const id = nextQuestionId++;
          const question = `How to ${f.hacker.verb()} the ${f.hacker.noun()}?`;
          // The id keeps two questions worded alike apart.
          return { id, question, slug: `${slugify(question)}-${id}` };
        }),
      }));
      groups[category] = categoryGroups;
      const all = categoryGroups.flatMap((group) => group.questions);
      for (const item of all) {
        questions[`${category}/${item.slug}`] = {
          title: item.question,
          lastUpdated: isoDay(f.date.recent({ days: 200 })),
          relatedQuestions: all.filter((other) => other.id !== item.id).slice(0, 5),
          content: f.lorem.paragraphs(3, '\n').split('\n'),
        };
      }
      return { id: index + 1, category, img: pictureImage(title, 300, 180), title, desc };
    });
    return { categories, groups, questions };
  });
}
