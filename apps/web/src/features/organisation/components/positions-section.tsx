import { organisationMessages, type Position, type PositionList } from '@aula/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { ListBody } from '@/components/ui/list-body';
import { CreatePositionDialog } from './create-position-dialog';
import { PositionsTable } from './positions-table';
import { RenamePositionDialog } from './rename-position-dialog';

const t = organisationMessages.screen.positions;
const CARD = 'min-w-0 rounded-xl border border-border bg-card text-card-foreground shadow-sm';

/** 'Puestos': the positions admins keep, and 'Nuevo puesto'. */
export function PositionsSection({ query }: { query: UseQueryResult<PositionList> }) {
  const [renaming, setRenaming] = useState<Position | null>(null);
  return (
    <section aria-labelledby="positions-title" className={CARD}>
      <div className="flex flex-wrap items-start justify-between gap-4 p-4 sm:p-6">
        <div className="flex max-w-2xl flex-col gap-1.5">
          <h2 id="positions-title" className="text-lg font-semibold">
            {t.title}
          </h2>
          <p className="text-sm text-muted-foreground">{t.description}</p>
        </div>
        <CreatePositionDialog />
      </div>
      <ListBody
        isError={query.isError}
        isPending={query.isPending}
        onRetry={() => void query.refetch()}
        labels={t}
      >
        <PositionsTable positions={query.data?.items ?? null} onRename={setRenaming} />
      </ListBody>
      <RenamePositionDialog position={renaming} onClose={() => setRenaming(null)} />
    </section>
  );
}
