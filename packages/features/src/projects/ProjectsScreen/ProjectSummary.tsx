import type { Project } from '@wegrow/api';
import { Button, Heading, Inline, Stack, Text } from '@wegrow/ui';
import { useId } from 'react';
import { getHref } from '../../routes/paths';
import { ButtonLink } from '../../shared/links/RouterLinks';
import { openTasks, taskLabel } from '../rules/tasks';
import { projectsTexts } from '../texts';

export interface ProjectSummaryProps {
  project: Project;
  /** Delete was pressed (the screen asks first). */
  onDelete: () => void;
}

/**
 * What a project's row shows when opened (spec 2 §2): its description (or "No description"), its
 * open tasks ("(Untitled Task)" for an empty one), and View Full Project, Edit and Delete.
 */
export function ProjectSummary({ project, onDelete }: ProjectSummaryProps) {
  const tasksId = useId();
  const open = openTasks(project.tasks);
  const description = project.description.trim();
  return (
    <Stack align="stretch" gap="4">
      <Text tone={description ? 'primary' : 'secondary'} style={{ whiteSpace: 'pre-line' }}>
        {description || projectsTexts.noDescription}
      </Text>
      <Stack align="stretch" gap="2">
        <Heading level={3} size="xs" id={tasksId}>
          Open tasks
        </Heading>
        {open.length === 0 ? (
          <Text size="sm" tone="secondary">
            Nothing left to do.
          </Text>
        ) : (
          <ul aria-labelledby={tasksId} style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
            {open.map((task) => (
              <li key={task.id}>
                <Text as="span" size="sm">
                  {taskLabel(task.content)}
                </Text>
              </li>
            ))}
          </ul>
        )}
      </Stack>
      <Inline gap="2">
        <ButtonLink to={getHref('project', { id: project.id })} size="sm">
          {projectsTexts.viewFullProject}
        </ButtonLink>
        <ButtonLink
          to={getHref('project', { id: project.id }, { search: { edit: 'true' } })}
          size="sm"
          variant="secondary"
        >
          {projectsTexts.edit}
        </ButtonLink>
        <Button size="sm" variant="danger" onClick={onDelete}>
          {projectsTexts.delete}
        </Button>
      </Inline>
    </Stack>
  );
}
