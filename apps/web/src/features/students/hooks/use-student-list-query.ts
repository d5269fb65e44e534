import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import {
  changeStudentListQuery,
  readStudentListQuery,
  writeStudentListQuery,
  type StudentListChange,
} from '../lib/student-list-query';

/**
 * The list's state lives in the address, so that a reload, a shared link or Back shows the same
 * page. Typing in the search box replaces the history entry (Back should not replay keystrokes);
 * every other change adds one.
 */
export function useStudentListQuery() {
  const [params, setParams] = useSearchParams();
  const query = readStudentListQuery(params);
  const change = useCallback(
    (update: StudentListChange, { replace = false }: { replace?: boolean } = {}) =>
      setParams(
        (current) => writeStudentListQuery(changeStudentListQuery(readStudentListQuery(current), update)),
        { replace },
      ),
    [setParams],
  );
  return [query, change] as const;
}
