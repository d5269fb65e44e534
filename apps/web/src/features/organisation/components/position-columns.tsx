import { formatDecimal, organisationMessages, type Position } from '@aula/shared';
import { createColumnHelper } from '@tanstack/react-table';
import type { DataTableColumnLayout } from '@/components/ui/data-table';
import { Button } from '@/components/ui/button';
import { ArchivedBadge } from './archived-badge';
import { PositionArchiveButton } from './position-archive-button';

const t = organisationMessages.screen.positions;
const helper = createColumnHelper<Position>();

/** The columns of 'Puestos': the name (archived ones say so), who holds it, and what to do with it. */
export function positionColumns(onRename: (position: Position) => void) {
  return [
    helper.accessor('name', {
      id: 'name',
      header: t.columns.name,
      cell: ({ row: { original: position } }) => (
        <span className="flex flex-wrap items-center gap-2">
          <span className={position.archived ? 'text-muted-foreground' : undefined}>{position.name}</span>
          {position.archived && <ArchivedBadge label={t.archivedBadge} />}
        </span>
      ),
    }),
    helper.accessor('people', {
      id: 'people',
      header: t.columns.people,
      cell: ({ getValue }) => formatDecimal(getValue()),
    }),
    helper.display({
      id: 'actions',
      header: t.columns.actions,
      cell: ({ row: { original: position } }) => (
        <span className="flex gap-2">
          <Button variant="outline" onClick={() => onRename(position)}>
            {t.rename}
          </Button>
          <PositionArchiveButton position={position} />
        </span>
      ),
    }),
  ];
}

const LAYOUT: Partial<Record<string, DataTableColumnLayout>> = {
  name: { cell: 'min-w-[14rem] font-medium text-foreground', rowHeader: true },
  people: { cell: 'tabular-nums' },
  actions: { cell: 'whitespace-nowrap' },
};

export const positionColumnLayout = (columnId: string): DataTableColumnLayout => LAYOUT[columnId] ?? {};
