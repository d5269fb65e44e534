import { teamMessages, type TeamMember } from '@aula/shared';
import { createColumnHelper } from '@tanstack/react-table';
import { Link } from 'react-router';
import { avatarFallbackText } from '@/components/layout/avatar-fallback';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import type { DataTableColumnLayout } from '@/components/ui/data-table';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils/cn';
import { teamListLinkState, teamMemberPath } from '../lib/back-to-team';

const t = teamMessages;
const c = t.columns;
const helper = createColumnHelper<TeamMember>();

const fullName = (member: TeamMember) => `${member.names} ${member.lastNames}`.trim();
const none = (text: string) => <span className="text-muted-foreground">{text}</span>;

/**
 * The columns of 'Mi equipo': who (their name opens their page), where they work, and their
 * training at a glance. `listSearch` is the list's address, handed to the person's page so that
 * its way back returns to the same search, unit and page.
 */
export function teamColumns(listSearch: string) {
  return [
    helper.accessor(fullName, {
      id: 'person',
      header: c.person,
      cell: ({ getValue, row: { original: member } }) => {
        const fallback = avatarFallbackText(member.names);
        return (
          <div className="flex items-center gap-3">
            <Avatar>
              {member.urlImage && <AvatarImage src={member.urlImage} alt="" />}
              <AvatarFallback className={cn(fallback.length > 1 && 'text-xs')}>{fallback}</AvatarFallback>
            </Avatar>
            <div className="flex min-w-0 flex-col">
              <Link
                to={teamMemberPath(member.id)}
                state={teamListLinkState(listSearch)}
                className="self-start rounded-sm font-medium text-foreground underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
              >
                {getValue()}
              </Link>
              <span className="break-all text-muted-foreground">{member.email}</span>
            </div>
          </div>
        );
      },
    }),
    helper.accessor('unit', {
      id: 'unit',
      header: c.unit,
      cell: ({ getValue }) => getValue() ?? none(t.noUnit),
    }),
    helper.accessor('position', {
      id: 'position',
      header: c.position,
      cell: ({ getValue }) => getValue() ?? none(t.noPosition),
    }),
    helper.accessor('enrollments', { id: 'enrollments', header: c.enrollments }),
    helper.accessor('completed', { id: 'completed', header: c.completed }),
    helper.accessor('certificates', { id: 'certificates', header: c.certificates }),
  ];
}

const COUNT: DataTableColumnLayout = { header: 'text-right', cell: 'text-right tabular-nums' };

const LAYOUT: Partial<Record<string, DataTableColumnLayout>> = {
  person: {
    cell: 'font-normal',
    rowHeader: true,
    skeleton: (
      <div className="flex items-center gap-3">
        <Skeleton className="size-9 rounded-full" />
        <Skeleton className="h-4 w-32" />
      </div>
    ),
  },
  enrollments: COUNT,
  completed: COUNT,
  certificates: COUNT,
};

/** How a column's cells sit in the table: the column definitions say only what they show. */
export const teamColumnLayout = (columnId: string): DataTableColumnLayout => LAYOUT[columnId] ?? {};
