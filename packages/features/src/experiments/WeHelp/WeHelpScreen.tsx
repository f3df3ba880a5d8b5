import { Badge, Button, Card, Heading, Inline, Stack, Text, TextArea, TextField } from '@wegrow/ui';
import { useState, type FormEvent } from 'react';
import { plainList, readable } from '../../shared/styles';
import { postHelpRequest, urgencyLabel, type HelpRequestFields } from '../rules/boards';
import { decodeHelpRequests, tabStorageKeys } from '../rules/tabStorage';
import { BackToExperiments } from '../shared/BackToExperiments';
import { newItemId, useTabState } from '../shared/useTabState';
import { experimentTexts as t } from '../texts';

const blankRequest: HelpRequestFields = { name: '', need: '', urgency: '' };

/**
 * We Help (`/WeHelp`, spec 3 §2): a mutual-aid request board — name or alias, need and urgency
 * (any text), the requests newest first. Kept in this browser tab (issue 19).
 */
export function WeHelpScreen() {
  const [requests, setRequests] = useTabState(tabStorageKeys.weHelp, decodeHelpRequests, []);
  const [fields, setFields] = useState(blankRequest);

  function post(event: FormEvent) {
    event.preventDefault();
    const id = newItemId();
    setRequests((current) => postHelpRequest(current, fields, id));
    setFields(blankRequest);
  }

  const field = (name: keyof HelpRequestFields) => ({
    value: fields[name],
    onChange: (event: { target: { value: string } }) =>
      setFields((current) => ({ ...current, [name]: event.target.value })),
  });

  return (
    <Stack align="stretch" gap="6">
      <Stack align="stretch" gap="3">
        <Heading level={1}>{t.helpTitle}</Heading>
        <Text tone="secondary" style={readable}>
          {t.helpIntro}
        </Text>
        <Text size="sm" tone="secondary" style={readable}>
          {t.tabOnlyNote}
        </Text>
      </Stack>
      <form onSubmit={post} style={readable}>
        <Stack gap="3" align="stretch">
          <TextField label={t.helpName} autoComplete="nickname" {...field('name')} />
          <TextArea label={t.helpNeed} rows={3} {...field('need')} />
          <TextField label={t.helpUrgency} hint={t.helpUrgencyHint} {...field('urgency')} />
          <div>
            <Button type="submit">{t.postRequest}</Button>
          </div>
        </Stack>
      </form>
      <Stack
        align="stretch"
        as="section"
        gap="3"
        aria-labelledby="we-help-requests"
        style={{ maxWidth: '48rem' }}
      >
        <Heading level={2} size="md" id="we-help-requests">
          {t.helpRequests}
        </Heading>
        {requests.length === 0 ? (
          <Text tone="secondary">{t.noHelpRequests}</Text>
        ) : (
          <Stack align="stretch" as="ul" gap="3" style={plainList}>
            {requests.map((request) => (
              <li key={request.id}>
                <Card variant="outlined" padding="md">
                  <Stack align="stretch" gap="2">
                    <Inline gap="2" justify="between" align="center" wrap>
                      <Text weight="bold">{request.name || t.unnamed}</Text>
                      <Badge variant={request.urgency ? 'warning' : 'neutral'}>
                        {`${t.helpUrgency}: ${urgencyLabel(request.urgency)}`}
                      </Badge>
                    </Inline>
                    {request.need ? (
                      <Text style={{ whiteSpace: 'pre-wrap' }}>{request.need}</Text>
                    ) : null}
                  </Stack>
                </Card>
              </li>
            ))}
          </Stack>
        )}
      </Stack>
      <div>
        <BackToExperiments />
      </div>
    </Stack>
  );
}
