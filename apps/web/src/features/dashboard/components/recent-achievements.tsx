import { ACHIEVEMENTS_TAB_PATH, messages, type Achievement } from '@aula/shared';
import { ButtonLink } from '@/components/ui/button-link';
import { AchievementItem } from './achievement-item';
import { EmptyNote, HomeSection } from './home-section';

const t = messages.dashboard.student;

/** 'Logros Recientes': the last achievements earned, and the way to all of them in the profile. */
export function RecentAchievements({ achievements }: { achievements: readonly Achievement[] }) {
  return (
    <HomeSection
      title={t.recentAchievements}
      action={
        <ButtonLink to={ACHIEVEMENTS_TAB_PATH} variant="outline">
          {t.seeAllAchievements}
        </ButtonLink>
      }
    >
      {achievements.length === 0 ? (
        <EmptyNote>{messages.achievements.empty}</EmptyNote>
      ) : (
        <div className="grid gap-3 md:grid-cols-3">
          {achievements.map((achievement) => (
            <AchievementItem key={achievement.code} achievement={achievement} />
          ))}
        </div>
      )}
    </HomeSection>
  );
}
