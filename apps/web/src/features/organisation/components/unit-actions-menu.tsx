import { organisationMessages, type Unit } from '@aula/shared';
import { Archive, ArchiveRestore, FolderInput, MoreHorizontal, Pencil, Plus } from 'lucide-react';
import { useRef } from 'react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { canAddChild, canMove } from '../lib/unit-tree';

const t = organisationMessages.screen.units;

/** What a unit's menu offers: the ones with a dialog, and 'Restaurar', done at once. */
export type UnitAction = 'create' | 'edit' | 'move' | 'archive' | 'restore';

interface UnitActionsMenuProps {
  unit: Unit;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onAction: (action: UnitAction, unit: Unit) => void;
  /** gives the focus back to the unit's line once the menu closes without opening a dialog */
  returnFocus: () => void;
}

/**
 * A unit's actions, from the button at the end of its line or, on the keyboard, from Intro on the
 * line. The button stays out of the tab order: the tree is one stop, its lines are reached with
 * the arrows (a roving tabindex).
 */
export function UnitActionsMenu({ unit, open, onOpenChange, onAction, returnFocus }: UnitActionsMenuProps) {
  // A dialog takes the focus itself: the menu must not pull it back to the line as it closes.
  const openedDialog = useRef(false);
  const choose = (action: UnitAction) => () => {
    openedDialog.current = action !== 'restore';
    onAction(action, unit);
  };
  const root = unit.parentId === null;

  return (
    // Not modal: a modal menu would leave the page inert under the dialog one of its items opens.
    <DropdownMenu modal={false} open={open} onOpenChange={onOpenChange}>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          tabIndex={-1}
          aria-label={t.actions(unit.name)}
          className="size-8"
        >
          <MoreHorizontal aria-hidden className="size-4" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent
        align="end"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          if (!openedDialog.current) returnFocus();
          openedDialog.current = false;
        }}
      >
        {canAddChild(unit) && (
          <DropdownMenuItem onSelect={choose('create')}>
            <Plus aria-hidden className="size-4" />
            {t.addChild}
          </DropdownMenuItem>
        )}
        {!unit.archived && (
          <DropdownMenuItem onSelect={choose('edit')}>
            <Pencil aria-hidden className="size-4" />
            {t.edit}
          </DropdownMenuItem>
        )}
        {canMove(unit) && (
          <DropdownMenuItem onSelect={choose('move')}>
            <FolderInput aria-hidden className="size-4" />
            {t.move}
          </DropdownMenuItem>
        )}
        {!unit.archived && !root && (
          <DropdownMenuItem onSelect={choose('archive')}>
            <Archive aria-hidden className="size-4" />
            {t.archive}
          </DropdownMenuItem>
        )}
        {unit.archived && (
          <DropdownMenuItem onSelect={choose('restore')}>
            <ArchiveRestore aria-hidden className="size-4" />
            {t.restore}
          </DropdownMenuItem>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
