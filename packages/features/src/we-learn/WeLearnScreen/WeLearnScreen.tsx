import { toApiError, useApi, type PolicyBreakdown } from '@wegrow/api';
import { POLICY_TEXT_MAX } from '@wegrow/api';
import { Button, Card, Heading, Inline, Notice, Stack, Text, TextArea } from '@wegrow/ui';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { getHref } from '../../routes/paths';
import { ButtonLink } from '../../shared/links/RouterLinks';
import { breakdownAuthor, breakdownSections, interpretableText } from '../rules/weLearnRules';
import { weLearnTexts } from '../rules/weLearnTexts';

const column = { width: '100%', maxWidth: '48rem' } as const;
const wrap = { overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' } as const;

/**
 * We Learn (`/WeLearn`; spec 3 §2, §4, §5, §9; issue 19): a policy text (6 rows) and Interpret
 * Policy (disabled, 'Analyzing...', while the server works; blank text does nothing), then the
 * six sections of the breakdown and who wrote it: the configured AI model or the server's
 * built-in engine. A refusal (422, 502, 503…) is said in the server's words; the text stays.
 * While the server works (a local model can take a while) Cancel aborts the request (issue 32);
 * leaving the page does too.
 */
export function WeLearnScreen() {
  const api = useApi();
  const interpret = api.useMutation('post', '/we-learn/interpret');
  const [text, setText] = useState('');
  const [result, setResult] = useState<PolicyBreakdown | null>(null);
  const [error, setError] = useState<string | null>(null);
  const resultId = useId();
  const request = useRef<AbortController | null>(null);
  useEffect(() => () => request.current?.abort(), []);

  function submit(event: FormEvent) {
    event.preventDefault();
    const sendable = interpretableText(text);
    if (sendable === null || interpret.isPending) return;
    setError(null);
    const controller = new AbortController();
    request.current = controller;
    interpret.mutate(
      { body: { text: sendable }, signal: controller.signal },
      {
        onSuccess: (breakdown) => {
          if (!controller.signal.aborted) setResult(breakdown);
        },
        onError: (refusal) => {
          if (!controller.signal.aborted) setError(toApiError(refusal).detail);
        },
      },
    );
  }

  function cancel() {
    request.current?.abort();
    request.current = null;
    interpret.reset();
  }

  return (
    <Stack align="stretch" gap="6" style={column}>
      <Stack align="stretch" gap="2">
        <Heading level={1}>{weLearnTexts.title}</Heading>
        <Text tone="secondary">{weLearnTexts.intro}</Text>
      </Stack>

      <form aria-label={weLearnTexts.interpret} onSubmit={submit} noValidate>
        <Stack align="stretch" gap="3">
          <TextArea
            label={weLearnTexts.textLabel}
            placeholder={weLearnTexts.placeholder}
            rows={6}
            maxLength={POLICY_TEXT_MAX}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          <Inline gap="2">
            <Button type="submit" disabled={interpret.isPending}>
              {interpret.isPending ? weLearnTexts.analyzing : weLearnTexts.interpret}
            </Button>
            {interpret.isPending ? (
              <Button type="button" variant="secondary" onClick={cancel}>
                {weLearnTexts.cancel}
              </Button>
            ) : null}
          </Inline>
        </Stack>
      </form>

      {error !== null ? (
        <Notice tone="error" title={weLearnTexts.failed}>
          {error}
        </Notice>
      ) : null}

      {result ? (
        <Card variant="outlined">
          <Stack align="stretch" as="section" gap="4" aria-labelledby={resultId}>
            <Stack align="stretch" gap="1">
              <Heading level={2} size="lg" id={resultId}>
                {weLearnTexts.resultTitle}
              </Heading>
              <Text size="sm" tone="secondary">
                {breakdownAuthor(result.source)}
              </Text>
            </Stack>
            {breakdownSections(result).map((section) => (
              <Stack align="stretch" key={section.key} gap="1">
                <Heading level={3} size="md">
                  {section.title}
                </Heading>
                <Text style={wrap}>{section.text}</Text>
              </Stack>
            ))}
          </Stack>
        </Card>
      ) : null}

      <div>
        <ButtonLink to={getHref('experiments')} variant="secondary" icon="←">
          {weLearnTexts.backToExperiments}
        </ButtonLink>
      </div>
    </Stack>
  );
}
