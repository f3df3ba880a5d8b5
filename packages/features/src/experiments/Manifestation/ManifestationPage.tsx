import { Heading, Stack, Text } from '@wegrow/ui';
import { readable } from '../../shared/styles';
import { BackToExperiments } from '../shared/BackToExperiments';
import { experimentTexts as t } from '../texts';

/** The page's text: static, no behaviour (spec 3 §2). */
const sections = [
  {
    heading: 'Begin with what you love',
    paragraphs: [
      'Manifestation is not wishing harder. It is noticing what you truly want, saying it plainly, and letting that clarity shape the next small thing you do.',
      'Write your intention in the present tense, as if it is already unfolding: "I live among neighbours who share food and time." Read it slowly. Notice what in you says yes, and what hesitates.',
    ],
  },
  {
    heading: 'Let intention become action',
    paragraphs: [
      'An intention grows through the hands. Plant one seed, send one message, offer one hour. Each act tells your body and your community that the new story is real.',
      'When doubt comes, breathe with it rather than against it. Doubt often points to a need that wants care: rest, help, or a smaller first step.',
    ],
  },
  {
    heading: 'Grow it together',
    paragraphs: [
      'Dreams shared are dreams multiplied. Tell a friend what you are calling in, and ask what they are calling in too. Then look for the place where your paths cross.',
      'Gratitude closes the circle: thank what has already arrived, and you will find more of it around you.',
    ],
  },
] as const;

/** The manifestation page (`/SheasPage`, spec 3 §2): static text on manifestation. */
export function ManifestationPage() {
  return (
    <Stack align="stretch" gap="6" style={readable}>
      <Heading level={1}>{t.manifestationTitle}</Heading>
      {sections.map((section) => (
        <Stack align="stretch" as="section" gap="3" key={section.heading}>
          <Heading level={2} size="md">
            {section.heading}
          </Heading>
          {section.paragraphs.map((paragraph) => (
            <Text key={paragraph}>{paragraph}</Text>
          ))}
        </Stack>
      ))}
      <div>
        <BackToExperiments />
      </div>
    </Stack>
  );
}
