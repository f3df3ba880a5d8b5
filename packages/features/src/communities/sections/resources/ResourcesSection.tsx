import { toApiError, useApi, type CommunityResource } from '@wegrow/api';
import { Button, Heading, Inline, Link, Stack, Text, vars } from '@wegrow/ui';
import { useState, type CSSProperties } from 'react';
import { QueryState } from '../../../shared/QueryState/QueryState';
import { plainList } from '../../../shared/styles';
import { DeleteConfirm } from '../parts/DeleteConfirm';
import { ItemDialog } from '../parts/ItemDialog';
import { useSectionModal } from '../parts/useSectionModal';
import { ItemForm, type FieldSpec, type FormProblems, type FormValues } from '../parts/ItemForm';
import { canManageItem } from '../rules/permissions';
import { emptyResourceDraft, resourceHref, resourceRequest } from '../rules/resources';
import { commonTexts, resourcesTexts } from '../texts';
import type { CommunitySectionProps } from '../types';

type ResourceField = 'title' | 'url' | 'description';
const resourceFields: readonly FieldSpec<ResourceField>[] = [
  { name: 'title', label: commonTexts.titleLabel, required: true },
  { name: 'url', label: resourcesTexts.urlLabel, hint: resourcesTexts.urlHint, required: true },
  { name: 'description', label: commonTexts.descriptionLabel, multiline: true },
];

function validateResource(values: FormValues<ResourceField>): FormProblems<ResourceField> {
  const url = values.url.trim();
  return {
    ...(values.title.trim() === '' ? { title: commonTexts.titleRequired } : {}),
    ...(url === ''
      ? { url: resourcesTexts.urlRequired }
      : resourceHref(url) === null
        ? { url: resourcesTexts.urlInvalid }
        : {}),
  };
}

const card: CSSProperties = {
  padding: vars.space['4'],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.surface.raised,
  overflowWrap: 'anywhere',
};

type Modal =
  | { kind: 'none' }
  | { kind: 'edit'; resource: CommunityResource }
  | { kind: 'delete'; resource: CommunityResource };

function ResourceCard({
  resource,
  manage,
  onEdit,
  onDelete,
}: {
  resource: CommunityResource;
  manage: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const href = resourceHref(resource.url);
  return (
    <article style={card} aria-label={resource.title}>
      <Inline justify="between" align="start" gap="2">
        <Stack align="stretch" gap="1" style={{ minWidth: 0, flex: '1 1 14rem' }}>
          <Heading level={3} size="sm">
            {href ? (
              <Link href={href} external variant="standalone">
                {resource.title}
              </Link>
            ) : (
              resource.title
            )}
          </Heading>
          <Text size="sm" tone="secondary">
            {resource.url}
          </Text>
          {resource.description ? <Text>{resource.description}</Text> : null}
        </Stack>
        {manage ? (
          <Inline gap="1">
            <Button size="sm" variant="secondary" onClick={onEdit}>
              {commonTexts.edit}
            </Button>
            <Button size="sm" variant="ghost" onClick={onDelete}>
              {commonTexts.delete}
            </Button>
          </Inline>
        ) : null}
      </Inline>
    </article>
  );
}

/**
 * Resource Board (spec 2 "Section behaviour", §5, §6; issue 17): the community's resources,
 * newest first, each a link that opens in a new tab (only http(s); a url without a scheme opens
 * with https:// prefixed); add one (title, url, description); who added it and admins edit and
 * delete it ("Confirm Deletion").
 */
export function ResourcesSection({ communityId, role, myUserId }: CommunitySectionProps) {
  const api = useApi();
  const init = { params: { path: { id: communityId } } };
  const resources = api.useQuery('get', '/communities/{id}/resources', init);
  const create = api.useMutation('post', '/communities/{id}/resources');
  const update = api.useMutation('put', '/communities/{id}/resources/{resourceId}');
  const remove = api.useMutation('delete', '/communities/{id}/resources/{resourceId}');

  const [draft, setDraft] = useState<FormValues<ResourceField>>(emptyResourceDraft);
  const [createError, setCreateError] = useState<string | null>(null);
  const dialog = useSectionModal<Modal>({ kind: 'none' });
  const { modal, shown, error: modalError, setError: setModalError, open, close } = dialog;

  function add(values: FormValues<ResourceField>) {
    setCreateError(null);
    create.mutate(
      { params: { path: { id: communityId } }, body: resourceRequest(values) },
      {
        onSuccess: () => setDraft(emptyResourceDraft),
        onError: (error) => setCreateError(toApiError(error).detail),
      },
    );
  }

  function save(resource: CommunityResource, values: FormValues<ResourceField>) {
    setModalError(null);
    update.mutate(
      {
        params: { path: { id: communityId, resourceId: resource.id } },
        body: resourceRequest(values),
      },
      { onSuccess: close, onError: (error) => setModalError(toApiError(error).detail) },
    );
  }

  async function confirmDelete() {
    if (modal.kind !== 'delete') return;
    setModalError(null);
    try {
      await remove.mutateAsync({
        params: { path: { id: communityId, resourceId: modal.resource.id } },
      });
    } catch (error) {
      setModalError(toApiError(error).detail);
      throw error;
    }
  }

  return (
    <Stack align="stretch" gap="5">
      <QueryState
        query={resources}
        loading={resourcesTexts.loading}
        error={resourcesTexts.loadFailed}
        empty={{
          when: (list) => list.length === 0,
          icon: '📚',
          title: resourcesTexts.empty,
          description: resourcesTexts.emptyHint,
          headingLevel: 3,
        }}
      >
        {(list) => (
          <Stack
            align="stretch"
            as="ul"
            gap="3"
            style={plainList}
            aria-label={resourcesTexts.sectionTitle}
          >
            {list.map((resource) => (
              <li key={resource.id}>
                <ResourceCard
                  resource={resource}
                  manage={canManageItem(role, myUserId, resource.user_id)}
                  onEdit={() => open({ kind: 'edit', resource })}
                  onDelete={() => open({ kind: 'delete', resource })}
                />
              </li>
            ))}
          </Stack>
        )}
      </QueryState>

      <Stack align="stretch" gap="3">
        <Heading level={3} size="sm">
          {resourcesTexts.addHeading}
        </Heading>
        <ItemForm
          label={resourcesTexts.addHeading}
          fields={resourceFields}
          values={draft}
          onChange={(values) => {
            setDraft(values);
            setCreateError(null);
          }}
          validate={validateResource}
          onSubmit={add}
          saving={create.isPending}
          serverError={createError}
          serverErrorTitle={resourcesTexts.actionFailed}
          submitLabel={resourcesTexts.addResource}
        />
      </Stack>

      <ItemDialog
        title={resourcesTexts.editResource}
        open={modal.kind === 'edit'}
        saved={
          modal.kind === 'edit'
            ? {
                title: modal.resource.title,
                url: modal.resource.url,
                description: modal.resource.description,
              }
            : emptyResourceDraft
        }
        fields={resourceFields}
        validate={validateResource}
        onSave={(values) => {
          if (modal.kind === 'edit') save(modal.resource, values);
        }}
        onCancel={close}
        saving={update.isPending}
        serverError={modalError}
        serverErrorTitle={resourcesTexts.actionFailed}
      />
      <DeleteConfirm
        open={modal.kind === 'delete'}
        question={resourcesTexts.deleteQuestion}
        name={shown.kind === 'delete' ? shown.resource.title : ''}
        onConfirm={confirmDelete}
        onClose={close}
        error={modalError}
      />
    </Stack>
  );
}
