import { organisationMessages, type Position } from '@aula/shared';
import { getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useMemo } from 'react';
import { DataTable } from '@/components/ui/data-table';
import { positionColumnLayout, positionColumns } from './position-columns';

const t = organisationMessages.screen.positions;
const NO_POSITIONS: Position[] = [];
/** The list does not page: its page size only says how many placeholder rows stand in while it loads. */
const PLACEHOLDER_ROWS = 3;

interface PositionsTableProps {
  /** null until the list comes */
  positions: Position[] | null;
  onRename: (position: Position) => void;
}

/** 'Puestos', every one on a page: an academy keeps a short list. */
export function PositionsTable({ positions, onRename }: PositionsTableProps) {
  const columns = useMemo(() => positionColumns(onRename), [onRename]);
  // The app is not built with the React Compiler, and no memoized component receives the table:
  // the rule's warning (the compiler would skip this component) does not apply.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: positions ?? NO_POSITIONS,
    columns,
    getRowId: (position) => position.id,
    getCoreRowModel: getCoreRowModel(),
    enableSorting: false,
    initialState: { pagination: { pageIndex: 0, pageSize: PLACEHOLDER_ROWS } },
  });

  return (
    <div className="pb-2">
      <DataTable
        table={table}
        label={t.title}
        loading={positions === null}
        busy={false}
        emptyText={t.empty}
        layout={positionColumnLayout}
        className="min-w-[36rem]"
      />
    </div>
  );
}
