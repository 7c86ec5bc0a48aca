/** The beginner tasks, each read from the customer's account. */
import { useApiQuery } from '../../api/query.ts';
import { Loaded } from '../../shell/Loaded.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { noviceTasksQuery, type NoviceTask } from './missions-api.ts';
import { TaskCard } from './TaskCard.tsx';
import { fromNovice } from './task-view.ts';
import type { useTaskActions } from './use-task-actions.ts';
import { LoadingSkeleton } from '../../ui/LoadingSkeleton.tsx';

export function TaskGridSkeleton({ cards }: { cards: number }) {
  return (
    <LoadingSkeleton className="task-grid">
      {Array.from({ length: cards }, (_, index) => (
        <div key={index} className="task-card task-card--skeleton">
          <Skeleton lines={5} />
        </div>
      ))}
    </LoadingSkeleton>
  );
}

export function NoviceTasks({ actions }: { actions: ReturnType<typeof useTaskActions> }) {
  const tasks = useApiQuery(noviceTasksQuery());
  return (
    <Loaded query={tasks} empty="missions.empty.novice" loading={<TaskGridSkeleton cards={6} />}>
      {(list: NoviceTask[]) => (
        <div className="task-grid">
          {list.map((task) => (
            <TaskCard
              key={task.TaskId}
              task={fromNovice(task)}
              actions={actions}
              onPhaseEnd={() => void tasks.refetch()}
            />
          ))}
        </div>
      )}
    </Loaded>
  );
}
