import { toApiError, useApi, type CommunityGoal, type CommunityTask } from '@wegrow/api';
import { Heading, Notice, Stack } from '@wegrow/ui';
import { useMemo, useState } from 'react';
import { QueryState } from '../../../shared/QueryState/QueryState';
import { plainList } from '../../../shared/styles';
import { DeleteConfirm } from '../parts/DeleteConfirm';
import { ItemDialog } from '../parts/ItemDialog';
import { useSectionModal } from '../parts/useSectionModal';
import { ItemForm, type FieldSpec, type FormValues } from '../parts/ItemForm';
import { sortGoals } from '../rules/tasks';
import { commonTexts, goalsTexts } from '../texts';
import type { CommunitySectionProps } from '../types';
import { GoalCard, type TaskAction } from './GoalCard';

type GoalField = 'title' | 'description';
const goalFields: readonly FieldSpec<GoalField>[] = [
  { name: 'title', label: commonTexts.titleLabel, required: true },
  { name: 'description', label: commonTexts.descriptionLabel, multiline: true },
];
const emptyGoal: FormValues<GoalField> = { title: '', description: '' };
const validateGoal = (values: FormValues<GoalField>) =>
  values.title.trim() === '' ? { title: commonTexts.titleRequired } : {};
const goalRequest = (values: FormValues<GoalField>) => ({
  title: values.title.trim(),
  description: values.description,
});

type Modal =
  | { kind: 'none' }
  | { kind: 'editGoal'; goal: CommunityGoal }
  | { kind: 'deleteGoal'; goal: CommunityGoal }
  | { kind: 'deleteTask'; task: CommunityTask };

/**
 * Community Goals (spec 2 "Section behaviour", §4–§6, §9; issue 17): the goals by title
 * (case-insensitively), each with its tasks; add a goal; its owner and admins edit and delete it;
 * any member adds tasks, assigns one to themself, completes it; Undo; deleting a goal or a task
 * asks "Confirm Deletion". The task's line says who has it or "completed by" whom.
 */
