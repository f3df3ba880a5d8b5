import { toApiError, useApi, type CommunityDetails, type CommunitySection } from '@wegrow/api';
import { Button, Notice, Stack, Switch, Text } from '@wegrow/ui';
import { useState } from 'react';
import { plainList } from '../../shared/styles';
import { completeLayout, sameSections, setHidden } from '../rules';
import { communityTexts, sectionTitles } from '../texts';

export interface ComponentManagerProps {
  community: CommunityDetails;
}

/**
 * The Component Manager (spec 2 §2 lists it without contents; issue 16): a switch per section
 * showing it to members or hiding it from them, and Save Visibility. Hidden sections stay on the
 * admins' page, marked hidden. Stored with the layout, whose order it keeps.
 */
export function ComponentManager({ community }: ComponentManagerProps) {
  const api = useApi();
  const save = api.useMutation('put', '/communities/{id}/layout');
  const layout = completeLayout(community.layout_config);
  const stored = layout.filter((key) => community.hidden_sections.includes(key));
  const [draft, setDraft] = useState<CommunitySection[] | null>(null);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const hidden = draft ?? stored;
  const changed = !sameSections(hidden, stored);

  function saveVisibility() {
    setOutcome(null);
    save.mutate(
      {
        params: { path: { id: community.id } },
        body: { layout_config: layout, hidden_sections: hidden },
      },
      {
        onSuccess: () => {
          setDraft(null);
          setOutcome({ tone: 'success', text: communityTexts.visibilitySaved });
        },
        onError: (error) =>
          setOutcome({
            tone: 'error',
            text: `${communityTexts.layoutFailed} ${toApiError(error).detail}`,
          }),
      },
    );
  }

  return (
    <Stack align="stretch" gap="4">
      <Text tone="secondary">{communityTexts.visibilityHint}</Text>
      <Stack
        align="stretch"
        as="ul"
        gap="3"
        style={plainList}
        aria-label="Sections shown to members"
      >
        {layout.map((key) => (
          <li key={key}>
            <Switch
              label={communityTexts.shownToMembers(sectionTitles[key])}
              checked={!hidden.includes(key)}
              onCheckedChange={(shown) => {
                setOutcome(null);
                setDraft(setHidden(layout, hidden, key, !shown));
              }}
            />
          </li>
        ))}
      </Stack>
      <Stack gap="3" align="start">
        <Button onClick={saveVisibility} loading={save.isPending} disabled={!changed}>
          {communityTexts.saveVisibility}
        </Button>
        {outcome !== null ? (
          <Notice tone={outcome.tone} onDismiss={() => setOutcome(null)}>
            {outcome.text}
          </Notice>
        ) : null}
      </Stack>
    </Stack>
  );
}
