import { messages, roleDisplayName, type AdminDashboard } from '@aula/shared';
import { avatarFallbackText } from '@/components/layout/avatar-fallback';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { formatDate } from '@/lib/format-date';
import { EmptyNote, HomeSection } from './home-section';

const t = messages.dashboard.admin;

/** 'Usuarios Recientes': the newest accounts, with their role and the day they joined. */
export function RecentUsers({ users }: { users: AdminDashboard['recentUsers'] }) {
  return (
    <HomeSection title={t.recentUsers}>
      {users.length === 0 ? (
        <EmptyNote>{t.recentUsersEmpty}</EmptyNote>
      ) : (
        <ul className="flex flex-col divide-y divide-border">
          {users.map((user) => (
            <li key={user.id} className="flex items-center gap-3 py-3 first:pt-0 last:pb-0">
              <Avatar>
                {user.urlImage && <AvatarImage src={user.urlImage} alt="" />}
                <AvatarFallback>{avatarFallbackText(user.names)}</AvatarFallback>
              </Avatar>
              <div className="flex min-w-0 flex-1 flex-col">
                <span className="font-medium break-words">
                  {user.names} {user.lastNames}
                </span>
                <span className="text-sm text-muted-foreground">
                  <time dateTime={user.createdAt}>{t.joinedOn(formatDate(user.createdAt))}</time>
                </span>
              </div>
              <span className="shrink-0 rounded-full bg-primary/10 px-2.5 py-0.5 text-xs font-medium text-primary">
                {roleDisplayName(user.role)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </HomeSection>
  );
}
