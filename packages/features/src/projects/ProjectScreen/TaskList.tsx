import type { ProjectTask } from '@wegrow/api';
import { Checkbox, Heading, IconButton, Inline, Stack, Text } from '@wegrow/ui';
import { useId, type ReactNode, type Ref } from 'react';
import { plainList } from '../../shared/styles';
import { taskLabel } from '../rules/tasks';

export interface TaskListProps {
  /** The list's heading: "To-Do" or "Completed". */
  title: string;
  /** What the list says when it has no task. */
  emptyText: string;
  tasks: readonly ProjectTask[];
  /** Completed tasks are struck through (spec 2 §2). @default false */
  struck?: boolean;
  /** The task whose change is on its way (its controls wait). */
  busyTaskId?: number | null;
  /** The box was ticked or unticked. */
  onToggle: (task: ProjectTask) => void;
  onDelete: (task: ProjectTask) => void;
  /** Each task's checkbox, by task id (the focus follows a task to its new list). */
  checkboxRef?: (taskId: number, element: HTMLButtonElement | null) => void;
  /** The heading's `ref` (the focus lands there after a task of the list is deleted). */
  headingRef?: Ref<HTMLHeadingElement>;
  /** Content under the list (the new-task form under To-Do). */
  children?: ReactNode;
}

/**
 * One of the project's two task lists (spec 2 §2): To-Do (open tasks) or Completed (struck
 * through). Each task is a checkbox named by its text — ticking it marks it complete, unticking
 * opens it again — with its delete button.
 */
export function TaskList({
  title,
  emptyText,
  tasks,
  struck = false,
  busyTaskId = null,
  onToggle,
  onDelete,
  checkboxRef,
  headingRef,
  children,
}: TaskListProps) {
  const headingId = useId();
  return (
    <Stack align="stretch" as="section" gap="3" aria-labelledby={headingId}>
      <Heading level={2} size="md" id={headingId} ref={headingRef} tabIndex={-1}>
        {title}
      </Heading>
      {tasks.length === 0 ? (
        <Text size="sm" tone="secondary">
          {emptyText}
        </Text>
      ) : (
        <Stack align="stretch" as="ul" gap="1" style={plainList} aria-labelledby={headingId}>
          {tasks.map((task) => {
            const label = taskLabel(task.content);
            const busy = busyTaskId === task.id;
            return (
              <li key={task.id}>
                <Inline gap="2" justify="between" wrap={false}>
                  <Checkbox
                    ref={(element) => checkboxRef?.(task.id, element)}
                    label={
                      struck ? (
                        <s style={{ color: 'inherit', overflowWrap: 'anywhere' }}>{label}</s>
                      ) : (
                        <span style={{ overflowWrap: 'anywhere' }}>{label}</span>
                      )
                    }
                    checked={task.completed}
                    disabled={busy}
                    onCheckedChange={() => onToggle(task)}
                  />
                  <IconButton
                    label={`Delete task “${label}”`}
                    size="sm"
                    disabled={busy}
                    onClick={() => onDelete(task)}
                  >
                    <svg width="16" height="16" viewBox="0 0 16 16" fill="none">
                      <path
                        d="M3 4.5h10M6.5 4.5V3h3v1.5M5 4.5l.6 8.5h4.8l.6-8.5"
                        stroke="currentColor"
                        strokeWidth="1.5"
                        strokeLinecap="round"
                        strokeLinejoin="round"
                      />
                    </svg>
                  </IconButton>
                </Inline>
              </li>
            );
          })}
        </Stack>
      )}
      {children}
    </Stack>
  );
}
