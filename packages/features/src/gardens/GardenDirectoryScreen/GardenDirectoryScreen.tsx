import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { gardenPages, toApiError, useApi, type Garden } from '@wegrow/api';
import {
  Button,
  Card,
  ConfirmDialog,
  Heading,
  Inline,
  Notice,
  Select,
  Stack,
  Text,
  TextField,
} from '@wegrow/ui';
import { useRef, useState } from 'react';
import { getHref } from '../../routes/paths';
import { useSession } from '../../session/SessionProvider';
import { ButtonLink, TextLink } from '../../shared/links/RouterLinks';
import { QueryState } from '../../shared/QueryState/QueryState';
import { pagedQuery, ShowMore } from '../../shared/ShowMore/ShowMore';
import { useDebouncedValue } from '../../shared/useDebouncedValue/useDebouncedValue';
import { plainList } from '../../shared/styles';
import {
  filterGardens,
  gardenListFilter,
  isProgrammeAdmin,
  isTypeFilter,
  typeFilterOptions,
  type TypeFilter,
} from '../rules/gardenRules';
import { gardenTexts } from '../rules/gardenTexts';
import { GardenFacts, StatusBadge } from '../shared';

const column = { width: '100%', maxWidth: '64rem' } as const;

interface GardenCardProps {
  garden: Garden;
  /** The programme admin sees Approve and Reject on a pending garden. */
  admin: boolean;
  onDecide: (status: 'Approved' | 'Rejected') => void;
  deciding: boolean;
  decisionError: string | undefined;
}

function GardenCard({ garden, admin, onDecide, deciding, decisionError }: GardenCardProps) {
  const headingId = `garden-${garden.id}`;
  return (
    <article aria-labelledby={headingId}>
      <Card variant="outlined">
        <Stack align="stretch" gap="3">
          <Inline gap="3" justify="between" align="center" wrap>
            <Heading level={2} size="md" id={headingId}>
              {garden.host_name}
            </Heading>
            <StatusBadge status={garden.status} />
          </Inline>
          <GardenFacts garden={garden} />
          {decisionError ? (
            <Notice tone="error" title={gardenTexts.gardenDecisionFailed}>
              {decisionError}
            </Notice>
          ) : null}
          <Inline gap="3" wrap>
            <ButtonLink
              to={getHref('gardenDetails', { id: garden.id }, { spelling: '/gardendetails/:id' })}
              variant="secondary"
              size="sm"
            >
              {gardenTexts.viewDetails}
            </ButtonLink>
            {admin && garden.status === 'Pending' ? (
              <>
                <Button size="sm" onClick={() => onDecide('Approved')} disabled={deciding}>
                  {gardenTexts.approve}
                </Button>
                <Button
                  size="sm"
                  variant="danger"
                  onClick={() => onDecide('Rejected')}
                  disabled={deciding}
                >
                  {gardenTexts.reject}
                </Button>
              </>
            ) : null}
          </Inline>
        </Stack>
      </Card>
    </article>
  );
}

/**
 * `/gardendirectory` (`/GardenDirectory`, `/green/gardens`; spec 2 §2, §4; issue 18): every garden,
 * newest first, 50 at a time (Show more for older ones), filtered by kind (All, Blitz Host, Blitz Volunteer, Long-Term Host, Long-Term
 * Volunteer: blitz or long-term from the type, host or volunteer from the description) and by
 * location; each card with host name, type, description, location, status, notes and View
 * Details. The programme admin approves or rejects pending gardens here.
 */
