import { z } from 'zod';
import { LESSON_CONTENT_CODES } from '../constants';
import { messages } from '../messages';

/**
 * When a lesson may be completed: the evidence that its content was consumed, per lesson type,
 * with its thresholds. The server applies it before it accepts a completion and presents its
 * answer to the player, which shows the same reason (docs/product/lesson-completion.md).
 */

/** A video counts as seen when the watched ranges cover this share of its duration. */
export const VIDEO_WATCHED_SHARE_REQUIRED = 0.9;
/** The fastest playback speed the player offers: a reported range may be this much longer than the real time it took. */
export const PLAYBACK_RATE_MAX = 2;
/** Separate watched ranges kept per person and lesson; past this, a new separate range is not recorded. */
export const WATCHED_RANGES_MAX = 500;
/** Reading speed that sets a text lesson's minimum reading time. */
export const TEXT_WORDS_PER_MINUTE = 200;
export const TEXT_READING_SECONDS_MIN = 5;
export const TEXT_READING_SECONDS_MAX = 10 * 60;
/** A PDF is open at least this long before it can be completed. */
export const PDF_READING_SECONDS_MIN = 10;

/** A stretch of a video played without a jump, in seconds from its start. */
export type WatchedRange = readonly [from: number, to: number];

/** What the rule needs to know of a lesson. */
export interface EvidenceLesson {
  contentType: string;
  /** Videos: the duration in seconds (see videoDurationSeconds). */
  videoSeconds: number;
  /** Text lessons: the minimum reading time in seconds (see textReadingSeconds). */
  readingSeconds: number;
}

/** What the server recorded of one person's consumption of one lesson. */
export interface LessonEvidence {
  /** Videos: what was played, merged, within the duration. */
  watchedRanges: readonly WatchedRange[];
  /** Text, PDF and link lessons: when the player first reported the lesson opened (server time). */
  openedAt: Date | null;
  /** Text: scrolled to its end; PDF: its last page shown. Only after it was opened. */
  reachedEndAt: Date | null;
}

export const COMPLETION_BLOCKERS = [
  'watchVideo',
  'openDocument',
  'reachLastPage',
  'openText',
  'scrollToEnd',
  'keepReading',
  'openLink',
  'openLesson',
] as const;
export type CompletionBlocker = (typeof COMPLETION_BLOCKERS)[number];

/** Whether a completion would be accepted now and, if not, what is missing. */
export const completionReadinessSchema = z.object({
  allowed: z.boolean(),
  blocker: z.enum(COMPLETION_BLOCKERS).nullable(),
  /** Videos: the rounded-down share of the video watched, 0 to 100; null for other types. */
  watchedPercent: z.number().int().nullable(),
  /** 'keepReading': the seconds still to go, by the server's clock when it answered. */
  secondsLeft: z.number().int().nullable(),
});
export type CompletionReadiness = z.infer<typeof completionReadinessSchema>;

const SECOND = 1000;
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The duration read from the lesson's file, else the instructor's estimate; never under a second. */
export function videoDurationSeconds(storedSeconds: number | null, estimatedMinutes: number): number {
  return Math.max(1, storedSeconds ?? estimatedMinutes * 60);
}

/** Words at TEXT_WORDS_PER_MINUTE, between the minimum and the cap. */
export function textReadingSeconds(text: string | null): number {
  const words = text?.trim() ? text.trim().split(/\s+/).length : 0;
  return clamp(
    Math.ceil((words / TEXT_WORDS_PER_MINUTE) * 60),
    TEXT_READING_SECONDS_MIN,
    TEXT_READING_SECONDS_MAX,
  );
}

/**
 * The part of a reported range the server counts: within the video, and no longer than the
 * real time since the person's previous report for the lesson allows at the fastest speed.
 * A range claimed faster is cut to what that time allows; null when nothing of it counts.
 */
