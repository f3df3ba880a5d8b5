import { toApiError, useApi, type Garden, type VolunteerRequest } from '@wegrow/api';
import {
  Button,
  Card,
  ConfirmDialog,
  EmptyState,
  Heading,
  Inline,
  Notice,
  Stack,
  Text,
} from '@wegrow/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { getHref } from '../../routes/paths';
import { useSession } from '../../session/SessionProvider';
import { ButtonLink, TextLink } from '../../shared/links/RouterLinks';
import { QueryState } from '../../shared/QueryState/QueryState';
import {
  gardenUpdateRequest,
  isGardenHost,
  volunteerRequest,
  type GardenEditDraft,
  type VolunteerDraft,
} from '../rules/gardenRules';
import { gardenTexts } from '../rules/gardenTexts';
import { GardenFacts, StatusBadge } from '../shared';
import { EditGardenDialog } from './EditGardenDialog';
import { VolunteerForm, type RequestOutcome } from './VolunteerForm';
import { VolunteerRequests } from './VolunteerRequests';

export interface GardenDetailsScreenProps {
  /** The garden's id as the address gives it (`/gardendetails/{id}`, `/gardens/{id}`). */
  id: string | undefined;
}

const column = { width: '100%', maxWidth: '48rem' } as const;
const directoryHref = getHref('gardenDirectory', { spelling: '/gardendirectory' });

/** A positive integer id, or null (the not-found state, without a call). */
function gardenIdOf(id: string | undefined): number | null {
  if (id === undefined || !/^\d{1,10}$/.test(id)) return null;
  const value = Number(id);
  return value >= 1 && value <= 2_147_483_647 ? value : null;
}

function GardenNotFound() {
  return (
    <EmptyState
      icon="🧭"
      title={gardenTexts.gardenNotFound}
      description="It may have been withdrawn, or the link may have a typo."
      headingLevel={2}
      action={<ButtonLink to={directoryHref}>{gardenTexts.toDirectory}</ButtonLink>}
    />
  );
}

