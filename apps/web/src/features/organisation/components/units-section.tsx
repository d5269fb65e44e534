import { organisationMessages, type Unit, type UnitTree } from '@aula/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Label } from '@/components/ui/label';
import { ListBody } from '@/components/ui/list-body';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { userMessageOf } from '@/lib/api/api-error';
import { useRestoreUnit } from '../api/archive-unit';
import { useMoveUnit } from '../api/move-unit';
import { useTreeView } from '../hooks/use-tree-view';
import { ArchiveUnitDialog } from './archive-unit-dialog';
import { CreateUnitDialog } from './create-unit-dialog';
import { EditUnitDialog } from './edit-unit-dialog';
import { MoveUnitDialog } from './move-unit-dialog';
import type { UnitAction } from './unit-actions-menu';
import { OrganisationTree } from './organisation-tree';

const t = organisationMessages.screen.units;
const CARD = 'min-w-0 rounded-xl border border-border bg-card text-card-foreground shadow-sm';
const NO_UNITS: Unit[] = [];

type DialogAction = Exclude<UnitAction, 'restore'>;

/** Placeholder lines while the tree loads, hidden from screen readers (they hear the status). */
function TreeSkeleton() {
  return (
    <div aria-hidden className="flex flex-col gap-2 px-4 pb-6 sm:px-6">
      {[0, 1, 2].map((line) => (
        <Skeleton key={line} className={`h-9 ${['w-3/4', 'ms-6 w-2/3', 'ms-12 w-1/2'][line]}`} />
      ))}
    </div>
  );
}

/**
 * 'Unidades': the tree with its actions. Each change answers the whole tree, which replaces the
 * one shown; the focus then goes to the unit changed (the new one after 'Agregar subunidad', its
 * parent once an archived unit is hidden), and a toast says what happened.
 */
export function UnitsSection({ query }: { query: UseQueryResult<UnitTree> }) {
  const switchId = useId();
  const [showArchived, setShowArchived] = useState(false);
  const units = query.data?.items ?? NO_UNITS;
  const view = useTreeView(units, showArchived);
  const [dialog, setDialog] = useState<{ action: DialogAction; unit: Unit } | null>(null);
  // Where the focus goes once the dialog is gone: the unit it was opened for, or what the change made.
  const focusAfter = useRef<{ id: string; tree?: UnitTree } | null>(null);
  const move = useMoveUnit();
  const restore = useRestoreUnit();

  const onAction = (action: UnitAction, unit: Unit) => {
    if (action === 'restore') {
      restore.mutate(unit.id, {
        onSuccess: (tree) => {
          toast.success(t.restored(unit.name));
          view.focusUnit(unit.id, tree.items);
        },
        onError: (error) => toast.error(t.restoreFailed, { description: userMessageOf(error) }),
      });
      return;
    }
    focusAfter.current = { id: unit.id };
    setDialog({ action, unit });
  };

  const onDropMove = (unit: Unit, parent: Unit) =>
    move.mutate(
      { id: unit.id, parentId: parent.id },
      {
        onSuccess: (tree) => {
          toast.success(t.moved(unit.name, parent.name));
          view.focusUnit(unit.id, tree.items);
        },
        onError: (error) => toast.error(t.moveFailed, { description: userMessageOf(error) }),
      },
    );

  const dialogProps = {
    onClose: () => setDialog(null),
    onDone: (id: string, tree: UnitTree) => {
      focusAfter.current = { id, tree };
      setDialog(null);
    },
    onCloseAutoFocus: (event: Event) => {
      event.preventDefault();
      const target = focusAfter.current;
      focusAfter.current = null;
      if (target) view.focusUnit(target.id, target.tree?.items);
    },
  };
  const unitFor = (action: DialogAction) => (dialog?.action === action ? dialog.unit : null);

  return (
    <section aria-labelledby="units-title" className={CARD}>
      <div className="flex flex-wrap items-start justify-between gap-4 p-4 sm:p-6">
        <div className="flex max-w-2xl flex-col gap-1.5">
          <h2 id="units-title" className="text-lg font-semibold">
            {t.title}
          </h2>
          <p className="text-sm text-muted-foreground">{t.description}</p>
        </div>
        <div className="flex items-center gap-2">
          <Switch id={switchId} checked={showArchived} onCheckedChange={setShowArchived} />
          <Label htmlFor={switchId}>{t.showArchived}</Label>
        </div>
      </div>

      <ListBody
        isError={query.isError}
        isPending={query.isPending}
        onRetry={() => void query.refetch()}
        labels={t}
      >
        {query.isPending ? (
          <TreeSkeleton />
        ) : units.length === 0 ? (
          <p className="px-4 pb-6 text-muted-foreground sm:px-6">{t.empty}</p>
        ) : (
          <OrganisationTree view={view} onAction={onAction} onDropMove={onDropMove} />
        )}
      </ListBody>

      <CreateUnitDialog parent={unitFor('create')} units={units} {...dialogProps} />
      <EditUnitDialog unit={unitFor('edit')} {...dialogProps} />
      <MoveUnitDialog unit={unitFor('move')} index={view.index} {...dialogProps} />
      <ArchiveUnitDialog unit={unitFor('archive')} {...dialogProps} />
    </section>
  );
}
