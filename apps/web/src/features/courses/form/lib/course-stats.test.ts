import { describe, expect, it } from 'vitest';
import { newLesson, newModule } from './course-form-values';
import { courseStats, courseTags, hasLessons, moduleMinutes, nameById, splitMinutes } from './course-stats';

function moduleWithMinutes(...minutes: number[]) {
  return {
    ...newModule(),
    lessons: minutes.map((estimatedDurationMinutes) => ({ ...newLesson(), estimatedDurationMinutes })),
  };
}

describe('courseStats', () => {
  it('counts modules and lessons and adds up the lesson minutes', () => {
    expect(courseStats([moduleWithMinutes(30, 45), moduleWithMinutes(), moduleWithMinutes(75)])).toEqual({
      modules: 3,
      lessons: 3,
      lessonMinutes: 150,
    });
  });

  it('counts a lesson whose duration is still empty or negative as 0 minutes', () => {
    expect(courseStats([moduleWithMinutes(Number.NaN, -5, 20)]).lessonMinutes).toBe(20);
  });

  it('is all zeros for a course without modules', () => {
    expect(courseStats([])).toEqual({ modules: 0, lessons: 0, lessonMinutes: 0 });
  });

  it("gives one module's minutes for the preview", () => {
    expect(moduleMinutes(moduleWithMinutes(10, 15))).toBe(25);
  });
});

describe('splitMinutes', () => {
  it('turns minutes into whole hours and the minutes left', () => {
    expect(splitMinutes(150)).toEqual({ hours: 2, minutes: 30 });
    expect(splitMinutes(45)).toEqual({ hours: 0, minutes: 45 });
    expect(splitMinutes(120)).toEqual({ hours: 2, minutes: 0 });
    expect(splitMinutes(0)).toEqual({ hours: 0, minutes: 0 });
  });
});

describe('hasLessons', () => {
  it('needs at least one module with a lesson (docs/product/courses.md#validation)', () => {
    expect(hasLessons([])).toBe(false);
    expect(hasLessons([moduleWithMinutes()])).toBe(false);
    expect(hasLessons([moduleWithMinutes(), moduleWithMinutes(10)])).toBe(true);
  });
});

describe('courseTags', () => {
  it('lists the chosen industry, specialty, level and language in that order', () => {
    expect(
      courseTags({
        language: 'Español',
        difficulty: 'Intermedio',
        industry: 'Salud',
        specialty: 'Enfermería',
      }),
    ).toEqual([
      { kind: 'industry', name: 'Salud' },
      { kind: 'specialty', name: 'Enfermería' },
      { kind: 'difficulty', name: 'Intermedio' },
      { kind: 'language', name: 'Español' },
    ]);
  });

  it('leaves out what is not chosen yet', () => {
    expect(courseTags({ industry: 'Salud', specialty: undefined, language: '  ' })).toEqual([
      { kind: 'industry', name: 'Salud' },
    ]);
  });
});

describe('nameById', () => {
  const list = [
    { id: 'a', name: 'Uno' },
    { id: 'b', name: 'Dos' },
  ];
  it('finds the name of a chosen id, and nothing while the list loads or nothing is chosen', () => {
    expect(nameById(list, 'b')).toBe('Dos');
    expect(nameById(list, 'c')).toBeUndefined();
    expect(nameById(undefined, 'a')).toBeUndefined();
    expect(nameById(list, '')).toBeUndefined();
  });
});
