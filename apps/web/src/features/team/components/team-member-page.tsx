import { can, type CurrentUser, type Placement, teamMessages, type TeamMemberDetail } from '@aula/shared';
import { SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { avatarFallbackText } from '@/components/layout/avatar-fallback';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { BackLink } from '@/components/ui/back-link';
import { ButtonLink } from '@/components/ui/button-link';
import { LoadError } from '@/components/ui/load-error';
import { SectionCard } from '@/components/ui/section-card';
import { hasErrorCode } from '@/lib/api/api-error';
import { viewerOf } from '@/lib/session/use-can';
import { cn } from '@/lib/utils/cn';
import { useTeamMember } from '../api/get-team-member';
import { backToTeamPath } from '../lib/back-to-team';
import { EnrollmentsTable } from './enrollments-table';
import { TeamMemberSkeleton } from './team-member-skeleton';
import { TeamNoAccess } from './team-no-access';

const t = teamMessages;
const m = t.member;

/** What the page shows of the person's place; the route passes features/placement's summary. */
type RenderPlacement = (place: Placement) => ReactNode;

/**
 * Someone outside the team ('not_found') and a malformed id ('validation_failed', which the server
 * words the same) read alike: the supervisor learns only that the person is not theirs to see.
 */
const isNotInTeam = (error: Error | null) => hasErrorCode(error, 'not_found', 'validation_failed');

function NotInTeam({ back }: { back: string }) {
  return (
    <section className="mx-auto flex max-w-md flex-col items-center gap-4 py-12 text-center">
      <SearchX aria-hidden className="size-12 text-muted-foreground" />
      <h1 className="text-2xl font-bold tracking-tight">{m.notFound}</h1>
      <ButtonLink to={back}>{m.back}</ButtonLink>
    </section>
  );
}

interface TeamMemberViewProps {
  member: TeamMemberDetail;
  back: string;
  renderPlacement: RenderPlacement;
}

function TeamMemberView({ member, back, renderPlacement }: TeamMemberViewProps) {
  const fallback = avatarFallbackText(member.names);
  return (
    <article aria-labelledby="team-member-name" className="flex min-w-0 flex-col gap-6">
      <BackLink to={back}>{m.back}</BackLink>
      <header className="flex items-center gap-4">
        <Avatar className="size-16">
          {member.urlImage && <AvatarImage src={member.urlImage} alt="" />}
          <AvatarFallback className={cn('text-xl', fallback.length > 1 && 'text-sm')}>
            {fallback}
          </AvatarFallback>
        </Avatar>
        <div className="flex min-w-0 flex-col gap-1">
          <h1 id="team-member-name" className="text-2xl font-bold tracking-tight break-words sm:text-3xl">
            {`${member.names} ${member.lastNames}`.trim()}
          </h1>
          <a
            href={`mailto:${member.email}`}
            className="self-start text-sm break-all text-primary underline-offset-2 hover:underline"
          >
            {member.email}
          </a>
        </div>
      </header>
      <SectionCard title={m.placementTitle}>{renderPlacement(member.placement)}</SectionCard>
      <SectionCard title={m.coursesTitle}>
        <EnrollmentsTable enrollments={member.enrollments} />
      </SectionCard>
    </article>
  );
}

function TeamMember({ profileId, renderPlacement }: { profileId: string; renderPlacement: RenderPlacement }) {
  const member = useTeamMember(profileId);
  const back = backToTeamPath(useLocation().state);

  if (member.data)
    return <TeamMemberView member={member.data} back={back} renderPlacement={renderPlacement} />;
  if (member.isPending) return <TeamMemberSkeleton />;
  if (isNotInTeam(member.error)) return <NotInTeam back={back} />;
  if (hasErrorCode(member.error, 'forbidden')) return <TeamNoAccess />;
  return (
    <div className="flex flex-col gap-6">
      <BackLink to={back}>{m.back}</BackLink>
      <LoadError message={m.loadError} retryLabel={t.retry} onRetry={() => void member.refetch()} />
    </div>
  );
}

interface TeamMemberPageProps {
  profileId: string;
  viewer: CurrentUser;
  renderPlacement: RenderPlacement;
}

/**
 * /dashboard/team/{id} (docs/product/organisation.md#supervisors): one person of the supervisor's
 * team: their place in the organisation, and every course they are enrolled in with its progress,
 * completion and certificate.
 */
export function TeamMemberPage({ profileId, viewer, renderPlacement }: TeamMemberPageProps) {
  if (!can(viewerOf(viewer), 'team.view')) return <TeamNoAccess />;
  return <TeamMember profileId={profileId} renderPlacement={renderPlacement} />;
}
