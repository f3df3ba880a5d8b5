import { HELPLINES, helplineOf, type HelplineCountry } from '@wegrow/contract/journal';
import { Link, Notice, Select, Stack, Text } from '@wegrow/ui';
import { crisisTexts, emergencyText, helplineText } from './crisisTexts';

export interface CrisisHelpProps {
  /** The member's country (ISO 3166-1 alpha-2), or null when none is chosen. */
  country: string | null;
  /** The member chose a country ('' : another one, null on the server). */
  onCountryChange: (country: string | null) => void;
  /** The country is being saved. @default false */
  saving?: boolean;
  /** Why the country could not be saved. */
  error?: string | null;
  /** `status` when it appears on saving (announced politely). */
  role?: 'status' | 'region';
}

const countries = (Object.keys(HELPLINES) as HelplineCountry[])
  .map((code) => ({ value: code, label: HELPLINES[code].country.replace(/^the /, '') }))
  .sort((a, b) => a.label.localeCompare(b.label));

/**
 * Where to get help now, for an entry that speaks of self-harm or of not wanting to live (issue
 * 45): the member's country's line (when known), emergency services, the directory of lines in
 * every country as a real link, and the country to choose.
 */
export function CrisisHelp({
  country,
  onCountryChange,
  saving = false,
  error = null,
  role = 'status',
}: CrisisHelpProps) {
  const line = helplineOf(country);
  return (
    <Notice tone="info" title={crisisTexts.title} role={role} data-testid="crisis-help">
      <Stack align="stretch" gap="3">
        <Text>{crisisTexts.intro}</Text>
        <ul style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
          {line ? (
            <li>
              <Link href={line.url} external>
                {helplineText(line)}
              </Link>
            </li>
          ) : null}
          <li>{emergencyText(line)}</li>
          <li>
            <Link href={crisisTexts.directoryUrl} external>
              {crisisTexts.directory}
            </Link>
          </li>
        </ul>
        <Text>{crisisTexts.someoneYouTrust}</Text>
        <div style={{ maxWidth: '20rem' }}>
          <Select
            label={crisisTexts.country}
            hint={crisisTexts.countryHint}
            size="sm"
            placeholder={crisisTexts.anotherCountry}
            options={countries}
            value={line ? (country ?? '') : ''}
            disabled={saving}
            error={error ?? undefined}
            onChange={(event) => onCountryChange(event.target.value || null)}
          />
        </div>
      </Stack>
    </Notice>
  );
}
