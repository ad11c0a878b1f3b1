import { describe, expect, test } from 'vitest';
import { dropLesson, moveLesson, moveSection, toOutlineInput } from './outline-order';
import type { OutlineSection } from './outline-order';

const outline: OutlineSection[] = [
  {
    id: 's1',
    title: 'One',
    lessons: [
      { id: 'a', title: 'A' },
      { id: 'b', title: 'B' },
    ],
  },
  { id: 's2', title: 'Two', lessons: [{ id: 'c', title: 'C' }] },
];
const order = (value: OutlineSection[] | null) =>
  value?.map((section) => `${section.id}:${section.lessons.map((l) => l.id).join('')}`);

describe('outline order', () => {
  test('a lesson moves within its section, then crosses into the next one', () => {
    expect(order(moveLesson(outline, 'a', 1))).toEqual(['s1:ba', 's2:c']);
    expect(order(moveLesson(outline, 'b', 1))).toEqual(['s1:a', 's2:bc']);
    expect(order(moveLesson(outline, 'c', -1))).toEqual(['s1:abc', 's2:']);
  });

  test('nothing moves past the first or last place, and the input is left alone', () => {
    expect(moveLesson(outline, 'a', -1)).toBeNull();
    expect(moveLesson(outline, 'c', 1)).toBeNull();
    expect(moveSection(outline, 's1', -1)).toBeNull();
    expect(order(outline)).toEqual(['s1:ab', 's2:c']);
  });

  test('sections move and a dropped lesson lands before its target or at the end', () => {
    expect(order(moveSection(outline, 's2', -1))).toEqual(['s2:c', 's1:ab']);
    expect(order(dropLesson(outline, 'c', { sectionId: 's1', beforeLessonId: 'b' }))).toEqual([
      's1:acb',
      's2:',
    ]);
    expect(order(dropLesson(outline, 'a', { sectionId: 's2' }))).toEqual(['s1:b', 's2:ca']);
    expect(toOutlineInput(outline)).toEqual({
      sections: [
        { id: 's1', lessonIds: ['a', 'b'] },
        { id: 's2', lessonIds: ['c'] },
      ],
    });
  });
});
