import type { ResumePoint } from '@aula/shared';
import { renderHook, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { useCoursePlayer } from '../api/course-player';
import { useResumeSaver } from './use-resume';
import { answer, apiServer, http, HttpResponse, recordRequests } from '@/test/api-server';
import { testId, testPlayer } from '@/test/fixtures/player-fixtures';
import { renderWithProviders } from '@/test/render-with-providers';

const COURSE = testId(1);
const READY = { allowed: true, blocker: null, watchedPercent: null, secondsLeft: null };
const [VIDEO, NEXT] = [testId(101), testId(102)];
const RESUME = '/api/courses/:id/resume';

/** The saves as they reached the server. */
let sent: Array<{ path: string; body: ResumePoint }>;
let requests: string[];
/** What the page handed to fetch, in order. */
let fetched: MockInstance<typeof fetch>;
/** Each PUT waits until the test answers it, as a slow network would. */
let answers: Array<() => void>;

const receive = async (request: Request) => {
  sent.push({ path: new URL(request.url).pathname, body: (await request.json()) as ResumePoint });
};

beforeEach(() => {
  sent = [];
  answers = [];
  requests = recordRequests();
  // Whether a request may outlive the page is the browser's business, never sent to the server
  // (and the test DOM's Request drops it): it is read from the request the page hands to fetch.
  fetched = vi.spyOn(globalThis, 'fetch');
  apiServer.use(
    http.put(RESUME, async ({ request }) => {
      await receive(request);
      await new Promise<void>((resolve) => answers.push(resolve));
      return answer(200, { completion: READY });
    }),
  );
  return () => fetched.mockRestore();
});

const sentBodies = () => sent.map(({ body }) => body);
const keepalive = (call: number) => (fetched.mock.calls[call]![0] as Request).keepalive;
/** A screen reading the course, as the player page does when the student comes back. */
function CourseReader({ courseId }: { courseId: string }) {
  return <p>{useCoursePlayer(courseId).isSuccess ? 'leído' : 'leyendo'}</p>;
}
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
    expect(sent[0]).toEqual({
      path: `/api/courses/${COURSE}/resume`,
      body: { lessonId: VIDEO, positionSeconds: 95 },
    });
    expect(keepalive(0)).toBe(false);
  });

  it('keeps going after a failed save', async () => {
    apiServer.use(
      http.put(
        RESUME,
        async ({ request }) => {
          await receive(request);
          return HttpResponse.error();
        },
        { once: true },
      ),
    );
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
    // It reaches the server while the first is still unanswered, the second still queued behind it.
    await waitFor(() =>
      expect(sentBodies()).toEqual([
        { lessonId: VIDEO, positionSeconds: 30 },
        { lessonId: VIDEO, positionSeconds: 42 },
      ]),
    );
    expect(keepalive(1)).toBe(true);
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
    // Both arrive before the test ends, so that none reaches the server after its answers are gone.
    await waitFor(() => expect(sent).toHaveLength(2));
  });

  it('records nothing in review mode', async () => {
    const { result } = renderHook(() => useResumeSaver(COURSE, false));
    result.current.save({ lessonId: VIDEO, positionSeconds: 42 });
    result.current.save({ lessonId: VIDEO, positionSeconds: 42 }, { pageHidden: true });
    await flush();
    expect(requests).toEqual([]);
  });

  it('makes the course read after the page is gone wait for its saves, so the server answers with the second left at', async () => {
    // A course of its own: a save this test leaves unanswered must not hold up the others.
    const course = testId(2);
    apiServer.use(http.get('/api/courses/:id/player', () => answer(200, testPlayer())));
    const saver = renderHook(() => useResumeSaver(course, true));
    saver.result.current.save({ lessonId: VIDEO, positionSeconds: 36 });
    saver.unmount();
    await waitFor(() => expect(sent).toHaveLength(1));

    renderWithProviders(<CourseReader courseId={course} />);
    await flush();
    expect(requests).toEqual([`PUT /api/courses/${course}/resume`]);
    answers[0]();
    await screen.findByText('leído');
    expect(requests).toEqual([`PUT /api/courses/${course}/resume`, `GET /api/courses/${course}/player`]);
  });
});
