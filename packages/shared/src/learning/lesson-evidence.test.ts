import { describe, expect, it } from 'vitest';
import { LESSON_CONTENT_CODES } from '../constants';
import {
  completionBlockedMessage,
  completionReadiness,
  countedWatchedRange,
  mergeWatchedRanges,
  textReadingSeconds,
  videoDurationSeconds,
  type EvidenceLesson,
  type LessonEvidence,
} from './lesson-evidence';

const at = (seconds: number) => new Date(Date.UTC(2026, 0, 5, 9, 0, seconds));
const none: LessonEvidence = { watchedRanges: [], openedAt: null, reachedEndAt: null };
const lesson = (contentType: string, extra: Partial<EvidenceLesson> = {}): EvidenceLesson => ({
  contentType,
  videoSeconds: 600,
  readingSeconds: 30,
  ...extra,
});

describe('the video rule', () => {
  const video = lesson(LESSON_CONTENT_CODES.video);

  it('asks for 90 % of the duration, counted once however often a part is replayed', () => {
    const replayed = { ...none, watchedRanges: mergeWatchedRanges([[0, 300]], [0, 300]) };
    expect(completionReadiness(video, replayed, at(0))).toMatchObject({ allowed: false, watchedPercent: 50 });
    const merged = [[0, 300] as const, [250, 540] as const].reduce(
      (ranges, range) => mergeWatchedRanges(ranges, range),
      [] as ReturnType<typeof mergeWatchedRanges>,
    );
    expect(merged).toEqual([[0, 540]]);
    expect(completionReadiness(video, { ...none, watchedRanges: merged }, at(0))).toMatchObject({
      allowed: true,
      watchedPercent: 90,
    });
    expect(completionBlockedMessage(completionReadiness(video, none, at(0)))).toBe(
      'Mira al menos el 90 % del video para completar la lección.',
    );
  });

  it('counts a reported range only as far as the real time since the previous report allows at 2x', () => {
    const duration = { durationSeconds: 600 };
    expect(
      countedWatchedRange({ fromSeconds: 0, toSeconds: 30 }, { elapsedSeconds: 15, ...duration }),
    ).toEqual([0, 30]);
    expect(
      countedWatchedRange({ fromSeconds: 0, toSeconds: 600 }, { elapsedSeconds: 5, ...duration }),
    ).toEqual([0, 10]);
    expect(
      countedWatchedRange({ fromSeconds: 590, toSeconds: 900 }, { elapsedSeconds: 60, ...duration }),
    ).toEqual([590, 600]);
    expect(
      countedWatchedRange({ fromSeconds: 10, toSeconds: 20 }, { elapsedSeconds: 0, ...duration }),
    ).toBeNull();
  });

  it('takes the duration from the file, else from the estimated minutes', () => {
    expect(videoDurationSeconds(10, 12)).toBe(10);
    expect(videoDurationSeconds(null, 12)).toBe(720);
    expect(videoDurationSeconds(null, 0)).toBe(1);
  });
});

describe('the text rule', () => {
  const text = lesson(LESSON_CONTENT_CODES.text);

  it('derives the reading time from the words, between the minimum and the cap', () => {
    expect(textReadingSeconds(null)).toBe(5);
    expect(textReadingSeconds(Array(400).fill('palabra').join(' '))).toBe(120);
    expect(textReadingSeconds(Array(100_000).fill('palabra').join(' '))).toBe(600);
  });

  it('needs the text opened, scrolled to its end and its reading time passed', () => {
    expect(completionReadiness(text, none, at(0)).blocker).toBe('openText');
    const opened = { ...none, openedAt: at(0) };
    expect(completionReadiness(text, opened, at(60)).blocker).toBe('scrollToEnd');
    const read = { ...opened, reachedEndAt: at(2) };
    const early = completionReadiness(text, read, at(12));
    expect(early).toMatchObject({ allowed: false, blocker: 'keepReading', secondsLeft: 18 });
    expect(completionBlockedMessage(early)).toBe('Sigue leyendo: podrás completar la lección en 18 s.');
    expect(completionReadiness(text, read, at(30)).allowed).toBe(true);
  });
});

describe('the pdf and link rules', () => {
  it('a pdf: opened, its last page shown, at least 10 s after it opened', () => {
    const pdf = lesson(LESSON_CONTENT_CODES.pdf);
    expect(completionReadiness(pdf, none, at(0)).blocker).toBe('openDocument');
    expect(completionReadiness(pdf, { ...none, openedAt: at(0) }, at(30)).blocker).toBe('reachLastPage');
    const read = { ...none, openedAt: at(0), reachedEndAt: at(1) };
    expect(completionReadiness(pdf, read, at(4))).toMatchObject({ blocker: 'keepReading', secondsLeft: 6 });
    expect(completionReadiness(pdf, read, at(10)).allowed).toBe(true);
  });

  it('a link: opened', () => {
    const link = lesson(LESSON_CONTENT_CODES.externalLink);
    expect(completionBlockedMessage(completionReadiness(link, none, at(0)))).toBe(
      'Abre el enlace para completar la lección.',
    );
    expect(completionReadiness(link, { ...none, openedAt: at(0) }, at(0)).allowed).toBe(true);
  });
});