export function GoalsSection({ communityId, role, myUserId }: CommunitySectionProps) {
  const api = useApi();
  const init = { params: { path: { id: communityId } } };
  const goals = api.useQuery('get', '/communities/{id}/projects', init);
  const createGoal = api.useMutation('post', '/communities/{id}/projects');
  const updateGoal = api.useMutation('put', '/communities/projects/{projectId}');
  const deleteGoal = api.useMutation('delete', '/communities/projects/{projectId}');
  const createTask = api.useMutation('post', '/communities/projects/{projectId}/tasks');
  const updateTask = api.useMutation('put', '/communities/tasks/{taskId}');
  const deleteTask = api.useMutation('delete', '/communities/tasks/{taskId}');

  const [draft, setDraft] = useState(emptyGoal);
  const [createError, setCreateError] = useState<string | null>(null);
  const dialog = useSectionModal<Modal>({ kind: 'none' });
  const { modal, shown, error: modalError, setError: setModalError, open, close } = dialog;
  const [actionError, setActionError] = useState<string | null>(null);
  const [busyTask, setBusyTask] = useState<number | null>(null);
  const [addingTo, setAddingTo] = useState<number | null>(null);

  const sorted = useMemo(() => sortGoals(goals.data ?? []), [goals.data]);

  function addGoal(values: FormValues<GoalField>) {
    setCreateError(null);
    createGoal.mutate(
      { params: { path: { id: communityId } }, body: goalRequest(values) },
      {
        onSuccess: () => setDraft(emptyGoal),
        onError: (error) => setCreateError(toApiError(error).detail),
      },
    );
  }

  function saveGoal(goal: CommunityGoal, values: FormValues<GoalField>) {
    setModalError(null);
    updateGoal.mutate(
      { params: { path: { projectId: goal.id } }, body: goalRequest(values) },
      { onSuccess: close, onError: (error) => setModalError(toApiError(error).detail) },
    );
  }

  async function confirmDeletion(run: () => Promise<unknown>) {
    setModalError(null);
    try {
      await run();
    } catch (error) {
      setModalError(toApiError(error).detail);
      throw error;
    }
  }

  async function addTask(goal: CommunityGoal, content: string): Promise<boolean> {
    setActionError(null);
    setAddingTo(goal.id);
    try {
      await createTask.mutateAsync({ params: { path: { projectId: goal.id } }, body: { content } });
      return true;
    } catch (error) {
      setActionError(toApiError(error).detail);
      return false;
    } finally {
      setAddingTo(null);
    }
  }

  function onTask(task: CommunityTask, action: TaskAction) {
    if (action === 'delete') {
      open({ kind: 'deleteTask', task });
      return;
    }
    const body =
      action === 'assignToMe'
        ? { assigned_to_user_id: myUserId }
        : action === 'complete'
          ? { completed: true, completed_by_user_id: myUserId }
          : { completed: false, completed_by_user_id: null };
    setActionError(null);
    setBusyTask(task.id);
    updateTask.mutate(
      { params: { path: { taskId: task.id } }, body },
      {
        onError: (error) => setActionError(toApiError(error).detail),
        onSettled: () => setBusyTask(null),
      },
    );
  }

  return (
    <Stack align="stretch" gap="5">
      {actionError !== null ? (
        <Notice tone="error" title={goalsTexts.actionFailed} onDismiss={() => setActionError(null)}>
          {actionError}
        </Notice>
      ) : null}
      <QueryState
        query={goals}
        loading={goalsTexts.loading}
        error={goalsTexts.loadFailed}
        empty={{
          when: (list) => list.length === 0,
          icon: '🎯',
          title: goalsTexts.empty,
          description: goalsTexts.emptyHint,
          headingLevel: 3,
        }}
      >
        {() => (
          <Stack
            align="stretch"
            as="ul"
            gap="3"
            style={plainList}
            aria-label={goalsTexts.sectionTitle}
          >
            {sorted.map((goal) => (
              <li key={goal.id}>
                <GoalCard
                  goal={goal}
                  role={role}
                  myUserId={myUserId}
                  onEdit={() => open({ kind: 'editGoal', goal })}
                  onDelete={() => open({ kind: 'deleteGoal', goal })}
                  onTask={onTask}
                  busyTask={busyTask}
                  onAddTask={(content) => addTask(goal, content)}
                  addingTask={addingTo === goal.id}
                />
              </li>
            ))}
          </Stack>
        )}
      </QueryState>

      <Stack align="stretch" gap="3">
        <Heading level={3} size="sm">
          {goalsTexts.addGoalHeading}
        </Heading>
        <ItemForm
          label={goalsTexts.addGoalHeading}
          fields={goalFields}
          values={draft}
          onChange={(values) => {
            setDraft(values);
            setCreateError(null);
          }}
          validate={validateGoal}
          onSubmit={addGoal}
          saving={createGoal.isPending}
          serverError={createError}
          serverErrorTitle={goalsTexts.actionFailed}
          submitLabel={goalsTexts.addGoal}
        />
      </Stack>

      <ItemDialog
        title={goalsTexts.editGoal}
        open={modal.kind === 'editGoal'}
        saved={
          modal.kind === 'editGoal'
            ? { title: modal.goal.title, description: modal.goal.description }
            : emptyGoal
        }
        fields={goalFields}
        validate={validateGoal}
        onSave={(values) => {
          if (modal.kind === 'editGoal') saveGoal(modal.goal, values);
        }}
        onCancel={close}
        saving={updateGoal.isPending}
        serverError={modalError}
        serverErrorTitle={goalsTexts.actionFailed}
      />
      <DeleteConfirm
        open={modal.kind === 'deleteGoal'}
        question={goalsTexts.deleteGoalQuestion}
        name={shown.kind === 'deleteGoal' ? shown.goal.title : ''}
        onConfirm={() =>
          confirmDeletion(() =>
            modal.kind === 'deleteGoal'
              ? deleteGoal.mutateAsync({ params: { path: { projectId: modal.goal.id } } })
              : Promise.resolve(),
          )
        }
        onClose={close}
        error={modalError}
      />
      <DeleteConfirm
        open={modal.kind === 'deleteTask'}
        question={goalsTexts.deleteTaskQuestion}
        name={shown.kind === 'deleteTask' ? shown.task.content : ''}
        onConfirm={() =>
          confirmDeletion(() =>
            modal.kind === 'deleteTask'
              ? deleteTask.mutateAsync({ params: { path: { taskId: modal.task.id } } })
              : Promise.resolve(),
          )
        }
        onClose={close}
        error={modalError}
      />
    </Stack>
  );
}
