import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useResumeSaver } from './use-resume';
import { testId } from '@/test/fixtures/player-fixtures';

const fakeApi = vi.hoisted(() => ({ PUT: vi.fn() }));
vi.mock('@/lib/api/client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  api: fakeApi,
}));

const COURSE = testId(1);
const READY = { allowed: true, blocker: null, watchedPercent: null, secondsLeft: null };
const [VIDEO, NEXT] = [testId(101), testId(102)];

/** Each PUT waits until the test answers it, as a slow network would. */
let answers: Array<() => void>;
beforeEach(() => {
  answers = [];
  fakeApi.PUT.mockImplementation(
    () =>
      new Promise((resolve) => {
        answers.push(() =>
          resolve({ data: { completion: READY }, response: new Response(null, { status: 200 }) }),
        );
      }),
  );
});
afterEach(() => {
  vi.clearAllMocks();
});

const sentBodies = () => fakeApi.PUT.mock.calls.map(([, init]) => init.body);
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('useResumeSaver', () => {
  it('sends saves one after the other, so the lesson opened last is the one the server keeps', async () => {
    const { result } = renderHook(() => useResumeSaver(COURSE, true));
    result.current.save({ lessonId: VIDEO, positionSeconds: 95 });
    result.current.save({ lessonId: NEXT });
    await flush();
    expect(sentBodies()).toEqual([{ lessonId: VIDEO, positionSeconds: 95 }]);
    answers[0]();
    await flush();
    expect(sentBodies()).toEqual([{ lessonId: VIDEO, positionSeconds: 95 }, { lessonId: NEXT }]);
    expect(fakeApi.PUT.mock.calls[0]).toEqual([
      '/api/courses/{id}/resume',
      { params: { path: { id: COURSE } }, body: { lessonId: VIDEO, positionSeconds: 95 }, keepalive: false },
    ]);
  });

  it('keeps going after a failed save', async () => {
    fakeApi.PUT.mockRejectedValueOnce(new Error('offline'));
    const { result } = renderHook(() => useResumeSaver(COURSE, true));
    result.current.save({ lessonId: VIDEO, positionSeconds: 10 });
    result.current.save({ lessonId: NEXT });
    await flush();
    expect(sentBodies()).toEqual([{ lessonId: VIDEO, positionSeconds: 10 }, { lessonId: NEXT }]);
  });

  it('sends at once, as a request that outlives the page, when the page goes away', async () => {
    const { result } = renderHook(() => useResumeSaver(COURSE, true));
    result.current.save({ lessonId: VIDEO, positionSeconds: 30 });
    result.current.save({ lessonId: VIDEO, positionSeconds: 40 });
    await flush();
    // The first save is still on its way, the second waits for it; the page's last one does not wait.
    result.current.save({ lessonId: VIDEO, positionSeconds: 42 }, { pageHidden: true });
    expect(sentBodies()).toEqual([
      { lessonId: VIDEO, positionSeconds: 30 },
      { lessonId: VIDEO, positionSeconds: 42 },
    ]);
    expect(fakeApi.PUT.mock.calls[1][1]).toMatchObject({ keepalive: true });
  });

  it('tells each point as it is sent, before any answer: the cached course follows at once', async () => {
    const saving = vi.fn();
    const { result } = renderHook(() => useResumeSaver(COURSE, true, undefined, saving));
    result.current.save({ lessonId: VIDEO, positionSeconds: 6 });
    result.current.save({ lessonId: VIDEO, positionSeconds: 9 }, { pageHidden: true });
    expect(saving.mock.calls).toEqual([
      [{ lessonId: VIDEO, positionSeconds: 6 }],
      [{ lessonId: VIDEO, positionSeconds: 9 }],
    ]);
  });

  it('records nothing in review mode', async () => {
    const { result } = renderHook(() => useResumeSaver(COURSE, false));
    result.current.save({ lessonId: VIDEO, positionSeconds: 42 });
    result.current.save({ lessonId: VIDEO, positionSeconds: 42 }, { pageHidden: true });
    await flush();
    expect(fakeApi.PUT).not.toHaveBeenCalled();
  });
});