export function GardenDirectoryScreen() {
  const api = useApi();
  const { userId } = useSession();
  const programme = api.useQuery('get', '/gardens/programme');
  const decide = api.useMutation('patch', '/gardens/{id}/status');
  const admin = isProgrammeAdmin(programme.data, userId);

  const [type, setType] = useState<TypeFilter>('all');
  const [location, setLocation] = useState('');
  // Asked of the server when the typing pauses, not on every key.
  const searchedLocation = useDebouncedValue(location, 300);
  // The server filters by type and location while paging: a change starts from the newest again
  // (a new query key), keeping the previous list on screen until the new one comes.
  const gardenPaging = useInfiniteQuery({
    ...gardenPages(api.client, gardenListFilter(type, searchedLocation)),
    placeholderData: keepPreviousData,
  });
  const gardens = pagedQuery(gardenPaging);
  const gardenList = useRef<HTMLUListElement>(null);
  const [decisionErrors, setDecisionErrors] = useState<Record<number, string>>({});

  // The decision asked about: it cannot be changed once made (CONTRIBUTING: confirm what cannot
  // be undone).
  const [asking, setAsking] = useState<{ garden: Garden; status: 'Approved' | 'Rejected' } | null>(
    null,
  );

  /** Saves the decision; a refusal shows on the garden's card (the confirmation closes). */
  async function decideGarden(garden: Garden, status: 'Approved' | 'Rejected'): Promise<void> {
    setDecisionErrors(({ [garden.id]: _old, ...rest }) => rest);
    try {
      await decide.mutateAsync({ params: { path: { id: garden.id } }, body: { status } });
    } catch (error) {
      setDecisionErrors((errors) => ({ ...errors, [garden.id]: toApiError(error).detail }));
    }
  }

  return (
    <Stack align="stretch" gap="6" style={column}>
      <Stack align="stretch" gap="2">
        <Heading level={1}>{gardenTexts.directoryTitle}</Heading>
        <Text tone="secondary">
          Gardens looking for hands, and hands looking for gardens.{' '}
          {admin ? 'As the programme admin, you approve or reject new sign-ups here.' : null}
        </Text>
        <TextLink to={getHref('gardenBlitz', { spelling: '/gardenblitz' })}>
          Sign up as a host or a volunteer
        </TextLink>
      </Stack>

      <Inline gap="4" wrap align="end" role="search" aria-label="Filter gardens">
        <Select
          label={gardenTexts.typeFilter}
          options={typeFilterOptions}
          value={type}
          onChange={(event) => {
            if (isTypeFilter(event.target.value)) setType(event.target.value);
          }}
        />
        <TextField
          label={gardenTexts.locationFilter}
          type="search"
          placeholder="e.g. Mill Street"
          value={location}
          onChange={(event) => setLocation(event.target.value)}
        />
      </Inline>

      <QueryState
        query={gardens}
        loading={gardenTexts.loadingGardens}
        error={gardenTexts.gardensFailed}
        empty={{
          // With a filter, the server's empty answer means no match, not no gardens.
          when: (list) => list.length === 0 && type === 'all' && searchedLocation.trim() === '',
          icon: '🌱',
          title: gardenTexts.noGardens,
          description: 'Be the first: host a garden or offer to help on the Garden Blitz page.',
          headingLevel: 2,
        }}
      >
        {(list) => {
          const shown = filterGardens(list, type, location);
          if (shown.length === 0)
            return (
              <Text role="status" tone="secondary">
                {gardenTexts.noMatches}
              </Text>
            );
          return (
            <Stack
              align="stretch"
              as="ul"
              gap="4"
              style={plainList}
              aria-label="Gardens"
              ref={gardenList}
            >
              {shown.map((garden) => (
                <li key={garden.id}>
                  <GardenCard
                    garden={garden}
                    admin={admin}
                    onDecide={(status) => setAsking({ garden, status })}
                    deciding={decide.isPending}
                    decisionError={decisionErrors[garden.id]}
                  />
                </li>
              ))}
            </Stack>
          );
        }}
      </QueryState>
      {gardens.data?.length ? <ShowMore query={gardenPaging} list={gardenList} /> : null}
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => {
          if (!open) setAsking(null);
        }}
        title={asking ? gardenTexts.decisionTitle(asking.status, 'Garden') : ''}
        message={
          asking ? gardenTexts.gardenDecisionQuestion(asking.status, asking.garden.host_name) : ''
        }
        confirmLabel={asking?.status === 'Approved' ? gardenTexts.approve : gardenTexts.reject}
        tone={asking?.status === 'Approved' ? 'neutral' : 'danger'}
        onConfirm={() => (asking ? decideGarden(asking.garden, asking.status) : undefined)}
      />
    </Stack>
  );
}