function GardenView({ garden }: { garden: Garden }) {
  const api = useApi();
  const navigate = useNavigate();
  const { userId } = useSession();
  const host = isGardenHost(garden, userId);
  const requests = api.useQuery('get', '/volunteers/requests/{gardenId}', {
    params: { path: { gardenId: garden.id } },
  });
  const send = api.useMutation('post', '/volunteers/request');
  const decide = api.useMutation('patch', '/volunteers/approve/{requestId}');
  const withdraw = api.useMutation('delete', '/gardens/{id}');
  const update = api.useMutation('put', '/gardens/{id}');

  const [outcome, setOutcome] = useState<RequestOutcome>(null);
  const [deciding, setDeciding] = useState<number | null>(null);
  const [errors, setErrors] = useState<Record<number, string>>({});
  const [confirming, setConfirming] = useState(false);
  const [withdrawError, setWithdrawError] = useState<string | null>(null);
  const [editing, setEditing] = useState(false);
  const [editError, setEditError] = useState<string | null>(null);

  function saveGarden(draft: GardenEditDraft) {
    setEditError(null);
    update.mutate(
      { params: { path: { id: garden.id } }, body: gardenUpdateRequest(draft) },
      {
        onSuccess: () => setEditing(false),
        onError: (error) => setEditError(toApiError(error).detail),
      },
    );
  }

  async function sendRequest(draft: VolunteerDraft): Promise<boolean> {
    setOutcome(null);
    try {
      await send.mutateAsync({ body: volunteerRequest(garden.id, draft) });
      setOutcome({ tone: 'success', text: gardenTexts.requestSent });
      return true;
    } catch (error) {
      setOutcome({
        tone: 'error',
        text: gardenTexts.requestError,
        detail: toApiError(error).detail,
      });
      return false;
    }
  }

  // The decision asked about: it cannot be changed once made (CONTRIBUTING: confirm what cannot
  // be undone).
  const [asking, setAsking] = useState<{
    request: VolunteerRequest;
    status: 'Approved' | 'Rejected';
  } | null>(null);

  /** Saves the decision; a refusal shows on the request (the confirmation closes). */
  async function decideRequest(
    request: VolunteerRequest,
    status: 'Approved' | 'Rejected',
  ): Promise<void> {
    setDeciding(request.id);
    setErrors(({ [request.id]: _old, ...rest }) => rest);
    try {
      await decide.mutateAsync({ params: { path: { requestId: request.id } }, body: { status } });
    } catch (error) {
      setErrors((all) => ({ ...all, [request.id]: toApiError(error).detail }));
    } finally {
      setDeciding(null);
    }
  }

  async function withdrawGarden() {
    setWithdrawError(null);
    try {
      await withdraw.mutateAsync({ params: { path: { id: garden.id } } });
    } catch (error) {
      setWithdrawError(toApiError(error).detail);
      throw error;
    }
    void navigate(directoryHref);
  }

  return (
    <Stack align="stretch" gap="6">
      <Card variant="raised" padding="lg">
        <Stack align="stretch" gap="3">
          <Inline gap="3" justify="between" align="center" wrap>
            <Heading level={2} size="lg">
              {garden.host_name}
            </Heading>
            <StatusBadge status={garden.status} />
          </Inline>
          <GardenFacts garden={garden} />
          {host ? (
            <Inline gap="3" wrap align="center">
              <Text size="sm" tone="secondary">
                You host this garden.
              </Text>
              <Button
                size="sm"
                variant="secondary"
                onClick={() => {
                  setEditError(null);
                  setEditing(true);
                }}
              >
                {gardenTexts.editGarden}
              </Button>
              <Button size="sm" variant="danger" onClick={() => setConfirming(true)}>
                {gardenTexts.withdraw}
              </Button>
            </Inline>
          ) : null}
        </Stack>
      </Card>

      <section aria-labelledby="offer-to-help">
        <Stack align="stretch" gap="3">
          <Heading level={2} size="md" id="offer-to-help">
            {gardenTexts.requestToVolunteer}
          </Heading>
          <VolunteerForm
            onSend={sendRequest}
            sending={send.isPending}
            outcome={outcome}
            onDismiss={() => setOutcome(null)}
          />
        </Stack>
      </section>

      <section aria-labelledby="volunteer-requests">
        <Stack align="stretch" gap="3">
          <Heading level={2} size="md" id="volunteer-requests">
            {gardenTexts.volunteerRequests}
          </Heading>
          <QueryState
            query={requests}
            loading={gardenTexts.loadingRequests}
            error={gardenTexts.requestsFailed}
          >
            {(list) => (
              <VolunteerRequests
                requests={list}
                host={host}
                onDecide={(request, status) => setAsking({ request, status })}
                deciding={deciding}
                errors={errors}
              />
            )}
          </QueryState>
        </Stack>
      </section>

      {host ? (
        <EditGardenDialog
          garden={garden}
          open={editing}
          onCancel={() => setEditing(false)}
          onSave={saveGarden}
          saving={update.isPending}
          error={editError}
        />
      ) : null}

      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => {
          if (!open) setAsking(null);
        }}
        title={asking ? gardenTexts.decisionTitle(asking.status, 'Volunteer') : ''}
        message={
          asking
            ? gardenTexts.volunteerDecisionQuestion(asking.status, asking.request.volunteer_name)
            : ''
        }
        confirmLabel={asking?.status === 'Approved' ? gardenTexts.approve : gardenTexts.reject}
        tone={asking?.status === 'Approved' ? 'neutral' : 'danger'}
        onConfirm={() => (asking ? decideRequest(asking.request, asking.status) : undefined)}
      />

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={gardenTexts.withdraw}
        message={gardenTexts.withdrawQuestion}
        confirmLabel="Withdraw"
        cancelLabel="Cancel"
        tone="danger"
        onConfirm={withdrawGarden}
      >
        {withdrawError !== null ? (
          <Notice tone="error" title={gardenTexts.withdrawFailed}>
            {withdrawError}
          </Notice>
        ) : null}
      </ConfirmDialog>
    </Stack>
  );
}

/**
 * `/gardendetails/{id}` and `/gardens/{id}` (spec 2 §2, §5, §6, §8; issue 18): the garden's info,
 * the volunteer request form ("Request sent!", "Error submitting request."), and its volunteer
 * requests — names and statuses for everyone; for its host the e-mails and Approve / Reject on
 * pending ones ("Approval failed. Please ensure you're logged in."), and Withdraw. A missing
 * garden shows the not-found state.
 */
export function GardenDetailsScreen({ id }: GardenDetailsScreenProps) {
  const api = useApi();
  const gardenId = gardenIdOf(id);
  const garden = api.useQuery(
    'get',
    '/gardens/{id}',
    { params: { path: { id: gardenId ?? 0 } } },
    { enabled: gardenId !== null, retry: false },
  );
  const missing = gardenId === null || (garden.isError && toApiError(garden.error).status === 404);

  return (
    <Stack align="stretch" gap="6" style={column}>
      <Stack align="stretch" gap="2">
        <Heading level={1}>{gardenTexts.detailsTitle}</Heading>
        <TextLink to={directoryHref}>Back to the Garden Directory</TextLink>
      </Stack>
      {missing ? (
        <GardenNotFound />
      ) : (
        <QueryState
          query={garden}
          loading={gardenTexts.loadingGarden}
          error={gardenTexts.gardenFailed}
        >
          {(data) => <GardenView garden={data} />}
        </QueryState>
      )}
    </Stack>
  );
}
