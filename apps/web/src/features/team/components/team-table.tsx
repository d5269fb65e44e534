import { teamMessages, type TeamListQuery, type TeamMember } from '@aula/shared';
import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { DataTable, DataTablePagination } from '@/components/ui/data-table';
import { countedPageLabel } from '@/lib/list-query/counted-apart';
import { useServerPagedTable } from '@/lib/list-query/use-server-paged-table';
import type { TeamListChange } from '../lib/team-list-query';
import { teamColumnLayout, teamColumns } from './team-columns';

const t = teamMessages;

interface TeamTableProps {
  /** null while the first page loads */
  members: TeamMember[] | null;
  /** the page the address holds */
  query: Pick<TeamListQuery, 'page' | 'pageSize'>;
  /** how many pages the server's total fills */
  pageCount: number;
  /** the total could not be counted: the pages go as far as the rows show there are more */
  countIsLowerBound: boolean;
  /** writes a page change to the address */
  onChange: (change: TeamListChange) => void;
  /** whether a search or a unit narrows the list, for the empty message */
  filtered: boolean;
  busy: boolean;
}

/**
 * One page of the team with its pages. The server searches, filters and pages, so the table runs
 * in manual mode: its pagination state is the address's, read from `query` and written back
 * through `onChange`.
 */
export function TeamTable({
  members,
  query,
  pageCount,
  countIsLowerBound,
  onChange,
  filtered,
  busy,
}: TeamTableProps) {
  const { search } = useLocation();
  const columns = useMemo(() => teamColumns(search), [search]);
  const table = useServerPagedTable({
    rows: members,
    columns,
    getRowId: (member) => member.id,
    pageCount,
    query,
    onChange,
  });

  return (
    <>
      <DataTable
        table={table}
        label={t.listTitle}
        loading={members === null}
        busy={busy}
        emptyText={filtered ? t.noResults : t.empty}
        layout={teamColumnLayout}
        className="min-w-[52rem]"
      />
      <DataTablePagination
        table={table}
        labels={{ ...t, page: countedPageLabel(t.page, countIsLowerBound) }}
      />
    </>
  );
}
