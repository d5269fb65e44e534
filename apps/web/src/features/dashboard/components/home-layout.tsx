import { messages } from '@aula/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadError } from '@/components/ui/load-error';
import { HomeSkeleton } from './home-skeleton';

const t = messages.dashboard;

interface HomeLayoutProps<T> {
  title: string;
  /** the line under the title */
  subtitle: ReactNode;
  /** the links beside the title */
  actions: ReactNode;
  /** the role's live figures */
  dashboard: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}

/**
 * A dashboard home (docs/product/people.md#dashboards): its title and links at once, then its
 * figures, with a skeleton of their shape while they load and a way to try again when they fail.
 */
export function HomeLayout<T>({ title, subtitle, actions, dashboard, children }: HomeLayoutProps<T>) {
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
          <p className="text-muted-foreground">{subtitle}</p>
        </div>
        {actions}
      </div>
      {dashboard.isPending ? (
        <HomeSkeleton />
      ) : dashboard.isError ? (
        <LoadError
          message={t.loadError}
          retryLabel={messages.common.retry}
          onRetry={() => void dashboard.refetch()}
        />
      ) : (
        children(dashboard.data)
      )}
    </div>
  );
}
