import type { CommunityGoal, CommunityTask } from '@wegrow/api';
import { Button, Heading, Inline, Stack, Text, TextField, vars } from '@wegrow/ui';
import { useId, useRef, useState, type CSSProperties, type FormEvent } from 'react';
import { plainList } from '../../../shared/styles';
import { canManageItem } from '../rules/permissions';
import { goalProgress, taskControls, taskStatus } from '../rules/tasks';
import { commonTexts, goalsTexts } from '../texts';
import type { CommunityMemberRole } from '../types';

/** What a task's buttons ask for. */
export type TaskAction = 'assignToMe' | 'complete' | 'undo' | 'delete';

export interface GoalCardProps {
  goal: CommunityGoal;
  role: CommunityMemberRole;
  myUserId: number;
  onEdit: () => void;
  onDelete: () => void;
  onTask: (task: CommunityTask, action: TaskAction) => void;
  /** The task whose change is on its way (its buttons wait). */
  busyTask: number | null;
  /** Adds a task; resolves true when it was added (the field then empties). */
  onAddTask: (content: string) => Promise<boolean>;
  addingTask: boolean;
}

const card: CSSProperties = {
  padding: vars.space['4'],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.surface.raised,
  overflowWrap: 'anywhere',
};

const taskRow: CSSProperties = {
  paddingBlock: vars.space['2'],
  borderTop: `1px solid ${vars.color.border.subtle}`,
};

function TaskRow({
  task,
  role,
  myUserId,
  onTask,
  busy,
}: {
  task: CommunityTask;
  role: CommunityMemberRole;
  myUserId: number;
  onTask: GoalCardProps['onTask'];
  busy: boolean;
}) {
  const controls = taskControls(task, role, myUserId);
  const buttons: { action: TaskAction; label: string; variant: 'secondary' | 'ghost' }[] = [
    ...(controls.assignToMe
      ? [
          {
            action: 'assignToMe' as const,
            label: goalsTexts.assignToMe,
            variant: 'secondary' as const,
          },
        ]
      : []),
    ...(controls.complete
      ? [{ action: 'complete' as const, label: goalsTexts.complete, variant: 'secondary' as const }]
      : []),
    ...(controls.undo
      ? [{ action: 'undo' as const, label: goalsTexts.undo, variant: 'secondary' as const }]
      : []),
    ...(controls.delete
      ? [{ action: 'delete' as const, label: commonTexts.delete, variant: 'ghost' as const }]
      : []),
  ];
  return (
    <li style={taskRow} aria-label={task.content}>
      <Inline justify="between" align="center" gap="2">
        <Stack align="stretch" gap="1" style={{ minWidth: 0, flex: '1 1 12rem' }}>
          <Text
            style={task.completed ? { textDecoration: 'line-through' } : undefined}
            tone={task.completed ? 'secondary' : 'primary'}
          >
            {task.content}
          </Text>
          <Text size="sm" tone={task.completed ? 'success' : 'secondary'}>
            {taskStatus(task)}
          </Text>
        </Stack>
        {buttons.length > 0 ? (
          <Inline gap="1">
            {buttons.map(({ action, label, variant }) => (
              <Button
                key={action}
                size="sm"
                variant={variant}
                disabled={busy}
                aria-label={action === 'delete' ? goalsTexts.deleteTaskButton : undefined}
                onClick={() => onTask(task, action)}
              >
                {label}
              </Button>
            ))}
          </Inline>
        ) : null}
      </Inline>
    </li>
  );
}

function AddTask({
  goal,
  onAddTask,
  adding,
}: {
  goal: CommunityGoal;
  onAddTask: GoalCardProps['onAddTask'];
  adding: boolean;
}) {
  const [content, setContent] = useState('');
  const field = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const text = content.trim();
    if (text === '' || adding) {
      field.current?.focus();
      return;
    }
    if (await onAddTask(text)) setContent('');
  }

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={`${goalsTexts.addTask}: ${goal.title}`}
    >
      <Inline gap="2" align="start" wrap={false}>
        <div style={{ flex: '1 1 auto', minWidth: 0 }}>
          <TextField
            ref={field}
            size="sm"
            label={goalsTexts.newTaskLabel}
            hideLabel
            placeholder={goalsTexts.newTaskLabel}
            value={content}
            onChange={(event) => setContent(event.target.value)}
          />
        </div>
        <Button
          type="submit"
          size="sm"
          variant="secondary"
          loading={adding}
          style={{ whiteSpace: 'nowrap' }}
        >
          {goalsTexts.addTask}
        </Button>
      </Inline>
    </form>
  );
}

/** One goal: its title, description and progress, Edit and Delete for its owner and admins, its tasks and the add-task box. */
export function GoalCard({
  goal,
  role,
  myUserId,
  onEdit,
  onDelete,
  onTask,
  busyTask,
  onAddTask,
  addingTask,
}: GoalCardProps) {
  const titleId = useId();
  const manage = canManageItem(role, myUserId, goal.creator_id);
  return (
    <article aria-labelledby={titleId} style={card}>
      <Stack align="stretch" gap="3">
        <Inline justify="between" align="start" gap="2">
          <Stack align="stretch" gap="1" style={{ minWidth: 0, flex: '1 1 14rem' }}>
            <Heading level={3} size="md" id={titleId}>
              {goal.title}
            </Heading>
            {goal.description ? <Text tone="secondary">{goal.description}</Text> : null}
            {goal.tasks.length > 0 ? (
              <Text size="sm" tone="secondary">
                {goalProgress(goal)}
              </Text>
            ) : null}
          </Stack>
          {manage ? (
            <Inline gap="1">
              <Button
                size="sm"
                variant="secondary"
                aria-label={goalsTexts.editGoalButton}
                onClick={onEdit}
              >
                {commonTexts.edit}
              </Button>
              <Button
                size="sm"
                variant="ghost"
                aria-label={goalsTexts.deleteGoalButton}
                onClick={onDelete}
              >
                {commonTexts.delete}
              </Button>
            </Inline>
          ) : null}
        </Inline>
        {goal.tasks.length === 0 ? (
          <Text size="sm" tone="secondary">
            {goalsTexts.noTasks}
          </Text>
        ) : (
          <ul style={plainList} aria-label={`${goalsTexts.tasks}: ${goal.title}`}>
            {goal.tasks.map((task) => (
              <TaskRow
                key={task.id}
                task={task}
                role={role}
                myUserId={myUserId}
                onTask={onTask}
                busy={busyTask === task.id}
              />
            ))}
          </ul>
        )}
        <AddTask goal={goal} onAddTask={onAddTask} adding={addingTask} />
      </Stack>
    </article>
  );
}
