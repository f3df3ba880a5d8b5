import type { Garden } from '@wegrow/api';
import { Badge, Stack, Text } from '@wegrow/ui';
import { gardenTypeName } from './rules/gardenRules';

const statusVariants = { Pending: 'warning', Approved: 'success', Rejected: 'danger' } as const;

/** A status (of a garden or a volunteer request) as a word badge. */
export function StatusBadge({ status }: { status: keyof typeof statusVariants }) {
  return <Badge variant={statusVariants[status]}>{status}</Badge>;
}

const wrap = { overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' } as const;

/** A garden's facts: type, description, location, notes, and its e-mail when the viewer may see it. */
export function GardenFacts({ garden }: { garden: Garden }) {
  const facts: [string, string][] = [
    ['Type', gardenTypeName(garden.type)],
    ['Description', garden.description],
    ['Location', garden.location],
  ];
  if (garden.email) facts.push(['E-mail', garden.email]);
  return (
    <Stack align="stretch" gap="2">
      <dl
        style={{
          margin: 0,
          display: 'grid',
          gridTemplateColumns: 'max-content 1fr',
          gap: '0.25rem 1rem',
        }}
      >
        {facts.map(([term, value]) => (
          <div key={term} style={{ display: 'contents' }}>
            <dt>
              <Text as="span" weight="bold" size="sm">
                {term}
              </Text>
            </dt>
            <dd style={{ margin: 0, ...wrap }}>
              <Text as="span" size="sm">
                {value}
              </Text>
            </dd>
          </div>
        ))}
      </dl>
      {garden.notes ? <Text style={wrap}>{garden.notes}</Text> : null}
    </Stack>
  );
}
