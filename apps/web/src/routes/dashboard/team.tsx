import { useParams } from 'react-router';
import { PlacementSummary } from '@/features/placement/components/placement-summary';
import { TeamMemberPage } from '@/features/team/components/team-member-page';
import { TeamPage } from '@/features/team/components/team-page';
import { useDashboardUser } from './dashboard-user';

/**
 * /dashboard/team (docs/product/organisation.md#supervisors): 'Mi equipo', the people of the units
 * a supervisor answers for; /dashboard/team/{id}, one of them with their place and courses. One
 * route for both, so the team's screens are one download and one entry in the route table the
 * landing carries.
 */
export function Component() {
  const viewer = useDashboardUser();
  const { id } = useParams();
  if (id === undefined) return <TeamPage viewer={viewer} />;
  // Keyed by the person: what the page said about one never shows on the next.
  return (
    <TeamMemberPage
      key={id}
      profileId={id}
      viewer={viewer}
      renderPlacement={(place) => <PlacementSummary place={place} />}
    />
  );
}
