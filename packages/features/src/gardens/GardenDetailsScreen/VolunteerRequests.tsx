import type { VolunteerRequest } from '@wegrow/api';
import { Button, Card, Inline, Notice, Stack, Text } from '@wegrow/ui';
import { plainList } from '../../shared/styles';
import { gardenTexts } from '../rules/gardenTexts';
import { StatusBadge } from '../shared';

export interface VolunteerRequestsProps {
  requests: readonly VolunteerRequest[];
  /** The garden's host: e-mails (the server sends them only to the host) and Approve / Reject. */
  host: boolean;
  onDecide: (request: VolunteerRequest, status: 'Approved' | 'Rejected') => void;
  /** The request being decided. */
  deciding: number | null;
  /** "Approval failed. Please ensure you're logged in." with the server's detail, per request. */
  errors: Readonly<Record<number, string>>;
}

/** A garden's volunteer requests: names and statuses for everyone; e-mails and decisions for its host. */
export function VolunteerRequests({
  requests,
  host,
  onDecide,
  deciding,
  errors,
}: VolunteerRequestsProps) {
  if (requests.length === 0) return <Text tone="secondary">{gardenTexts.noRequests}</Text>;
  return (
    <Stack
      align="stretch"
      as="ul"
      gap="3"
      style={plainList}
      aria-label={gardenTexts.volunteerRequests}
    >
      {requests.map((request) => (
        <li key={request.id}>
          <Card variant="sunken" padding="sm">
            <Stack align="stretch" gap="2">
              <Inline gap="3" justify="between" align="center" wrap>
                <Stack align="stretch" gap="0">
                  <Text weight="bold">{request.volunteer_name}</Text>
                  {host && request.volunteer_email ? (
                    <Text size="sm" tone="secondary" style={{ overflowWrap: 'anywhere' }}>
                      {request.volunteer_email}
                    </Text>
                  ) : null}
                </Stack>
                <StatusBadge status={request.status} />
              </Inline>
              {errors[request.id] ? (
                <Notice tone="error" title={gardenTexts.approvalFailed}>
                  {errors[request.id]}
                </Notice>
              ) : null}
              {host && request.status === 'Pending' ? (
                <Inline gap="2" wrap>
                  <Button
                    size="sm"
                    onClick={() => onDecide(request, 'Approved')}
                    loading={deciding === request.id}
                    aria-label={`${gardenTexts.approve} ${request.volunteer_name}`}
                  >
                    {gardenTexts.approve}
                  </Button>
                  <Button
                    size="sm"
                    variant="danger"
                    onClick={() => onDecide(request, 'Rejected')}
                    disabled={deciding === request.id}
                    aria-label={`${gardenTexts.reject} ${request.volunteer_name}`}
                  >
                    {gardenTexts.reject}
                  </Button>
                </Inline>
              ) : null}
            </Stack>
          </Card>
        </li>
      ))}
    </Stack>
  );
}
