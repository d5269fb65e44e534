import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import type { PagedQuery } from './list-query';
import { useAddressListQuery, type ListQueryChange } from './use-address-list-query';

interface Query extends PagedQuery {
  student?: string;
  course?: string;
}

const read = (params: URLSearchParams): Query => ({
  student: params.get('student') ?? undefined,
  course: params.get('course') ?? undefined,
  page: Number(params.get('page') ?? 1),
  pageSize: 10,
});
const write = (query: Query) => {
  const params = new URLSearchParams();
  if (query.student) params.set('student', query.student);
  if (query.course) params.set('course', query.course);
  if (query.page !== 1) params.set('page', String(query.page));
  return params;
};

/** A screen with the hook; `changes` collects every `change` it rendered with. */
function renderList(path: string) {
  const changes: ListQueryChange<Query>[] = [];
  function List() {
    const [, change] = useAddressListQuery(read, write);
    changes.push(change);
    return null;
  }
  const { router } = renderWithProviders(<List />, { path });
  return { router, changes, search: () => router.state.location.search };
}

describe('useAddressListQuery', () => {
  it('writes a change over the rest of the address, from page 1', async () => {
    const list = renderList('/orders?student=ana&page=3');
    await act(async () => list.changes.at(-1)!({ course: 'triaje' }));
    expect(list.search()).toBe('?student=ana&course=triaje');
  });

  it('keeps both of two changes made with the same, older `change`', async () => {
    const list = renderList('/orders');
    // Two search boxes' timers, both set before either wrote to the address.
    const stale = list.changes.at(-1)!;
    await act(async () => stale({ student: 'ana' }, { replace: true }));
    await act(async () => stale({ course: 'triaje' }, { replace: true }));
    expect(list.search()).toBe('?student=ana&course=triaje');
  });

  it('follows the address when it changes from elsewhere (Back, a link)', async () => {
    const list = renderList('/orders?student=ana');
    await act(() => list.router.navigate('/orders?course=triaje'));
    await act(async () => list.changes.at(-1)!({ page: 2 }));
    expect(list.search()).toBe('?course=triaje&page=2');
  });
});
