import { taskStatusLabels, type OrderTask, type TaskPriority } from '@charter/shared';
import { Badge } from '@/components/ui/badge';
import { StatusBadge } from '@/components/ui/status-badge';
import { taskTone } from '@/lib/status-tones';

export const taskPriorityLabels: Record<TaskPriority, string> = { high: 'High', medium: 'Medium', low: 'Low' };

/** What a task's detail opens with, for the founder and for staff: its status, category and priority. */
export function TaskBadges({ task }: { task: Pick<OrderTask, 'status' | 'category' | 'priority'> }) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <StatusBadge status={task.status} tones={taskTone} labels={taskStatusLabels} />
      <Badge tone="outline">{task.category}</Badge>
      <Badge tone="outline">{taskPriorityLabels[task.priority]} priority</Badge>
    </div>
  );
}
