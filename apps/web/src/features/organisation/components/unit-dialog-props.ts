import type { UnitTree } from '@aula/shared';

/** What the tree's dialogs share: how they close, and where the focus goes once they have. */
export interface UnitDialogProps {
  /** dismissed, nothing changed */
  onClose: () => void;
  /** the change is done: the dialog closes, and the focus goes to `focusId` in the answered tree */
  onDone: (focusId: string, tree: UnitTree) => void;
  /** the dialog is gone: the tree puts the focus back on a line */
  onCloseAutoFocus: (event: Event) => void;
}
