import { describe, expect, it } from 'vitest';
import { lessonPosition, lessonsInOrder, startingLessonId } from './lesson-order';
import { testId, testLesson, testPlayer } from '@/test/fixtures/player-fixtures';

const lessons = lessonsInOrder(testPlayer().modules);
const [first, second, third] = lessons;

describe('lessonsInOrder', () => {
  it('takes the modules in order and each module’s lessons in order', () => {
    expect(lessons.map((lesson) => lesson.title)).toEqual(['Lección 1', 'Lección 2', 'Lección 3']);
  });

  it('skips modules without lessons', () => {
    const modules = [
      { id: testId(20), title: 'Vacío', description: null, lessons: [] },
      { id: testId(21), title: 'Uno', description: null, lessons: [testLesson(7)] },
    ];
    expect(lessonsInOrder(modules).map((lesson) => lesson.title)).toEqual(['Lección 7']);
  });
});

describe('startingLessonId', () => {
  it('opens the lesson named in the address first', () => {
    expect(startingLessonId(lessons, third.id, second.id)).toBe(third.id);
  });

  it('else the lesson the student opened last', () => {
    expect(startingLessonId(lessons, null, second.id)).toBe(second.id);
  });

  it('else the first lesson', () => {
    expect(startingLessonId(lessons, null, null)).toBe(first.id);
  });

  it('passes over ids that are not lessons of this course', () => {
    expect(startingLessonId(lessons, testId(999), second.id)).toBe(second.id);
    expect(startingLessonId(lessons, 'not-an-id', testId(998))).toBe(first.id);
  });

  it('has nothing to open in a course without lessons', () => {
    expect(startingLessonId([], first.id, first.id)).toBeNull();
  });
});

describe('lessonPosition', () => {
  it('counts through the whole course, across modules', () => {
    expect(lessonPosition(lessons, third.id)).toEqual({
      lesson: third,
      number: 3,
      total: 3,
      previous: second,
      next: null,
    });
  });

  it('has no previous lesson at the start', () => {
    expect(lessonPosition(lessons, first.id)).toMatchObject({ number: 1, previous: null, next: second });
  });

  it('knows no lesson that is not in the course', () => {
    expect(lessonPosition(lessons, testId(999))).toBeNull();
    expect(lessonPosition(lessons, null)).toBeNull();
  });
});