export function countedWatchedRange(
  range: { fromSeconds: number; toSeconds: number },
  { elapsedSeconds, durationSeconds }: { elapsedSeconds: number; durationSeconds: number },
): WatchedRange | null {
  const from = clamp(range.fromSeconds, 0, durationSeconds);
  const allowed = Math.max(0, elapsedSeconds) * PLAYBACK_RATE_MAX;
  const to = Math.min(clamp(range.toSeconds, 0, durationSeconds), from + allowed);
  return to > from ? [from, to] : null;
}

/** The ranges with one more, sorted and merged where they overlap or touch. */
export function mergeWatchedRanges(ranges: readonly WatchedRange[], added: WatchedRange): WatchedRange[] {
  const sorted = [...ranges, added].sort((a, b) => a[0] - b[0]);
  const merged: Array<[number, number]> = [];
  for (const [from, to] of sorted) {
    const last = merged.at(-1);
    if (last && from <= last[1]) last[1] = Math.max(last[1], to);
    else merged.push([from, to]);
  }
  return merged;
}

export function watchedSeconds(ranges: readonly WatchedRange[]): number {
  return ranges.reduce((sum, [from, to]) => sum + (to - from), 0);
}

const blocked = (
  blocker: CompletionBlocker,
  extra: Partial<CompletionReadiness> = {},
): CompletionReadiness => ({
  allowed: false,
  blocker,
  watchedPercent: null,
  secondsLeft: null,
  ...extra,
});

const ALLOWED: CompletionReadiness = {
  allowed: true,
  blocker: null,
  watchedPercent: null,
  secondsLeft: null,
};

/** Seconds from `openedAt` until `minimum` seconds have passed, as `now` sees it; 0 when they have. */
function secondsLeft(openedAt: Date, minimumSeconds: number, now: Date): number {
  return Math.max(0, Math.ceil((openedAt.getTime() + minimumSeconds * SECOND - now.getTime()) / SECOND));
}

/** The rule: may this lesson be completed now, with this evidence? If not, why. */
export function completionReadiness(
  lesson: EvidenceLesson,
  evidence: LessonEvidence,
  now: Date,
): CompletionReadiness {
  const { openedAt, reachedEndAt } = evidence;
  switch (lesson.contentType) {
    case LESSON_CONTENT_CODES.video: {
      const share = watchedSeconds(evidence.watchedRanges) / lesson.videoSeconds;
      const watchedPercent = Math.min(100, Math.floor(share * 100 + 1e-9));
      return share + 1e-9 >= VIDEO_WATCHED_SHARE_REQUIRED
        ? { ...ALLOWED, watchedPercent }
        : blocked('watchVideo', { watchedPercent });
    }
    case LESSON_CONTENT_CODES.pdf: {
      if (!openedAt) return blocked('openDocument');
      if (!reachedEndAt) return blocked('reachLastPage');
      const left = secondsLeft(openedAt, PDF_READING_SECONDS_MIN, now);
      return left > 0 ? blocked('keepReading', { secondsLeft: left }) : ALLOWED;
    }
    case LESSON_CONTENT_CODES.text: {
      if (!openedAt) return blocked('openText');
      if (!reachedEndAt) return blocked('scrollToEnd');
      const left = secondsLeft(openedAt, lesson.readingSeconds, now);
      return left > 0 ? blocked('keepReading', { secondsLeft: left }) : ALLOWED;
    }
    case LESSON_CONTENT_CODES.externalLink:
      return openedAt ? ALLOWED : blocked('openLink');
    default:
      return blocked('openLesson');
  }
}

/** What the person still has to do, in Spanish; null when the lesson may be completed. */
export function completionBlockedMessage(readiness: CompletionReadiness): string | null {
  const t = messages.learning.evidence;
  switch (readiness.blocker) {
    case null:
      return null;
    case 'watchVideo':
      return t.watchVideo(Math.round(VIDEO_WATCHED_SHARE_REQUIRED * 100));
    case 'keepReading':
      return t.keepReading(readiness.secondsLeft ?? 0);
    default:
      return t[readiness.blocker];
  }
}
